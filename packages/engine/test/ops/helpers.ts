// What every test of @tinkerbox/engine/ops runs recipes with, and the independent implementations it
// compares them with. Each test file gets its own `tested` set (vitest evaluates this module per file).
import { execFileSync } from 'node:child_process';
import { createRecipeStream, parseRecipe, runRecipe } from '../../src/ops/index.ts';

export const enc = new TextEncoder();
export const dec = new TextDecoder();
export const tested = new Set<string>();

export async function run(recipe: string, input: Uint8Array | string): Promise<Uint8Array> {
  for (const s of parseRecipe(recipe)) tested.add(s.op);
  return runRecipe(parseRecipe(recipe), typeof input === 'string' ? enc.encode(input) : input);
}
export const runText = async (recipe: string, input: Uint8Array | string) => dec.decode(await run(recipe, input));

/** The same recipe as a stream, fed in the given chunk sizes. */
export async function runStream(recipe: string, input: Uint8Array, sizes: number[]): Promise<Uint8Array> {
  const t = await createRecipeStream(parseRecipe(recipe));
  const out: Uint8Array[] = [];
  let at = 0;
  for (const n of sizes) {
    if (at >= input.length) break;
    out.push(...(await t.push(input.subarray(at, at + n))));
    at += n;
  }
  if (at < input.length) out.push(...(await t.push(input.subarray(at))));
  out.push(...(await t.end()));
  return Buffer.concat(out);
}

/**
 * Python 3 applied to each input in one process: `fn` is a Python expression of `b` (the input's bytes)
 * giving bytes, with `base64, html, json, quopri, urllib.parse` imported.
 */
export function python(fn: string, inputs: readonly (Uint8Array | string)[]): Buffer[] {
  const code = `import sys, base64, html, json, quopri, urllib.parse
f = lambda b: ${fn}
print(json.dumps([base64.b64encode(f(base64.b64decode(x))).decode() for x in json.load(sys.stdin)]))`;
  const input = JSON.stringify(
    inputs.map((i) => Buffer.from(typeof i === 'string' ? enc.encode(i) : i).toString('base64')),
  );
  return (JSON.parse(execFileSync('python3', ['-c', code], { input }).toString()) as string[]).map((x) =>
    Buffer.from(x, 'base64'),
  );
}
export const pythonText = (fn: string, inputs: readonly (Uint8Array | string)[]) =>
  python(`(${fn}).encode()`, inputs).map((b) => b.toString());
