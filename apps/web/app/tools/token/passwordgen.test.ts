import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { passwordgenMessages } from './passwordgen.messages.ts';

describe('passwordgen', () => {
  it('has every word of its page in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(passwordgenMessages[locale]))
        expect(typeof text === 'string' ? text.trim() : Object.keys(text).length, `${locale} ${key}`).toBeTruthy();
    }
  });
});
