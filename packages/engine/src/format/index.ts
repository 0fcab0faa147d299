export type { Decimal } from './decimal.ts';
export {
  decimalToString,
  parseDecimal,
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
  parseUnits,
  UNIT_DECIMALS,
} from './units.ts';
