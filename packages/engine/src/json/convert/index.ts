export type { CsvErrorDetail, CsvReadOptions, CsvWriteOptions } from './csv.ts';
export { csvToJson, jsonToCsv } from './csv.ts';
export type { ConvertErrorDetail } from './errors.ts';
export { CONVERT_ERROR_REASONS } from './errors.ts';
export type { Json5ErrorDetail } from './json5.ts';
export { JSON5_ERROR_REASONS, json5ToJson, jsonToJson5 } from './json5.ts';
export { jsonToToml, tomlToJson } from './toml.ts';
export { jsonToYaml, yamlToJson } from './yaml.ts';
