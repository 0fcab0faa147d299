import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { uuidMessages } from './uuid.messages.ts';

describe('uuid', () => {
  it('has every word of its page in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(uuidMessages[locale]))
        expect(typeof text === 'string' ? text.trim() : Object.keys(text).length, `${locale} ${key}`).toBeTruthy();
    }
  });
});
