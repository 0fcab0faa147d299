export type {
  ConvertErrorDetail,
  CsvErrorDetail,
  CsvReadOptions,
  CsvWriteOptions,
  Json5ErrorDetail,
  XmlConvertDetail,
  XmlErrorDetail,
  XmlReadOptions,
  XmlWriteOptions,
} from './convert/index.ts';
export {
  CONVERT_ERROR_REASONS,
  csvToJson,
  JSON5_ERROR_REASONS,
  json5ToJson,
  jsonToCsv,
  jsonToJson5,
  jsonToToml,
  jsonToXml,
  jsonToYaml,
  tomlToJson,
  XML_CONVERT_REASONS,
  XML_ERROR_REASONS,
  xmlToJson,
  yamlToJson,
} from './convert/index.ts';
export type { DiffOptions, DiffResult, JsonChange } from './diff.ts';
export { diffJson } from './diff.ts';
export { compareJsonNumbers, jsonEqual } from './exact.ts';
export { repairJson } from './fix.ts';
export type { FormatOptions, ValidationResult } from './format.ts';
export {
  formatJson,
  formatJsonBytes,
  formatTape,
  formatTapeBytes,
  MAX_JSON_OUTPUT_MB,
  minifyJson,
  validateJson,
} from './format.ts';
export { applyMergePatch, jsonMergePatch } from './merge-patch.ts';
export type { JsonPatchErrorDetail, PatchOptions } from './patch.ts';
export { applyJsonPatch, JSON_PATCH_ERROR_REASONS, jsonPatch } from './patch.ts';
export type { JsonPathErrorDetail, JsonPathMatch } from './path/index.ts';
export { JSONPATH_ERROR_REASONS, normalizedPath, queryJson } from './path/index.ts';
export type { LineColumn } from './position.ts';
export { lineColumn } from './position.ts';
export type { Repair, RepairKind, RepairResult } from './repair.ts';
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
  JSON_ERROR_REASONS,
  keyEnd,
  MAX_JSON_DEPTH,
  NO_KEY,
  NULL,
  NUMBER,
  OBJECT,
  parseTape,
  STRING,
  TRUE,
} from './tape.ts';
export { toText } from './text.ts';
export type { VisibleRows } from './tree.ts';
export {
  expandToDepth,
  findInText,
  nodeDepth,
  nodeIndex,
  nodeKey,
  nodePath,
  revealNode,
  searchNodes,
  visibleNodes,
  visibleRows,
} from './tree.ts';
export type { JsonValue, StringifyOptions } from './value.ts';
export { JsonNumber, JsonObject, parseJson, stringifyJson } from './value.ts';
