export type { FormatOptions, ValidationResult } from './format.ts';
export { formatJson, formatTape, minifyJson, validateJson } from './format.ts';
export type { LineColumn } from './position.ts';
export { lineColumn } from './position.ts';
export type { Repair, RepairKind, RepairResult } from './repair.ts';
export { repairJson } from './repair.ts';
export type {
  JsonErrorDetail,
  JsonKind,
  JsonTape,
  TapeOptions,
} from './tape.ts';
export {
  ARRAY,
  decodeStringToken,
  FALSE,
  keyEnd,
  NO_KEY,
  NULL,
  NUMBER,
  OBJECT,
  parseTape,
  STRING,
  TRUE,
} from './tape.ts';
export { toText } from './text.ts';
export {
  expandToDepth,
  nodeIndex,
  nodeKey,
  nodePath,
  revealNode,
  searchNodes,
  visibleNodes,
} from './tree.ts';
export type { JsonValue, StringifyOptions } from './value.ts';
export { JsonNumber, JsonObject, parseJson, stringifyJson } from './value.ts';
