import { EngineError } from '../errors.ts';
import { decimalToString, parseDecimal } from './decimal.ts';

/**
 * Decimal places between each unit and its chain's base unit: BTC 1e8 satoshi, SOL 1e9 lamports, ADA 1e6
 * lovelace, XEC 100 satoshi, TON 1e9 nanoton, CKB 1e8 shannons, XRP 1e6 drops, ETH 1e18 wei, gwei 1e9 wei.
 */
export const UNIT_DECIMALS = {
  btc: 8,
  sol: 9,
  ada: 6,
  xec: 2,
  ton: 9,
  ckb: 8,
  xrp: 6,
  eth: 18,
  gwei: 9,
} as const;

export type Unit = keyof typeof UNIT_DECIMALS;

/** A chain's units from largest to its base unit (decimals = places to the base unit), for converters. */
export interface ChainUnits {
  readonly chain: string;
  readonly units: ReadonlyArray<{
    readonly symbol: string;
    readonly decimals: number;
  }>;
}

/** Every chain's named units, largest first, ending with the base unit. */
export const CHAIN_UNITS: readonly ChainUnits[] = [
  {
    chain: 'btc',
    units: [
      { symbol: 'BTC', decimals: 8 },
      { symbol: 'satoshi', decimals: 0 },
    ],
  },
  {
    chain: 'eth',
    units: [
      { symbol: 'ETH', decimals: 18 },
      { symbol: 'gwei', decimals: 9 },
      { symbol: 'wei', decimals: 0 },
    ],
  },
  {
    chain: 'sol',
    units: [
      { symbol: 'SOL', decimals: 9 },
      { symbol: 'lamport', decimals: 0 },
    ],
  },
  {
    chain: 'ada',
    units: [
      { symbol: 'ADA', decimals: 6 },
      { symbol: 'lovelace', decimals: 0 },
    ],
  },
  {
    chain: 'ton',
    units: [
      { symbol: 'TON', decimals: 9 },
      { symbol: 'nanoton', decimals: 0 },
    ],
  },
  {
    chain: 'xrp',
    units: [
      { symbol: 'XRP', decimals: 6 },
      { symbol: 'drop', decimals: 0 },
    ],
  },
  {
    chain: 'ckb',
    units: [
      { symbol: 'CKB', decimals: 8 },
      { symbol: 'shannon', decimals: 0 },
    ],
  },
  {
    chain: 'xec',
    units: [
      { symbol: 'XEC', decimals: 2 },
      { symbol: 'satoshi', decimals: 0 },
    ],
  },
];

function decimalsOf(unit: Unit | number): number {
  if (typeof unit === 'number') {
    if (!Number.isInteger(unit) || unit < 0 || unit > 255) {
      throw new RangeError(`decimals must be an integer from 0 to 255, got ${unit}`);
    }
    return unit;
  }
  const d = (UNIT_DECIMALS as Record<string, number>)[unit];
  if (d === undefined) throw new RangeError(`unknown unit ${JSON.stringify(unit)}`);
  return d;
}

/**
 * Converts a decimal amount in `unit` to an exact integer count of base units (`'1.5'` BTC is 150000000n
 * satoshi). `unit` is a named unit or a number of decimals (an ERC-20 token's `decimals`); `label` names
 * the unit in the error (default: the unit in capitals).
 * @throws EngineError INVALID_DECIMAL (params value), TOO_MANY_DECIMALS (params unit, decimals) when the
 * amount is finer than the base unit
 * @example parseUnits('1.5', 'btc') // 150000000n
 * @example parseUnits('0.000000001', 'eth') // 1000000000n
 */
export function parseUnits(value: string, unit: Unit | number, label?: string): bigint {
  const decimals = decimalsOf(unit);
  const d = parseDecimal(value);
  if (d.scale > decimals) {
    throw new EngineError('TOO_MANY_DECIMALS', `${value} has more than ${decimals} decimal places`, {
      unit: label ?? (typeof unit === 'number' ? `${unit}` : unit.toUpperCase()),
      decimals,
      value,
    });
  }
  const base = d.coefficient * 10n ** BigInt(decimals - d.scale);
  return d.negative ? -base : base;
}

/**
 * Renders an integer count of base units as a decimal amount in `unit`, exactly, trailing zeros trimmed.
 * @example formatUnits(150000000n, 'btc') // '1.5'
 * @example formatUnits(2n ** 64n, 'eth') // '18.446744073709551616'
 */
export function formatUnits(amount: bigint, unit: Unit | number, options: { group?: boolean } = {}): string {
  if (typeof amount !== 'bigint') throw new TypeError('formatUnits: amount must be a bigint');
  const decimals = decimalsOf(unit);
  return decimalToString(
    {
      negative: amount < 0n,
      coefficient: amount < 0n ? -amount : amount,
      scale: decimals,
    },
    { group: options.group ?? false },
  );
}

/**
 * Converts an amount between two units of one chain given their decimals to the base unit, exactly.
 * @throws EngineError INVALID_DECIMAL, TOO_MANY_DECIMALS when the amount is finer than the base unit
 * @example convertUnits('1', 18, 9) // '1000000000' (ETH to gwei)
 */
export function convertUnits(value: string, fromDecimals: number, toDecimals: number, fromLabel?: string): string {
  return formatUnits(parseUnits(value, fromDecimals, fromLabel), toDecimals);
}
