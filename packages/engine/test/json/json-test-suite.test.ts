import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import { formatJson, parseJson, parseTape, toText } from '../../src/json/index.ts';
import { toPlain } from './plain.ts';

// nst/JSONTestSuite commit 1ef36fa (MIT): y_ must be accepted, n_ rejected, i_ either.
const dir = join(import.meta.dirname, '../vectors/json/JSONTestSuite/test_parsing');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

function accepts(bytes: Uint8Array): boolean {
  try {
    parseTape(toText(bytes));
    return true;
  } catch (e) {
    if (isEngineError(e) && (e.code === 'INVALID_JSON' || e.code === 'INVALID_UTF8' || e.code === 'JSON_TOO_DEEP')) {
      return false;
    }
    throw e;
  }
}

// Our choices for the implementation-defined cases (RFC 8259 leaves them open).
const I_ACCEPTED = new Set([
  // numbers are kept as text, so no size or precision limit applies
  'i_number_double_huge_neg_exp.json',
  'i_number_huge_exp.json',
  'i_number_neg_int_huge_exp.json',
  'i_number_pos_double_huge_exp.json',
  'i_number_real_neg_overflow.json',
  'i_number_real_pos_overflow.json',
  'i_number_real_underflow.json',
  'i_number_too_big_neg_int.json',
  'i_number_too_big_pos_int.json',
  'i_number_very_big_negative_int.json',
  // \u escapes of lone surrogates are grammatical JSON; they are kept as written
  'i_object_key_lone_2nd_surrogate.json',
  'i_string_1st_surrogate_but_2nd_missing.json',
  'i_string_1st_valid_surrogate_2nd_invalid.json',
  'i_string_incomplete_surrogate_and_escape_valid.json',
  'i_string_incomplete_surrogate_pair.json',
  'i_string_incomplete_surrogates_escape_valid.json',
  'i_string_invalid_lonely_surrogate.json',
  'i_string_invalid_surrogate.json',
  'i_string_inverted_surrogates_U+1D11E.json',
  'i_string_lone_second_surrogate.json',
  // within the depth limit (MAX_JSON_DEPTH, 1,000; decision 0045)
  'i_structure_500_nested_arrays.json',
  // RFC 8259 section 8.1 allows ignoring a byte order mark
  'i_structure_UTF-8_BOM_empty_object.json',
]);

describe('JSONTestSuite', () => {
  it('has all 318 cases', () => {
    expect(files).toHaveLength(318);
  });

  for (const f of files) {
    const bytes = new Uint8Array(readFileSync(join(dir, f)));
    if (f.startsWith('y_')) {
      it(`accepts ${f}`, () => {
        expect(accepts(bytes)).toBe(true);
      });
    } else if (f.startsWith('n_')) {
      it(`rejects ${f}`, () => {
        expect(accepts(bytes)).toBe(false);
      });
    } else {
      it(`${I_ACCEPTED.has(f) ? 'accepts' : 'rejects'} ${f} (implementation-defined)`, () => {
        expect(accepts(bytes)).toBe(I_ACCEPTED.has(f));
      });
    }
  }

  it('agrees with the JSON.parse of Node on the value of every y_ case', () => {
    const decoder = new TextDecoder();
    for (const f of files.filter((x) => x.startsWith('y_'))) {
      const text = decoder.decode(readFileSync(join(dir, f)));
      expect(toPlain(parseJson(text)), f).toEqual(JSON.parse(text));
      // formatting changes only whitespace: the value is unchanged
      expect(JSON.parse(formatJson(text)), f).toEqual(JSON.parse(text));
    }
  });
});
