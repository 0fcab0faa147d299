import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { urlparserMessages } from './urlparser.messages.ts';

describe('urlparser', () => {
  it('has every word of its page in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(urlparserMessages[locale]))
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  // TODO: prove the tool against someone else: a vector from a standard or an independent implementation,
  // with its source (docs/adding-a-tool.md, "Tests").
  it.todo('gives the known answer for a known input');
});
