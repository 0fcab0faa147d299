export type { Decimal, DecimalReading } from './decimal.ts';
export {
  amountReadAs,
  decimalToString,
  parseDecimal,
  readDecimal,
  roundDecimal,
  toDecimal,
} from './decimal.ts';
export type { AbbreviateOptions, MoneyOptions } from './money.ts';
export { abbreviate, formatMoney, moneyDecimals, shorten } from './money.ts';
export type { TimeOptions, ZonedFields } from './time.ts';
export {
  DEFAULT_TIME_PATTERN,
  formatTime,
  isTimeZone,
  LOCAL_TIME_ZONE,
  parseDateTime,
  timestampToMs,
  toIso8601,
  toRfc2822,
  zonedFields,
} from './time.ts';
export type { ChainUnits, Unit } from './units.ts';
export {
  CHAIN_UNITS,
  convertUnits,
  formatUnits,
  MAX_TOKEN_DECIMALS,
  MAX_UINT256,
  parseAmount,
  parseTokenDecimals,
  parseUnits,
  UNIT_DECIMALS,
} from './units.ts';
