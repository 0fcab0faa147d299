import { EngineError } from '../errors.ts';
import { formatUnits, parseUnits } from '../format/index.ts';

/** A transaction output's coin is a CBOR uint64; no amount of lovelace can exceed it. */
export const MAX_LOVELACE = 2n ** 64n - 1n;

function inRange(lovelace: bigint): bigint {
  if (lovelace < 0n || lovelace > MAX_LOVELACE) {
    throw new EngineError('OUT_OF_RANGE', 'Outside 0 to 2^64-1 lovelace', {
      min: '0',
      max: `${MAX_LOVELACE} lovelace`,
    });
  }
  return lovelace;
}

/**
 * Converts ADA to lovelace exactly (1 ADA = 1,000,000 lovelace).
 * @throws EngineError INVALID_DECIMAL (value), TOO_MANY_DECIMALS (unit, decimals), OUT_OF_RANGE (min, max)
 * @example adaToLovelace('1.5') // 1500000n
 */
export function adaToLovelace(ada: string): bigint {
  return inRange(parseUnits(ada, 'ada', 'ADA'));
}

/**
 * Converts lovelace to ADA exactly, trailing zeros trimmed.
 * @throws EngineError INVALID_DECIMAL (value), TOO_MANY_DECIMALS for a fraction of a lovelace, OUT_OF_RANGE
 * @example lovelaceToAda('18446744073709551615') // '18446744073709.551615'
 */
export function lovelaceToAda(lovelace: string | bigint): string {
  const n = typeof lovelace === 'bigint' ? lovelace : parseUnits(lovelace, 0, 'lovelace');
  return formatUnits(inRange(n), 'ada');
}
