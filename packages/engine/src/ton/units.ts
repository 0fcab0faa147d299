import { EngineError } from '../errors.ts';
import { formatUnits, parseUnits } from '../format/index.ts';

/** Coins are TL-B `VarUInteger 16`: at most 15 bytes, so below 2^120 nanotons. */
export const MAX_NANOTON = 2n ** 120n - 1n;

function inRange(nano: bigint): bigint {
  if (nano < 0n || nano > MAX_NANOTON) {
    throw new EngineError('OUT_OF_RANGE', 'Outside 0 to 2^120-1 nanoton', { min: '0', max: '2^120-1 nanoton' });
  }
  return nano;
}

/**
 * Converts TON to nanoton exactly (1 TON = 10^9 nanoton), with no floating point.
 * @throws EngineError INVALID_DECIMAL (value), TOO_MANY_DECIMALS (unit, decimals), OUT_OF_RANGE (min, max)
 * @example tonToNano('1.000000001') // 1000000001n
 */
export function tonToNano(ton: string): bigint {
  return inRange(parseUnits(ton, 'ton', 'TON'));
}

/**
 * Converts nanoton to TON exactly, trailing zeros trimmed.
 * @throws EngineError INVALID_DECIMAL (value), TOO_MANY_DECIMALS for a fraction of a nanoton, OUT_OF_RANGE
 * @example nanoToTon('1500000000') // '1.5'
 */
export function nanoToTon(nano: string | bigint): string {
  const n = typeof nano === 'bigint' ? nano : parseUnits(nano, 0, 'nanoton');
  return formatUnits(inRange(n), 'ton');
}
