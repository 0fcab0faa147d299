import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileExample, type Expectation, extractExamples, parseExpectation } from './doctest.ts';

// Every @example in src/ runs here against the source modules (see doctest.ts for the grammar), so
// the documentation cannot drift from the code.

const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

const sources = (readdirSync(src, { recursive: true }) as string[])
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .sort();

const subpathIndex = (spec: string): string => {
  const m = /^@tinkerbox\/engine(?:\/([a-z]+(?:\/[a-z-]+)?))?$/.exec(spec);
  if (!m) throw new Error(`an example imports ${spec}: only @tinkerbox/engine subpaths`);
  return m[1] ? join(src, m[1], 'index.ts') : join(src, 'index.ts');
};

const ANY = '…';
const anyStrings = (v: unknown): unknown => {
  if (v === ANY) return expect.any(String);
  if (Array.isArray(v)) return v.map(anyStrings);
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, anyStrings(x)]));
  }
  return v;
};

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...args: unknown[]) => Promise<void>;

/** Runs one example; returns how many checks it made. */
async function run(file: string, code: string): Promise<number> {
  const compiled = compileExample(code);
  expect(compiled.unreadable, 'comments that are neither an expected value nor a marked note').toEqual([]);
  expect(
    compiled.checks.length,
    'an example shows a result (or is marked `// doctest skipped: <reason>`)',
  ).toBeGreaterThan(0);
  const dir = relative(src, file).split('/');
  const index = dir.length > 1 ? join(src, dir[0] as string, 'index.ts') : join(src, 'index.ts');
  const scope: Record<string, unknown> = { ...(await import(index)), ...(await import(file)) };
  const names = Object.keys(scope).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n));
  let done = 0;
  const label = (i: number) => `${relative(root, file)}: ${compiled.checks[i]?.expression}`;
  const expected = (e: Expectation) => anyStrings(new Function(`return (${(e as { source: string }).source});`)());
  const check = (i: number, actual: unknown) => {
    const c = compiled.checks[i] as (typeof compiled.checks)[number];
    expect(actual instanceof Promise, `${label(i)} is a Promise: the example needs await`).toBe(false);
    expect(actual, label(i)).toEqual(expected(c.expectation));
    done++;
  };
  const checkThrows = async (i: number, f: () => Promise<unknown>) => {
    const c = compiled.checks[i]?.expectation as Extract<Expectation, { kind: 'throws' }>;
    let thrown: unknown;
    try {
      await f();
    } catch (e) {
      thrown = e;
    }
    expect(thrown, `${label(i)} should throw ${c.name}`).toBeInstanceOf(Error);
    const error = thrown as Error & { code?: string };
    expect(error.name, label(i)).toBe(c.name);
    if (c.code) expect(error.code, label(i)).toBe(c.code);
    if (c.message) expect(error.message.startsWith(c.message), `${label(i)}: "${error.message}"`).toBe(true);
    done++;
  };
  const load = async (spec: string) => import(subpathIndex(spec));
  const fn = new AsyncFunction(...names, '__check', '__checkThrows', '__import', compiled.body);
  await fn(...names.map((n) => scope[n]), check, checkThrows, load);
  expect(done, 'every check ran').toBe(compiled.checks.length);
  return done;
}

describe('every @example runs', () => {
  for (const rel of sources) {
    const file = join(src, rel);
    const examples = extractExamples(file, readFileSync(file, 'utf8'));
    if (examples.length === 0) continue;
    describe(`src/${rel}`, () => {
      for (const ex of examples) {
        const title = `line ${ex.line}: ${ex.code.split('\n')[0]?.slice(0, 80)}`;
        if (ex.skip) it.skip(`${title} (skipped: ${ex.skip})`, () => {});
        else
          it(title, async () => {
            await run(file, ex.code);
          });
      }
    });
  }
});

describe('the doctest runner', () => {
  const file = join(src, 'encoding/hex.ts');
  it('passes a right example and fails a wrong one', async () => {
    await expect(run(file, "toHex(Uint8Array.of(0x48, 0x69)) // '4869'")).resolves.toBe(1);
    await expect(run(file, "toHex(Uint8Array.of(0x48, 0x69)) // '4870'")).rejects.toThrow(/4870/);
  });
  it('checks the error a call throws, its name and code', async () => {
    await expect(run(file, "fromHex('zz') // throws EngineError INVALID_HEX")).resolves.toBe(1);
    await expect(run(file, "fromHex('abc') // throws EngineError INVALID_HEX")).rejects.toThrow(/ODD_HEX_LENGTH/);
    await expect(run(file, 'toHex(48) // throws EngineError')).rejects.toThrow(/TypeError/);
  });
  it('reads typed arrays, notes and long results on the next line', async () => {
    await expect(run(file, "fromHex('0x48, 0x69') // Uint8Array [72, 105] (two bytes)")).resolves.toBe(1);
    await expect(run(file, "fromHex('4869') // Uint32Array [72, 105]")).rejects.toThrow();
    await expect(run(file, "const b = fromHex('4869');\ntoHex(b)\n// '4869'")).resolves.toBe(1);
  });
  it('refuses an example with no result, and a result after a statement', async () => {
    await expect(run(file, 'toHex(Uint8Array.of(0x48))')).rejects.toThrow(/shows a result/);
    const code = "try { fromHex('abc') } catch (e) { e.code } // 'INVALID_HEX'";
    expect(compileExample(code).unreadable).toEqual([expect.stringMatching(/belongs after an expression/)]);
    await expect(run(file, code)).rejects.toThrow(/neither an expected value/);
  });
  it('refuses prose where a value belongs, and a name that is not in scope', async () => {
    await expect(run(file, "fromHex('4869') // the bytes of 'Hi'")).rejects.toThrow(/neither an expected value/);
    await expect(run(file, "utf8('Hi') // Uint8Array [72, 105]")).rejects.toThrow(/utf8 is not defined/);
  });
  it('runs imports of other subpaths as a user writes them', async () => {
    const code =
      "import { digest } from '@tinkerbox/engine/hash';\ntoHex(await digest('md5', new Uint8Array()))\n// 'd41d8cd98f00b204e9800998ecf8427e'";
    await expect(run(file, code)).resolves.toBe(1);
  });
  it('parses expectations', () => {
    expect(parseExpectation(' 72: ECI header 12')).toEqual({ kind: 'value', source: '72' });
    expect(parseExpectation(' false (checksum)')).toEqual({ kind: 'value', source: 'false' });
    expect(parseExpectation(' throws RangeError: eci must be ...')).toEqual({
      kind: 'throws',
      name: 'RangeError',
      message: 'eci must be',
    });
    expect(parseExpectation(' ciphertext, same length as chunk')).toBeNull();
  });
});
