export type { MarkedSegment } from './ambiguous.ts';
export { ambiguousCharacters, markAmbiguous } from './ambiguous.ts';
export type { ChineseConversion, ChineseConversionDirection, CustomMapping } from './chinese.ts';
export {
  CHINESE_CONVERSIONS,
  chineseConversionDirection,
  convertChinese,
  convertChineseMarked,
  isChineseConversion,
  parseCustomMappings,
  reverseChineseConversion,
} from './chinese.ts';
