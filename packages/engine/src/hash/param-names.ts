import type { HashParams } from './params.ts';

// What params.ts and /hash/sha (sha-entry.ts) both say about options, without the table of every
// algorithm that params.ts reads: /hash/sha refuses options with digest's own words (decision 0192).

/** The options' names, in the order a refusal names the first one given. */
export const PARAM_NAMES = ['outputLength', 'key', 'customization', 'functionName'] as const;

/**
 * True when `params` asks for anything other than the default output (`defaultLength()` bytes): another
 * length, a key, a customization string or a function name.
 */
export function asksForOptions(params: HashParams | undefined, defaultLength: () => number): boolean {
  if (!params) return false;
  const { outputLength, key, customization, functionName } = params;
  return (
    (outputLength !== undefined && outputLength !== defaultLength()) ||
    !!key?.length ||
    !!customization?.length ||
    !!functionName?.length
  );
}

/** The TypeError for an option the algorithm (named by its label, e.g. `SHA-256`) has none of. */
export function noSuchParam(label: string, name: (typeof PARAM_NAMES)[number]): TypeError {
  return new TypeError(`params.${name}: ${label} takes no ${name}`);
}
