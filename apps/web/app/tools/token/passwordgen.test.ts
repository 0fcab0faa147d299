import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { loadEffWords } from './eff-words.ts';
import { passwordgenMessages } from './passwordgen.messages.ts';

describe('passwordgen', () => {
  it('has every word of its page in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(passwordgenMessages[locale]))
        expect(typeof text === 'string' ? text.trim() : Object.keys(text).length, `${locale} ${key}`).toBeTruthy();
    }
  });

  // EFF's large list: 7,776 words (6^5 dice rolls) from "abacus" to "zoom", four of them hyphenated.
  it("loads EFF's large list in EFF's order, 7,776 distinct words", async () => {
    const words = await loadEffWords();
    expect(words).toHaveLength(7776);
    expect(new Set(words).size).toBe(7776);
    expect([words[0], words[1], words.at(-1)]).toEqual(['abacus', 'abdomen', 'zoom']);
    expect(words.filter((w) => !/^[a-z]+$/.test(w))).toEqual(['drop-down', 'felt-tip', 't-shirt', 'yo-yo']);
  });
});
