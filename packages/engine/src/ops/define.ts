import { concatBytes } from '../cipher/bytes.ts';
import { textInput, textOutput } from './args.ts';
import type { OpArg, OpArgs, OpDataKind, Operation, OpTransform } from './types.ts';

// The shapes every part of the registry builds its operations with. Each `run` and `stream` reaches
// its domain's code by import() of the one module it needs, so the registry holds only ids, kinds,
// arguments and summaries (decision 0173).

export type Def = Omit<Operation, 'streams' | 'run'> & {
  run?: Operation['run'];
};

/** Runs a streaming operation over a whole input: the stream and the one-shot path give the same bytes. */
async function runThrough(stream: (args: OpArgs) => Promise<OpTransform>, input: Uint8Array, args: OpArgs) {
  const t = await stream(args);
  const parts = [...(await t.push(input)), ...(await t.end())];
  return parts.length === 1 ? (parts[0] as Uint8Array) : concatBytes(...parts);
}

export function op(def: Def): Operation {
  const { stream } = def;
  const run = def.run ?? (stream ? (input: Uint8Array, args: OpArgs) => runThrough(stream, input, args) : undefined);
  if (!run) throw new TypeError(`operation ${def.id}: run or stream is needed`);
  return { ...def, run, streams: stream !== undefined };
}

/** A text-to-text operation run on the whole input. */
export function textOp(
  id: string,
  summary: string,
  args: readonly OpArg[],
  fn: (text: string, args: OpArgs) => string | Promise<string>,
  kinds: { input?: OpDataKind; output?: OpDataKind } = {},
): Operation {
  return op({
    id,
    summary,
    input: kinds.input ?? 'text',
    output: kinds.output ?? 'text',
    args,
    run: async (input, a) => textOutput(await fn(textInput(input), a)),
  });
}

/** A bytes-to-text encoder run on the whole input. */
export function encodeOp(
  id: string,
  summary: string,
  args: readonly OpArg[],
  fn: (bytes: Uint8Array, args: OpArgs) => string | Promise<string>,
  stream?: (args: OpArgs) => Promise<OpTransform>,
): Operation {
  return op({
    id,
    summary,
    input: 'bytes',
    output: 'text',
    args,
    run: async (i, a) => textOutput(await fn(i, a)),
    stream,
  });
}

/** A text-to-bytes decoder run on the whole input. */
export function decodeOp(
  id: string,
  summary: string,
  args: readonly OpArg[],
  fn: (text: string, args: OpArgs) => Uint8Array | Promise<Uint8Array>,
  stream?: (args: OpArgs) => Promise<OpTransform>,
): Operation {
  return op({ id, summary, input: 'text', output: 'bytes', args, run: async (i, a) => fn(textInput(i), a), stream });
}

export const choice = (
  id: string,
  choices: readonly string[],
  summary: string,
  dflt = choices[0] as string,
): OpArg => ({
  id,
  kind: 'choice',
  default: dflt,
  choices,
  summary,
});
export const bool = (id: string, dflt: boolean, summary: string): OpArg => ({
  id,
  kind: 'boolean',
  default: dflt,
  summary,
});
export const num = (id: string, dflt: number, min: number, max: number, summary: string): OpArg => ({
  id,
  kind: 'number',
  default: dflt,
  min,
  max,
  summary,
});
export const bytes = (id: string, summary: string): OpArg => ({ id, kind: 'bytes', default: '', summary });
