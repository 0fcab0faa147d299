export type { CsvErrorDetail, CsvReadOptions, CsvWriteOptions } from './csv.ts';
export { csvToJson, jsonToCsv } from './csv.ts';
export type { ConvertErrorDetail } from './errors.ts';
export { CONVERT_ERROR_REASONS } from './errors.ts';
export { jsonToToml, tomlToJson } from './toml.ts';
export { jsonToYaml, yamlToJson } from './yaml.ts';
