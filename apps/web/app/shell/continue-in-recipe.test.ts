import { HASH_ALGORITHMS } from '@tinkerbox/engine/hash';
import { bytesArg, formatRecipe, hashOpId, parseRecipe, recipeLink } from '@tinkerbox/engine/ops';
import { describe, expect, it } from 'vitest';
import { fitsInLink, type HandedStep, hashOp, hexArg, recipeFragment, textArg } from './continue-in-recipe.tsx';

// The hand-written link of "Continue in a recipe" against the engine's own writer and reader.
const engineFragment = (steps: readonly HandedStep[], input?: Uint8Array) => {
  const clean = steps.map((s) => ({
    op: s.op,
    args: Object.fromEntries(Object.entries(s.args ?? {}).filter(([, v]) => v !== undefined)),
  }));
  return recipeLink('https://example.org', 'en', clean as never, input).split('#')[1];
};

describe('continue in a recipe', () => {
  it('names every hash operation as the engine does', () => {
    for (const a of HASH_ALGORITHMS) expect(hashOp(a), a).toBe(hashOpId(a));
  });

  it('writes the fragment the engine writes, which the engine reads back to the same arguments', () => {
    const key = Uint8Array.from([0x0b, 0xff, 0x00]);
    const cases: { steps: HandedStep[]; input?: Uint8Array }[] = [
      { steps: [{ op: 'sha256' }], input: new TextEncoder().encode('abc') },
      { steps: [{ op: 'hmac', args: { key: hexArg(key), hash: 'sha512', format: 'base64' } }] },
      { steps: [{ op: hashOp('CRC-32/ISO-HDLC'), args: { format: 'HEX' } }] },
      { steps: [{ op: 'blake2b', args: { length: 32, key: hexArg(key) } }], input: new Uint8Array([0, 1, 2, 250]) },
      { steps: [{ op: 'sha256', args: { format: undefined } }] },
      // /base64's variants and strict decoding
      { steps: [{ op: 'to-base64url', args: { pad: true } }], input: new TextEncoder().encode('ÿ?') },
      { steps: [{ op: 'to-base64', args: { 'line-length': 76 } }] },
      { steps: [{ op: 'from-base64', args: { strict: true } }], input: new TextEncoder().encode('aGk=') },
      // past btoa's chunk of 32 KiB, every byte value
      { steps: [{ op: 'sha256' }], input: Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7919) % 256) },
    ];
    for (const { steps, input } of cases) {
      const mine = recipeFragment(steps, input);
      expect(mine, JSON.stringify(steps)).toBe(engineFragment(steps, input));
      const [text] = mine.split('&input=');
      const parsed = parseRecipe(text ?? '');
      for (const [i, s] of steps.entries())
        for (const [k, v] of Object.entries(s.args ?? {})) if (v !== undefined) expect(parsed[i]?.args[k]).toBe(v);
    }
  });

  it('escapes a value exactly as the engine formatRecipe does, and the engine reads it back', () => {
    const values = ['a b', 'x,y=z', '100%', '(p)', 'a&b#c+d', "!*'~", '\\x', '密码 ✓', '😀', 'tab\there', 'hex:41'];
    for (const v of values) {
      const steps = [{ op: 'aes-encrypt', args: { passphrase: v } }];
      const mine = recipeFragment(steps);
      expect(mine, v).toBe(formatRecipe(steps));
      expect(parseRecipe(mine)[0]?.args.passphrase, v).toBe(v);
    }
  });

  it('hands typed text that looks like hex:, base64: or utf8: as those characters, not what they spell', () => {
    for (const t of ['hex:4142', 'base64:QUI=', 'utf8:x', 'pass word', 'hexagon']) {
      const [step] = parseRecipe(recipeFragment([{ op: 'rc4', args: { key: textArg(t) } }]));
      expect(new TextDecoder().decode(bytesArg(String(step?.args.key))), t).toBe(t);
    }
    expect(textArg('')).toBeUndefined();
  });

  it('refuses a name that is not an operation or argument name (a mistake of the tool)', () => {
    expect(() => recipeFragment([{ op: 'hmac', args: { 'a b': 'x' } }])).toThrow(TypeError);
    expect(() => recipeFragment([{ op: 'Hmac' }])).toThrow(TypeError);
  });

  it('tells whether text fits in a link as its UTF-8 length does (TextEncoder), without encoding it', () => {
    // one to four bytes a character, lone surrogates (U+FFFD, three bytes) among them
    const units = ['a', 'é', '中', '😀', '\ud800', '\udfff', '\u07ff', '\u0800', '\uffff'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let n = 0; n < 400; n++) {
      let text = '';
      const length = next() % 60;
      for (let i = 0; i < length; i++) text += units[next() % units.length];
      const bytes = new TextEncoder().encode(text).length;
      // every limit around the text's own length, where a wrong count shows
      for (let limit = Math.max(0, bytes - 3); limit <= bytes + 3; limit++)
        expect(fitsInLink(text, limit), `${JSON.stringify(text)} in ${limit}`).toBe(bytes <= limit);
    }
    expect(fitsInLink(new Uint8Array(10), 10)).toBe(true);
    expect(fitsInLink(new Uint8Array(11), 10)).toBe(false);
  });

  it('writes text handed as a string as its UTF-8, as bytes would be', () => {
    const steps = [{ op: 'to-hex' }];
    expect(recipeFragment(steps, 'é中😀\ud800')).toBe(recipeFragment(steps, new TextEncoder().encode('é中😀\ud800')));
    expect(recipeFragment(steps, '')).toBe('to-hex');
  });
});
