import { EngineError } from '../errors.ts';
import { decimalToString, parseDecimal } from './decimal.ts';

/**
 * Decimal places between each unit and its chain's base unit: BTC 1e8 satoshi, SOL 1e9 lamports, ADA 1e6
 * lovelace, XEC 100 satoshi, TON 1e9 nanoton, CKB 1e8 shannons, XRP 1e6 drops, TRX 1e6 sun, ETH 1e18 wei,
 * gwei 1e9 wei.
 */
export const UNIT_DECIMALS = {
  btc: 8,
  sol: 9,
  ada: 6,
  xec: 2,
  ton: 9,
  ckb: 8,
  xrp: 6,
  trx: 6,
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
  /** The most base units an amount can be on the chain (its supply cap or the width of its amount field). */
  readonly max: bigint;
}

/** ERC-20 and TRC-20 balances and amounts are uint256. */
export const MAX_UINT256 = 2n ** 256n - 1n;
/** The most decimals a token can have and still hold one whole token in a uint256 (10^77 < 2^256 < 10^78). */
export const MAX_TOKEN_DECIMALS = 77;

/** Every chain's named units, largest first, ending with the base unit. */
export const CHAIN_UNITS: readonly ChainUnits[] = [
  {
    chain: 'btc',
    units: [
      { symbol: 'BTC', decimals: 8 },
      { symbol: 'satoshi', decimals: 0 },
    ],
    // Bitcoin Core's MAX_MONEY: 21 million BTC.
    max: 2_100_000_000_000_000n,
  },
  {
    chain: 'eth',
    units: [
      { symbol: 'ETH', decimals: 18 },
      { symbol: 'gwei', decimals: 9 },
      { symbol: 'wei', decimals: 0 },
    ],
    // A transaction's value is a uint256.
    max: MAX_UINT256,
  },
  {
    chain: 'sol',
    units: [
      { symbol: 'SOL', decimals: 9 },
      { symbol: 'lamport', decimals: 0 },
    ],
    // Lamports are a u64.
    max: 2n ** 64n - 1n,
  },
  {
    chain: 'ada',
    units: [
      { symbol: 'ADA', decimals: 6 },
      { symbol: 'lovelace', decimals: 0 },
    ],
    // A transaction output's coin is a CBOR uint64.
    max: 2n ** 64n - 1n,
  },
  {
    chain: 'ton',
    units: [
      { symbol: 'TON', decimals: 9 },
      { symbol: 'nanoton', decimals: 0 },
    ],
    // Coins are TL-B VarUInteger 16: at most 15 bytes.
    max: 2n ** 120n - 1n,
  },
  {
    chain: 'xrp',
    units: [
      { symbol: 'XRP', decimals: 6 },
      { symbol: 'drop', decimals: 0 },
    ],
    // 100 billion XRP were created and none can be added.
    max: 100_000_000_000_000_000n,
  },
  {
    chain: 'trx',
    units: [
      { symbol: 'TRX', decimals: 6 },
      { symbol: 'sun', decimals: 0 },
    ],
    // TRON amounts are int64 sun.
    max: 2n ** 63n - 1n,
  },
  {
    chain: 'ckb',
    units: [
      { symbol: 'CKB', decimals: 8 },
      { symbol: 'shannon', decimals: 0 },
    ],
    // Capacity is a u64 of shannons.
    max: 2n ** 64n - 1n,
  },
  {
    chain: 'xec',
    units: [
      { symbol: 'XEC', decimals: 2 },
      { symbol: 'satoshi', decimals: 0 },
    ],
    // eCash's MAX_MONEY: 21 trillion XEC (the same satoshis as Bitcoin's 21 million).
    max: 2_100_000_000_000_000n,
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

/**
 * Reads an amount a person typed in a unit with `decimals` places to the base unit, by the comma and dot
 * rule of `readDecimal`, and checks it can exist: not negative, at most `max` base units (default: uint256).
 * @throws EngineError INVALID_DECIMAL, AMBIGUOUS_DECIMAL, TOO_MANY_DECIMALS (unit, decimals), OUT_OF_RANGE
 * (min, max: the bound in the typed unit)
 * @example parseAmount('1,5', 6, { label: 'TRX', max: 2n ** 63n - 1n }) // 1500000n
 */
export function parseAmount(value: string, decimals: number, options: { label?: string; max?: bigint } = {}): bigint {
  const max = options.max ?? MAX_UINT256;
  const base = parseUnits(value, decimals, options.label);
  if (base < 0n || base > max) {
    const unit = options.label ? ` ${options.label}` : '';
    throw new EngineError('OUT_OF_RANGE', `${value} is outside 0 to ${formatUnits(max, decimals)}${unit}`, {
      min: '0',
      max: `${formatUnits(max, decimals)}${unit}`,
    });
  }
  return base;
}

/**
 * Reads a token's decimals as a person typed them (what the token contract's `decimals()` returns): a
 * whole number from 0 to {@link MAX_TOKEN_DECIMALS}.
 * @throws EngineError INVALID_NUMBER (value), OUT_OF_RANGE (min, max)
 * @example parseTokenDecimals(' 18 ') // 18
 */
export function parseTokenDecimals(text: string): number {
  const s = text.trim();
  if (!/^\d+$/.test(s))
    throw new EngineError('INVALID_NUMBER', `Not a whole number: ${JSON.stringify(text)}`, { value: text });
  const n = Number(s);
  if (n > MAX_TOKEN_DECIMALS) {
    throw new EngineError('OUT_OF_RANGE', `Token decimals go from 0 to ${MAX_TOKEN_DECIMALS}`, {
      min: '0',
      max: `${MAX_TOKEN_DECIMALS}`,
    });
  }
  return n;
}
