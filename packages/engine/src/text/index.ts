export type { MarkedSegment } from './ambiguous.ts';
export { ambiguousCharacters, markAmbiguous } from './ambiguous.ts';
export type { ChineseConversion, CustomMapping } from './chinese.ts';
export {
  CHINESE_CONVERSIONS,
  convertChinese,
  convertChineseMarked,
  isChineseConversion,
  parseCustomMappings,
} from './chinese.ts';
