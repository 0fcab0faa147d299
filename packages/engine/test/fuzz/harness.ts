/**
 * The fuzz property (issue 19 item 5): a decoder given anything a visitor can paste or drop either
 * returns or throws an EngineError with a code; a TypeError or RangeError only where the entry passes
 * arguments a program chooses (`misuse`), since the site shows any other error as a crash. Inputs are
 * bounded (the mutations stay under about 10,000 characters), so a hang shows up as the test timing
 * out. Where an encoder and a decoder pair up, `check` asserts the round trip.
 */
import fc from 'fast-check';
import { isEngineError } from '../../src/errors.ts';

export type Subpath =
  | 'ada'
  | 'address'
  | 'cipher'
  | 'cipher/aes-gcm'
  | 'encoding'
  | 'evm'
  | 'format'
  | 'games'
  | 'hash'
  | 'hash/sha'
  | 'json'
  | 'ops'
  | 'qr'
  | 'qr-reader'
  | 'text'
  | 'token'
  | 'ton'
  | 'tron'
  | 'xrp';

export interface FuzzEntry<T = unknown> {
  subpath: Subpath;
  /** The exported functions this entry exercises (the export list test counts them as fuzzed). */
  names: readonly string[];
  /** Label in reports; defaults to the first name. */
  label?: string;
  input: fc.Arbitrary<T>;
  /** Calls the decoder; may return a promise. `check` gets what it returned. */
  call: (x: T) => unknown;
  /** Round trips and other properties of a successful result. */
  check?: (x: T, result: unknown) => void | Promise<void>;
  /** TypeError and RangeError are expected too (the arguments include programmer choices). */
  misuse?: boolean;
  /** Share of the time budget and of the runs (default 1). */
  weight?: number;
  /**
   * A known escape in a file this suite's author does not own: tolerated so the suite stays green,
   * named here and in the report. Returns true for the tolerated error.
   */
  known?: { owner: string; what: string; matches: (e: unknown) => boolean };
}

/** Builds an entry with its input type checked against `call`. */
export function entry<T>(e: FuzzEntry<T>): FuzzEntry<unknown> {
  return e as FuzzEntry<unknown>;
}

export interface FuzzStats {
  label: string;
  inputs: number;
  returned: number;
  engineErrors: number;
  misuseErrors: number;
  knownEscapes: number;
  codes: Map<string, number>;
  ms: number;
}

function describe(e: unknown): string {
  if (e instanceof Error) return `${e.constructor.name}: ${e.message.slice(0, 160)}`;
  return `${typeof e} ${String(e).slice(0, 80)}`;
}

export function show(x: unknown): string {
  const s = (() => {
    try {
      return JSON.stringify(x, (_k, v) =>
        v instanceof Uint8Array
          ? `<${v.length} bytes ${Buffer.from(v.subarray(0, 48)).toString('hex')}>`
          : typeof v === 'bigint'
            ? `${v}n`
            : v,
      );
    } catch {
      return String(x);
    }
  })();
  return s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s;
}

/**
 * Runs one entry: `runs` inputs at most, stopping early after `timeLimitMs` (the CI budget). Throws,
 * with the smallest failing input fast-check finds, when the property fails.
 */
export async function fuzz(
  e: FuzzEntry<unknown>,
  opts: { seed: number; runs: number; timeLimitMs?: number },
): Promise<FuzzStats> {
  const stats: FuzzStats = {
    label: e.label ?? (e.names[0] as string),
    inputs: 0,
    returned: 0,
    engineErrors: 0,
    misuseErrors: 0,
    knownEscapes: 0,
    codes: new Map(),
    ms: 0,
  };
  const started = performance.now();
  const property = fc.asyncProperty(e.input, async (x) => {
    stats.inputs++;
    let result: unknown;
    try {
      result = await e.call(x);
    } catch (err) {
      if (isEngineError(err)) {
        stats.engineErrors++;
        stats.codes.set(err.code, (stats.codes.get(err.code) ?? 0) + 1);
        return;
      }
      if (e.misuse && (err instanceof TypeError || err instanceof RangeError)) {
        stats.misuseErrors++;
        return;
      }
      if (e.known?.matches(err)) {
        stats.knownEscapes++;
        return;
      }
      throw new Error(`${stats.label} escaped with ${describe(err)} on ${show(x)}`);
    }
    stats.returned++;
    await e.check?.(x, result);
  });
  const out = await fc.check(property, {
    seed: opts.seed,
    numRuns: opts.runs,
    ...(opts.timeLimitMs ? { interruptAfterTimeLimit: opts.timeLimitMs, markInterruptAsFailure: false } : {}),
    endOnFailure: true,
  });
  if (out.failed) {
    const cause = out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance);
    throw new Error(
      `${stats.label}: ${cause.slice(0, 400)}\n  smallest input found: ${show(out.counterexample)}\n  (seed ${out.seed}, path "${out.counterexamplePath}")`,
    );
  }
  stats.ms = performance.now() - started;
  return stats;
}
