// What params.ts and /hash/sha (sha-entry.ts) both say about options, without the table of every
// algorithm that params.ts reads: /hash/sha refuses options with digest's own words (decision 0192). A
// leaf, so that params.ts and the entry import it and it imports neither (no import circle).

/**
 * Options of the algorithms that take some (`hashAlgorithmInfo(a).params` says which): the output
 * length in bytes (SHAKE, cSHAKE, KMAC, BLAKE2, BLAKE3), a key (KMAC; BLAKE2 and BLAKE3 keyed mode), a
 * customization string S and a function name N (SP 800-185). Absent or empty means the default.
 */
export interface HashParams {
  readonly outputLength?: number | undefined;
  readonly key?: Uint8Array | undefined;
  readonly customization?: Uint8Array | undefined;
  readonly functionName?: Uint8Array | undefined;
}

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
