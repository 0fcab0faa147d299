// Detect (CyberChef's Magic) over inputs layered by other implementations: Buffer (base64, base64url,
// hex), node:zlib (gzip, zlib), Python (base32, quoted-printable, urllib's percent-encoding), and the
// base58 of "hello world" that Bitcoin's documentation and every base58 library show.
import { randomBytes } from 'node:crypto';
import { deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type DetectedRecipe, detect, formatRecipe, parseRecipe, runRecipe } from '../../src/ops/index.ts';
import { dec, enc, pythonText } from './helpers.ts';

const b64 = (b: Uint8Array | string) => Buffer.from(b).toString('base64');
const hex = (b: Uint8Array | string) => Buffer.from(b).toString('hex');
const recipeOf = (r: DetectedRecipe | undefined) => (r ? formatRecipe(r.steps) : '(none)');

const JSON_DOC = '{"user":{"id":12345678901234567890,"name":"Zoë","tags":["a","b"]},"ok":true}';
const TEXT = 'The quick brown fox jumps over the lazy dog, 敏捷的棕色狐狸 🦊';

describe('layered encodings are found first', () => {
  const cases: [string, Uint8Array | string, string, string][] = [
    ['base64 of gzip of JSON', b64(gzipSync(JSON_DOC)), 'from-base64,gunzip', JSON_DOC],
    ['hex of base64 of text', hex(b64(TEXT)), 'from-hex,from-base64', TEXT],
    ['base64 of hex of text', b64(hex('hello, world')), 'from-base64,from-hex', 'hello, world'],
    ['hex of gzip of base64 of JSON', hex(gzipSync(b64(JSON_DOC))), 'from-hex,gunzip,from-base64', JSON_DOC],
    ['zlib bytes of JSON', deflateSync(JSON_DOC), 'zlib-inflate', JSON_DOC],
    ['gzip bytes of text', gzipSync(TEXT), 'gunzip', TEXT],
    ['base64url of JSON', Buffer.from('{"q":"??>>"}').toString('base64url'), 'from-base64url', '{"q":"??>>"}'],
    ['hex with spaces and colons', hex(TEXT).replace(/(..)/g, '$1:'), 'from-hex', TEXT],
    ['base58 of "hello world"', 'StV1DL6CwTryKyV', 'from-base58', 'hello world'],
  ];
  it.each(cases)('%s', async (_, input, recipe, output) => {
    const results = await detect(typeof input === 'string' ? enc.encode(input) : input);
    const [best] = results;
    expect(recipeOf(best)).toBe(recipe);
    expect(dec.decode(best?.preview)).toBe(output.slice(0, 1024));
    expect(best?.partial).toBe(false);
    // the proposal is a recipe: run on the whole input, it gives the preview's bytes
    const ran = await runRecipe(parseRecipe(recipe), typeof input === 'string' ? enc.encode(input) : input);
    expect(dec.decode(ran)).toBe(output);
    // shorter proposals that stop at an intermediate layer rank below
    for (const r of results.slice(1)) expect(r.score).toBeLessThanOrEqual(best?.score ?? 0);
  });

  it('base32, quoted-printable, URL encoding and a JWT as Python and Buffer write them', async () => {
    const [b32, qp, url] = [
      pythonText('base64.b32encode(b).decode()', [TEXT]),
      pythonText('quopri.encodestring(b).decode()', [TEXT]),
      pythonText('urllib.parse.quote(b.decode())', [TEXT]),
    ].map((x) => x[0] as string);
    const jwt = [
      Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url'),
      Buffer.from('{"sub":"1234567890","name":"John Doe","iat":1516239022}').toString('base64url'),
      'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
    ].join('.');
    const best = async (s: string) => (await detect(enc.encode(s)))[0];
    expect(recipeOf(await best(b32 as string))).toBe('from-base32');
    expect(recipeOf(await best(qp as string))).toBe('from-quoted-printable');
    expect(recipeOf(await best(url as string))).toBe('url-decode');
    const j = await best(jwt);
    expect(recipeOf(j)).toBe('jwt-decode');
    expect(j?.kind).toBe('json');
    expect(JSON.parse(dec.decode(j?.preview))).toEqual({ sub: '1234567890', name: 'John Doe', iat: 1516239022 });
  });

  it('names a file by its magic bytes', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(64)]);
    const [r] = await detect(enc.encode(b64(png)));
    expect(recipeOf(r)).toBe('from-base64');
    expect(r?.kind).toBe('file');
    expect(r?.format).toBe('png');
  });
});

describe('nothing to propose', () => {
  it('random bytes of any length propose nothing', async () => {
    for (const n of [1, 16, 100, 4096, 100_000]) expect(await detect(randomBytes(n)), String(n)).toEqual([]);
  });

  it('plain text and JSON that are not encoded propose nothing', async () => {
    for (const t of [TEXT, JSON_DOC, 'Hello, world!', '']) expect(await detect(enc.encode(t)), t).toEqual([]);
  });
});

describe('bounded work', () => {
  const watch = () => {
    const attempts: [string, number][] = [];
    return { attempts, onAttempt: (op: string, n: number) => attempts.push([op, n]) };
  };

  it('a megabyte of each kind of adversarial text: at most maxAttempts decodings of at most sampleBytes', async () => {
    const MB = 1 << 20;
    let layered = 'x'.repeat(1000);
    while (layered.length < MB) layered = b64(layered);
    const inputs = [
      'A'.repeat(MB),
      '%41'.repeat(MB / 3),
      '0'.repeat(MB),
      `eyJ${'a'.repeat(MB)}.eyJ.x`,
      '=41'.repeat(MB / 3),
      '&amp;'.repeat(MB / 5),
      layered,
      b64(gzipSync(Buffer.alloc(64 * MB))), // 64 MiB of zeros: a bomb for any decoder without a cap
    ];
    for (const input of inputs) {
      const w = watch();
      const results = await detect(enc.encode(input), { onAttempt: w.onAttempt });
      expect(w.attempts.length, input.slice(0, 20)).toBeLessThanOrEqual(64);
      for (const [op, n] of w.attempts) expect(n, op).toBeLessThanOrEqual(64 * 1024);
      for (const r of results) {
        expect(r.partial).toBe(true);
        expect(r.preview.length).toBeLessThanOrEqual(1024);
      }
    }
  });

  it('depth and attempts follow the options: eight layers of hex stop at the depth asked', async () => {
    let s = 'plain text at the bottom';
    for (let i = 0; i < 8; i++) s = hex(s);
    const deep = await detect(enc.encode(s), { maxDepth: 6 });
    expect(deep[0]?.steps.length).toBe(6);
    const w = watch();
    const shallow = await detect(enc.encode(s), { maxDepth: 2, maxAttempts: 3, onAttempt: w.onAttempt });
    expect(w.attempts.length).toBeLessThanOrEqual(3);
    for (const r of shallow) expect(r.steps.length).toBeLessThanOrEqual(2);
    const all = await detect(enc.encode(s), { maxDepth: 6, maxAttempts: 1000 });
    expect(all.every((r) => r.steps.every((st) => st.op === 'from-hex'))).toBe(true);
    await expect(detect(enc.encode(s), { maxDepth: 7 })).rejects.toThrow(RangeError);
  });

  it('stops when the signal is aborted', async () => {
    const c = new AbortController();
    c.abort();
    await expect(detect(enc.encode(b64(TEXT)), { signal: c.signal })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(detect(randomBytes(10), { signal: c.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
