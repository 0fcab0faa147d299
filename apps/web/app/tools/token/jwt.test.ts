import type { EngineError } from '@tinkerbox/engine';
import { decodeJwt } from '@tinkerbox/engine/token';
import { describe, expect, it } from 'vitest';
import { fmt } from '../../i18n/define.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { errorMessages } from '../../i18n/messages/errors.ts';
import { jwtMessages } from './token.messages.ts';
import { withoutBearer } from './use-jwt.ts';

const CODES = [
  'JWT_MALFORMED',
  'JWT_BAD_BASE64URL',
  'JWT_NOT_JSON',
  'JWT_ALG_NONE',
  'JWT_ALG_UNSUPPORTED',
  'JWT_KEY_MISMATCH',
  'JWT_KEY_TOO_SHORT',
  'JWT_INVALID_KEY',
  'JWT_NO_MATCHING_KEY',
  'JWT_BAD_SIGNATURE',
  'INVALID_UUID',
  'INVALID_ULID',
  'NO_CHARACTERS',
] as const;

describe('jwt', () => {
  it('has every word of its page in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(jwtMessages[locale]))
        expect(typeof text === 'string' ? text.trim() : Object.keys(text).length, `${locale} ${key}`).toBeTruthy();
    }
  });

  it('has a message for every token error code in every language', () => {
    for (const locale of LOCALES)
      for (const code of CODES) expect(errorMessages[locale][code], `${locale} ${code}`).toBeTruthy();
  });

  it('names the part that is not base64url (RFC 7515 A.1 header with a broken payload)', () => {
    let error = { code: 'JWT_MALFORMED', params: {} } as unknown as EngineError;
    try {
      decodeJwt('eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.e+30.x');
    } catch (e) {
      error = e as EngineError;
    }
    expect(fmt(errorMessages.en_US[error.code], error.params)).toBe(
      'The payload is not valid base64url (A–Z, a–z, 0–9, “-” and “_”, no padding).',
    );
  });

  it('reads the token out of a pasted Authorization header or Bearer prefix (RFC 6750 section 2.1), and says so', () => {
    const t = 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln';
    expect(withoutBearer(`Bearer ${t}`)).toEqual({ token: t, stripped: true });
    expect(withoutBearer(`  authorization: bearer   ${t}`)).toEqual({ token: t, stripped: true });
    expect(withoutBearer(t)).toEqual({ token: t, stripped: false });
    expect(withoutBearer(`Bearer${t}`)).toEqual({ token: `Bearer${t}`, stripped: false });
  });
});
