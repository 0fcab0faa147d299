#!/usr/bin/env node
// The `tinkerbox` command: recipes of @tinkerbox/engine/ops over stdin or a file (decision 0173).
import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { isEngineError } from '@tinkerbox/engine';
import {
  createRecipeStream,
  getOperation,
  listOperations,
  type ParsedStep,
  parseRecipe,
  readRecipeLink,
  recipeLink,
  recipeStreams,
  runRecipe,
} from '@tinkerbox/engine/ops';

const USAGE = `Usage:
  tinkerbox <step>... [file]         run the steps over the file, or stdin, to stdout
  tinkerbox run <link or recipe> [file]
                                     run a recipe link from the site (its input too, if it carries one)
  tinkerbox link [--input TEXT] [--origin URL] [--lang LANG] <step>...
                                     print the site's link for the steps (origin also from TINKERBOX_ORIGIN)
  tinkerbox list                     list the operations and their arguments
  tinkerbox --help | --version

A step is an operation id, with arguments as id(name=value,name=value); values are percent-encoded
where they hold spaces, commas, brackets or = (a bytes argument takes hex:… or base64:… too):
  tinkerbox from-base64 gunzip json-beautify < in > out
  tinkerbox sha256 file.iso
  tinkerbox from-base64 'aes-decrypt(passphrase=pw)'
Steps that all stream (hashes, hmac, gzip and the rest of compression, base64, hex) run in bounded memory.
A text result gets a final newline only when stdout is a terminal.`;

/** A usage error: exit code 2. */
class UsageError extends Error {}

const CHUNK = 1 << 20;

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

function describeError(e: unknown): string {
  if (isEngineError(e)) {
    // A run-time failure carries the step and its operation; a recipe's text error only a position.
    const { step, operation, ...others } = e.params;
    const rest: Record<string, string | number> = others;
    const where = operation !== undefined ? `step ${step} (${operation}) failed: ` : '';
    if (operation === undefined && step !== undefined) rest.step = step;
    const params = Object.entries(rest)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ');
    return `${where}${e.code}: ${e.message}${params ? ` (${params})` : ''}`;
  }
  return e instanceof Error ? e.message : String(e);
}

/** Writes to stdout, waiting when the pipe is full, so memory stays bounded. */
async function write(chunk: Uint8Array): Promise<void> {
  if (!chunk.length) return;
  if (!process.stdout.write(chunk)) await new Promise<void>((resolve) => process.stdout.once('drain', resolve));
}

/** A progress line on stderr, only when stderr is a terminal; cleared at the end. */
function progress(total: number | undefined) {
  const tty = process.stderr.isTTY === true;
  let done = 0;
  let last = 0;
  const mib = (n: number) => (n / 2 ** 20).toFixed(1);
  return {
    add(n: number) {
      done += n;
      const now = Date.now();
      if (!tty || now - last < 200) return;
      last = now;
      const pct = total ? ` (${Math.floor((done / total) * 100)}%)` : '';
      process.stderr.write(`\r${mib(done)}${total ? ` / ${mib(total)}` : ''} MiB${pct}`);
    },
    end() {
      if (tty && last) process.stderr.write('\r\x1b[K');
    },
  };
}

function source(file: string | undefined): { stream: Readable; size: number | undefined } {
  if (file === undefined || file === '-') return { stream: process.stdin, size: undefined };
  const size = statSync(file).size;
  return { stream: createReadStream(file, { highWaterMark: CHUNK }), size };
}

async function runSteps(steps: ParsedStep[], file: string | undefined, input?: Uint8Array): Promise<void> {
  const last = steps.length ? getOperation((steps[steps.length - 1] as ParsedStep).op) : undefined;
  let endedWithNewline = true;
  let wrote = false;
  const emit = async (c: Uint8Array) => {
    if (!c.length) return;
    wrote = true;
    endedWithNewline = c[c.length - 1] === 10;
    await write(c);
  };
  if (input) {
    await emit(await runRecipe(steps, input));
  } else if (recipeStreams(steps)) {
    const t = await createRecipeStream(steps);
    const { stream, size } = source(file);
    const bar = progress(size);
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      bar.add(chunk.length);
      for (const c of await t.push(chunk)) await emit(c);
    }
    for (const c of await t.end()) await emit(c);
    bar.end();
  } else {
    const { stream, size } = source(file);
    const bar = progress(size);
    const parts: Uint8Array[] = [];
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      bar.add(chunk.length);
      parts.push(chunk);
    }
    bar.end();
    await emit(await runRecipe(steps, Buffer.concat(parts)));
  }
  if (process.stdout.isTTY && wrote && !endedWithNewline && last && last.output !== 'bytes')
    await write(Buffer.from('\n'));
}

/** The steps and the input file of `tinkerbox <step>... [file]`: the last word is a file when it is no step. */
function stepsAndFile(words: string[]): { steps: ParsedStep[]; file: string | undefined } {
  if (!words.length) throw new UsageError('No steps given. Try tinkerbox --help.');
  const lastWord = words[words.length - 1] as string;
  let lastIsStep = true;
  try {
    parseRecipe(lastWord);
  } catch {
    lastIsStep = false;
  }
  if (!lastIsStep && words.length > 1) {
    return { steps: parseRecipe(words.slice(0, -1).join(' ')), file: lastWord };
  }
  return { steps: parseRecipe(words.join(' ')), file: undefined };
}

function list(): string {
  const lines: string[] = [];
  for (const o of listOperations()) {
    lines.push(`${o.id}${o.streams ? ' (streams)' : ''}: ${o.summary} [${o.input} -> ${o.output}]`);
    for (const a of o.args) {
      const range =
        a.kind === 'choice' ? `one of ${a.choices?.join(', ')}` : a.kind === 'number' ? `${a.min} to ${a.max}` : a.kind;
      lines.push(`    ${a.id}=${a.default === '' ? '' : a.default}  (${range}) ${a.summary}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

function takeOption(words: string[], name: string): string | undefined {
  const i = words.indexOf(name);
  if (i < 0) {
    const inline = words.findIndex((w) => w.startsWith(`${name}=`));
    if (inline < 0) return undefined;
    const value = (words[inline] as string).slice(name.length + 1);
    words.splice(inline, 1);
    return value;
  }
  const value = words[i + 1];
  if (value === undefined) throw new UsageError(`${name} needs a value`);
  words.splice(i, 2);
  return value;
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    if (command === undefined) process.exitCode = 2;
    return;
  }
  if (command === '--version' || command === '-V') {
    process.stdout.write(`${version()}\n`);
    return;
  }
  if (command === 'list') {
    process.stdout.write(list());
    return;
  }
  if (command === 'link') {
    const words = [...rest];
    const input = takeOption(words, '--input');
    const origin = takeOption(words, '--origin') ?? process.env.TINKERBOX_ORIGIN;
    const lang = takeOption(words, '--lang') ?? 'en';
    if (!words.length) throw new UsageError('No steps given: tinkerbox link [--input TEXT] [--origin URL] <step>...');
    const steps = parseRecipe(words.join(' '));
    if (!origin)
      throw new UsageError(
        'A link needs the site’s origin: pass --origin https://… or set TINKERBOX_ORIGIN (the command line has no site address of its own).',
      );
    let link: string;
    try {
      link = recipeLink(origin, lang, steps, input === undefined ? undefined : new TextEncoder().encode(input));
    } catch (e) {
      if (e instanceof TypeError) throw new UsageError(e.message);
      throw e;
    }
    process.stdout.write(`${link}\n`);
    return;
  }
  if (command === 'run') {
    const [link, file, ...extra] = rest;
    if (link === undefined || extra.length) throw new UsageError('Usage: tinkerbox run <link or recipe> [file]');
    const { recipe, input } = readRecipeLink(link);
    await runSteps(parseRecipe(recipe), file, file === undefined ? input : undefined);
    return;
  }
  const { steps, file } = stepsAndFile(argv);
  await runSteps(steps, file);
}

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  // A reader that stops early (`| head`) is not an error of ours.
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

main(process.argv.slice(2)).catch((e: unknown) => {
  process.stderr.write(`tinkerbox: ${describeError(e)}\n`);
  const recipeError =
    e instanceof UsageError ||
    (isEngineError(e) &&
      e.params.operation === undefined &&
      ['INVALID_RECIPE', 'UNKNOWN_OPERATION', 'INVALID_ARGUMENT'].includes(e.code));
  process.exitCode = recipeError ? 2 : 1;
});
