import { EngineError } from '../errors.ts';
import { formatUnits, parseUnits } from '../format/index.ts';

/** The most drops there can ever be: 100 billion XRP were created and none can be added. */
export const MAX_DROPS = 100_000_000_000_000_000n;

function inRange(drops: bigint): bigint {
  if (drops < 0n || drops > MAX_DROPS) {
    throw new EngineError('OUT_OF_RANGE', 'Outside 0 to 100 billion XRP', {
      min: '0',
      max: '100000000000 XRP',
    });
  }
  return drops;
}

/**
 * Converts an XRP amount to drops exactly (1 XRP = 1,000,000 drops), with no floating point.
 * @throws EngineError INVALID_DECIMAL (value), TOO_MANY_DECIMALS (unit, decimals), OUT_OF_RANGE (min, max)
 * @example xrpToDrops('1.000001') // 1000001n
 */
export function xrpToDrops(xrp: string): bigint {
  return inRange(parseUnits(xrp, 'xrp', 'XRP'));
}

/**
 * Converts drops to XRP exactly, trailing zeros trimmed (xrpl.js' dropsToXrp returns a float and does not).
 * @throws EngineError INVALID_DECIMAL (value), TOO_MANY_DECIMALS for a fraction of a drop, OUT_OF_RANGE
 * @example dropsToXrp('99999999999999999') // '99999999999.999999'
 */
export function dropsToXrp(drops: string | bigint): string {
  const n = typeof drops === 'bigint' ? drops : parseUnits(drops, 0, 'drops');
  return formatUnits(inRange(n), 'xrp');
}
