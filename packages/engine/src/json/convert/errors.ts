import { EngineError } from '../../errors.ts';

/** Why a value cannot be written in the target format: a stable token a site can translate. */
export type ConvertErrorDetail =
  | 'not-json-number'
  | 'complex-key'
  | 'too-large'
  | 'too-deep'
  | 'toml-not-table'
  | 'toml-null'
  | 'toml-int-range'
  | 'toml-float-precision'
  | 'csv-not-records'
  | 'csv-nested';

/** Each {@link ConvertErrorDetail} in English, as the CANNOT_CONVERT error's `reason` gives it. */
export const CONVERT_ERROR_REASONS: Readonly<Record<ConvertErrorDetail, string>> = {
  'not-json-number': 'infinity and NaN have no JSON form',
  'complex-key': 'JSON keys are text; a list or map as a key has no JSON form',
  'too-large': 'the result would have more than 5,000,000 values (anchors repeated too often?)',
  'too-deep': 'nested more than 1,000 levels deep (an anchor that contains itself?)',
  'toml-not-table': 'a TOML document is a table: the JSON must be an object',
  'toml-null': 'TOML has no null',
  'toml-int-range': 'TOML integers are 64-bit; this one is larger',
  'toml-float-precision': 'TOML floats are 64-bit; this number would lose digits',
  'csv-not-records': 'CSV needs an array of objects (one object per row), one object, or an array of arrays',
  'csv-nested': 'this cell holds an object or array; choose to flatten nested values or write them as JSON',
};

/** The CANNOT_CONVERT error for a value at a path (a normalized JSONPath, '$' for the root). */
export function cannotConvert(detail: ConvertErrorDetail, path: string): EngineError {
  return cannotConvertFor(detail, CONVERT_ERROR_REASONS[detail], path);
}

/** The CANNOT_CONVERT error with a detail and reason of a format's own (XML's live with its reader). */
export function cannotConvertFor(detail: string, reason: string, path: string): EngineError {
  // a path 1,000 levels deep is no help to read
  if (path.length > 120) path = `${path.slice(0, 120)}…`;
  return new EngineError('CANNOT_CONVERT', `Cannot convert the value at ${path}: ${reason}`, { detail, path, reason });
}

/** Most values a conversion builds, and the deepest nesting (as for JSON, decision 0045). */
export const MAX_CONVERT_VALUES = 5_000_000;
