import type { EngineError } from '@tinkerbox/engine';
import { describe, expect, it } from 'vitest';
import { runHanded, utf8 } from '../../../test/handed-recipe.ts';
import { type RadixJob, runRadix } from './codecs.ops.ts';
import { type CodecName, type RadixOptions, VARIANTS } from './codecs.preset.ts';
import { type CodecJob, runJob } from './encoding.ops.ts';
import { codecRecipe } from './encoding.recipe.ts';
import * as html from './html-codec.ts';

// "Continue in a recipe" on the encoding pages: for each setting a page offers, the step it hands over,
// run by the engine's operations, gives what the page's own runJob gives for the same job (the page is
// the reference; the operations are checked against outside implementations in the engine's tests).

const TEXTS = ['Hello, wörld! <a href="x?q=1&r=2">&amp;</a> 100% ✓ 😀\n\tend', 'foobar', ''];
const BOOLS = [false, true];

async function same(job: CodecJob) {
  const handed = codecRecipe(job);
  expect(handed, JSON.stringify(job)).not.toBeNull();
  if (!handed) return;
  let want: ReturnType<typeof runJob>;
  try {
    want = runJob(job, html, runRadix);
  } catch (e) {
    // bad input: the recipe refuses it with the page's error
    await expect(runHanded(handed), JSON.stringify(job)).rejects.toMatchObject({ code: (e as EngineError).code });
    return;
  }
  const got = await runHanded(handed);
  if (want.kind === 'text') expect(utf8(got), JSON.stringify(job)).toBe(want.text);
  else expect([...got], JSON.stringify(job)).toEqual([...want.bytes]);
}

describe('the encoding pages hand the recipe page their own conversion', () => {
  it('/base64, every variant both ways', async () => {
    const options = [{}, { variant: 'url' as const }, { variant: 'url' as const, pad: false }, { lineLength: 76 }];
    const long = 'x'.repeat(100);
    for (const input of [...TEXTS, long]) {
      for (const o of options) {
        await same({ op: 'base64.encode', input, charset: 'utf-8', options: o });
        const encoded = (runJob({ op: 'base64.encode', input, charset: 'utf-8', options: o }) as { text: string }).text;
        for (const strict of BOOLS)
          if (!strict || !('lineLength' in o))
            await same({ op: 'base64.decode', input: encoded, charset: 'utf-8', strict });
      }
    }
  });

  it('/hex, every delimiter and case, and back', async () => {
    const delimiters = ['none', 'space', 'colon', 'comma', '0x', '0x-comma', '\\x', '%', 'lf', 'crlf'] as const;
    for (const input of TEXTS)
      for (const delimiter of delimiters)
        for (const upper of BOOLS) {
          const job = { op: 'hex.encode', input, charset: 'utf-8', upper, delimiter, bytesPerLine: 0 } as const;
          await same(job);
          await same({ op: 'hex.decode', input: (runJob(job) as { text: string }).text, charset: 'utf-8' });
        }
  });

  it('/encoder: URL in every mode, HTML entities in every mode and UTF-8 bytes, both ways', async () => {
    const base = { urlMode: 'component', htmlMode: 'named', style: 'u', all: false } as const;
    for (const input of TEXTS) {
      for (const urlMode of ['component', 'uri', 'form', 'all'] as const) {
        const job = { ...base, op: 'encoder', input, encode: true, kind: 'url', urlMode } as const;
        await same(job);
        await same({ ...job, encode: false, input: (runJob(job) as { text: string }).text });
      }
      for (const htmlMode of ['named', 'decimal', 'hex', 'nonAscii'] as const) {
        const job = { ...base, op: 'encoder', input, encode: true, kind: 'html', htmlMode } as const;
        await same(job);
        await same({
          ...job,
          encode: false,
          input: runJob(job, html).kind === 'text' ? (runJob(job, html) as { text: string }).text : '',
        });
      }
      const job = { ...base, op: 'encoder', input, encode: true, kind: 'utf8' } as const;
      await same(job);
      await same({ ...job, encode: false, input: (runJob(job) as { text: string }).text });
    }
    // a form's + is a space
    await same({ ...base, op: 'encoder', input: 'a+b%2B', encode: false, kind: 'url', urlMode: 'form' });
  });

  it('/base32, /base58, /base85, /quotedprintable and /punycode, in every variant the operations have', async () => {
    const inputs: Record<CodecName, string[]> = {
      base32: TEXTS,
      base58: ['hi', '\u0000\u0000abc', 'Hello, wörld ✓'],
      base85: [...TEXTS, 'abcdefgh', '\u0000\u0000\u0000\u0000 four'],
      qp: [...TEXTS, 'line one\r\nline two\nlong '.repeat(12), 'trailing space \nx'],
      punycode: ['bücher', 'münchen-ärger', 'abc', '☃-⌘'],
    };
    let checked = 0;
    for (const codec of Object.keys(VARIANTS) as CodecName[])
      for (const variant of VARIANTS[codec])
        for (const pad of BOOLS)
          for (const flag of BOOLS)
            for (const input of inputs[codec]) {
              const o: RadixOptions = { codec, variant, pad, flag };
              const enc: RadixJob = { op: 'radix.encode', input, inputAs: 'text', charset: 'utf-8', o };
              if (!codecRecipe(enc)) continue;
              await same(enc);
              let encoded: string;
              try {
                encoded = (runRadix(enc) as { text: string }).text;
              } catch {
                continue; // Z85 of a length not a multiple of 4: refused alike above
              }
              const dec: RadixJob = { op: 'radix.decode', input: encoded, charset: 'utf-8', o };
              if (codecRecipe(dec)) await same(dec);
              checked++;
            }
    expect(checked).toBeGreaterThan(80);
  });

  it('hands nothing where no operation does what the page does', () => {
    const o = (codec: CodecName, variant: string, flag = false): RadixOptions => ({ codec, variant, pad: true, flag });
    const radix = (opts: RadixOptions, inputAs: 'text' | 'hex' = 'text'): RadixJob => ({
      op: 'radix.encode',
      input: 'hi',
      inputAs,
      charset: 'utf-8',
      o: opts,
    });
    const none: (CodecJob | null)[] = [
      null,
      { op: 'base64.encode', input: 'hi', charset: 'gbk', options: {} },
      { op: 'hex.encode', input: 'hi', charset: 'utf-8', upper: false, delimiter: 'none', bytesPerLine: 16 },
      {
        op: 'hex.encode',
        input: 'hi',
        charset: 'utf-8',
        dump: 'xxd',
        upper: false,
        delimiter: 'none',
        bytesPerLine: 0,
      },
      { op: 'hex.decode', input: '00000000: 6869                                     hi', charset: 'utf-8' },
      {
        op: 'encoder',
        input: 'é',
        encode: true,
        kind: 'unicode',
        urlMode: 'component',
        htmlMode: 'named',
        style: 'u',
        all: false,
      },
      radix(o('base58', 'check')),
      radix(o('base58', 'base58'), 'hex'),
      radix({ ...o('base32', 'custom'), alphabet: 'ybndrfg8ejkmcpqxot1uwisza345h769' }),
      radix(o('base32', 'crockford', true)),
      radix({ ...o('base85', 'ascii85'), pad: false }),
      radix(o('qp', 'lf')),
      radix(o('qp', 'crlf', true)),
      radix(o('punycode', 'domain')),
    ];
    for (const job of none) expect(codecRecipe(job), JSON.stringify(job)).toBeNull();
  });
});
