// Every operation of @tinkerbox/engine/ops against an implementation that is not the engine's: Buffer,
// node:zlib, node:crypto and OpenSSL's CLI, Python 3's standard library (run here), and the sourced
// vectors of test/vectors (hash/more.json: NIST SP 800-185 samples, the CRC RevEng catalogue's checks;
// encoding/more.json: Python's base58/base85). Streaming steps are also fed in random splits.
import { execFileSync } from 'node:child_process';
import { createCipheriv, createHmac as nodeHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deflateRawSync, deflateSync, gunzipSync, gzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import sodium from 'libsodium-wrappers';
import { describe, expect, it } from 'vitest';
import { CRC_CATALOGUE, HASH_ALGORITHMS, type HashAlgorithm, hashAlgorithmInfo } from '../../src/hash/index.ts';
import { CIPHER_OPERATIONS } from '../../src/ops/cipher-ops.ts';
import { DATA_OPERATIONS } from '../../src/ops/data-ops.ts';
import {
  createRecipeStream,
  formatRecipe,
  getOperation,
  hashOpId,
  listOperations,
  parseRecipe,
  runRecipe,
} from '../../src/ops/index.ts';
import { KDF_OPERATIONS } from '../../src/ops/kdf-ops.ts';
import type { OpTransform } from '../../src/ops/types.ts';
import { hasHmacReference, hasReference, reference, referenceHmac } from '../hash/references.ts';
import { dec, enc, python, pythonText, run, runStream, runText, tested } from './helpers.ts';

const SAMPLES: Uint8Array[] = [
  new Uint8Array(0),
  enc.encode('a'),
  enc.encode('hello, world'),
  enc.encode('Grüße, 世界 🙂'),
  Uint8Array.from({ length: 256 }, (_, i) => i),
  randomBytes(4099),
];
const TEXTS = ['', 'hello world', 'Ünïcödé ß ΣΑΣ 世界 🙂', 'a&b<c>"d\'', 'https://example.org/a b?q=1&r=ü#f'];

describe('encodings against Buffer and Python', () => {
  it('base64 and base64url both ways, also in random chunks', async () => {
    const mimes = python('base64.encodebytes(b)', SAMPLES);
    for (const [i, b] of SAMPLES.entries()) {
      const std = Buffer.from(b).toString('base64');
      const url = Buffer.from(b).toString('base64url');
      expect(await runText('to-base64', b)).toBe(std);
      expect(await runText('to-base64url', b)).toBe(url);
      expect(await runText('to-base64url(pad=true)', b)).toBe(url.padEnd(std.length, '='));
      expect(Buffer.from(await run('from-base64', std)).equals(Buffer.from(b))).toBe(true);
      expect(Buffer.from(await run('from-base64url', url)).equals(Buffer.from(b))).toBe(true);
      expect(Buffer.from(await run('from-base64', mimes[i] as Buffer)).equals(Buffer.from(b))).toBe(true);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 600 }),
        fc.array(fc.integer({ min: 1, max: 50 })),
        async (b, sizes) => {
          const std = Buffer.from(b).toString('base64');
          expect(dec.decode(await runStream('to-base64', b, sizes))).toBe(std);
          expect(dec.decode(await runStream('to-base64(line-length=76)', b, sizes))).toBe(
            std.match(/.{1,76}/g)?.join('\r\n') ?? '',
          );
          const wrapped = enc.encode(std.replace(/(.{7})/g, '$1\n'));
          expect(Buffer.from(await runStream('from-base64', wrapped, sizes)).equals(Buffer.from(b))).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('from-base64 in random chunks without whitespace, or with one break anywhere, gives what Buffer decodes', async () => {
    // chunks with no whitespace are cut at the text's own groups of four, the others counted character by character
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 900 }),
        fc.array(fc.integer({ min: 1, max: 70 })),
        fc.nat(),
        fc.constantFrom('', '\n', '\r\n', ' ', '\t'),
        async (b, sizes, at, gap) => {
          const std = Buffer.from(b).toString('base64');
          const cut = std.length ? at % std.length : 0;
          const text = enc.encode(std.slice(0, cut) + gap + std.slice(cut));
          expect(Buffer.from(await runStream('from-base64', text, sizes)).equals(Buffer.from(b))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a stream that says its chunks are fresh gives ones no later call changes, none sharing a buffer', async () => {
    const fresh: string[] = [];
    for (const o of listOperations()) {
      if (!o.stream) continue;
      // an operation whose arguments have no usable default (a key) is not made here
      const t = await Promise.resolve()
        .then(() => o.stream?.(parseRecipe(o.id)[0]?.args ?? {}))
        .catch(() => undefined);
      if (t?.fresh) fresh.push(o.id);
    }
    // from-base64 and from-base64url here; gunzip only on a platform whose DecompressionStream it takes (not Node's)
    expect(fresh).toEqual(expect.arrayContaining(['from-base64', 'from-base64url']));
    const bytes = randomBytes(200_000);
    const text = enc.encode(Buffer.from(bytes).toString('base64'));
    for (const id of fresh) {
      const input = id === 'from-base64url' ? enc.encode(Buffer.from(bytes).toString('base64url')) : text;
      const t = await (getOperation(id)?.stream?.({ strict: false }) as Promise<OpTransform>);
      const given: { chunk: Uint8Array; copy: Buffer }[] = [];
      const take = (out: Uint8Array[]) => {
        for (const c of out) given.push({ chunk: c, copy: Buffer.from(c) });
      };
      for (let at = 0; at < input.length; at += 9_999) take(await t.push(input.subarray(at, at + 9_999)));
      take(await t.end());
      expect(given.every(({ chunk, copy }) => copy.equals(chunk))).toBe(true);
      expect(new Set(given.map(({ chunk }) => chunk.buffer)).size).toBe(given.length);
      expect(Buffer.concat(given.map(({ copy }) => copy)).equals(bytes)).toBe(true);
    }
  });

  it('hex both ways, with delimiters, also in random chunks', async () => {
    for (const b of SAMPLES) {
      const hex = Buffer.from(b).toString('hex');
      expect(await runText('to-hex', b)).toBe(hex);
      expect(await runText('to-hex(upper=true)', b)).toBe(hex.toUpperCase());
      expect(await runText('to-hex(delimiter=colon)', b)).toBe(hex.match(/../g)?.join(':') ?? '');
      expect(Buffer.from(await run('from-hex', hex)).equals(Buffer.from(b))).toBe(true);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.array(fc.integer({ min: 1, max: 40 })),
        fc.constantFrom('none', 'space', '0x', '\\x', '%', 'comma', 'colon', '0x-comma', 'lf', 'crlf'),
        async (b, sizes, delimiter) => {
          const recipe = `to-hex(delimiter=${encodeURIComponent(delimiter)})`;
          const oneShot = await run(recipe, b);
          expect(Buffer.from(await runStream(recipe, b, sizes)).equals(Buffer.from(oneShot))).toBe(true);
          expect(Buffer.from(await runStream('from-hex', oneShot, sizes)).equals(Buffer.from(b))).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('base32 (RFC 4648 and base32hex) against Python', async () => {
    const b32s = pythonText('base64.b32encode(b).decode()', SAMPLES);
    const b32hexes = pythonText('base64.b32hexencode(b).decode()', SAMPLES);
    for (const [i, b] of SAMPLES.entries()) {
      const b32 = b32s[i] as string;
      const b32hex = b32hexes[i] as string;
      expect(await runText('to-base32', b)).toBe(b32);
      expect(await runText('to-base32(variant=hex)', b)).toBe(b32hex);
      expect(Buffer.from(await run('from-base32', b32)).equals(Buffer.from(b))).toBe(true);
      expect(Buffer.from(await run('from-base32(variant=hex)', b32hex)).equals(Buffer.from(b))).toBe(true);
    }
  });

  it('base58 and base85 against the Python vectors of test/vectors/encoding/more.json', async () => {
    const more = JSON.parse(readFileSync(new URL('../vectors/encoding/more.json', import.meta.url), 'utf8'));
    for (const v of more.base58 as { hex: string; base58: string }[]) {
      expect(await runText('to-base58', Buffer.from(v.hex, 'hex'))).toBe(v.base58);
      expect(Buffer.from(await run('from-base58', v.base58)).toString('hex')).toBe(v.hex);
    }
    for (const v of more.base85 as { hex: string; ascii85: string; rfc1924: string; z85?: string }[]) {
      const b = Buffer.from(v.hex, 'hex');
      expect(await runText('to-base85', b)).toBe(v.ascii85);
      expect(await runText('to-base85(variant=rfc1924)', b)).toBe(v.rfc1924);
      expect(Buffer.from(await run('from-base85', v.ascii85)).toString('hex')).toBe(v.hex);
      expect(Buffer.from(await run('from-base85(variant=rfc1924)', v.rfc1924)).toString('hex')).toBe(v.hex);
      if (v.z85 !== undefined) {
        expect(await runText('to-base85(variant=z85)', b)).toBe(v.z85);
        expect(Buffer.from(await run('from-base85(variant=z85)', v.z85)).toString('hex')).toBe(v.hex);
      }
    }
  });

  it('URL encoding, quoted-printable, Punycode and HTML entities against Python', async () => {
    const quoted = pythonText(`urllib.parse.quote(b.decode(), safe="-_.!~*'()")`, TEXTS);
    const form = pythonText('urllib.parse.quote_plus(b.decode())', TEXTS);
    const qp = python('quopri.encodestring(b)', TEXTS);
    const escaped = pythonText('html.escape(b.decode())', TEXTS);
    const ours = await Promise.all(
      ['to-quoted-printable', 'to-html-entity(mode=decimal)', 'to-html-entity'].map((r) =>
        Promise.all(TEXTS.map((t) => run(r, t))),
      ),
    );
    const [qpBack, decimalBack, namedBack] = [
      python('quopri.decodestring(b)', ours[0] as Uint8Array[]),
      pythonText('html.unescape(b.decode())', ours[1] as Uint8Array[]),
      pythonText('html.unescape(b.decode())', ours[2] as Uint8Array[]),
    ];
    for (const [i, t] of TEXTS.entries()) {
      expect(await runText('url-encode', t)).toBe(quoted[i]);
      expect(await runText('url-decode', quoted[i] as string)).toBe(t);
      expect(await runText('url-decode(mode=form)', form[i] as string)).toBe(t);
      expect(await runText('from-quoted-printable', qp[i] as Buffer)).toBe(t);
      expect(qpBack[i]?.toString()).toBe(t);
      expect(await runText('from-html-entity', escaped[i] as string)).toBe(t);
      expect(decimalBack[i]).toBe(t);
      expect(namedBack[i]).toBe(t);
    }
    const names = ['bücher', 'münchen', '世界', 'abc-', 'ü'];
    const puny = pythonText("b.decode().encode('punycode').decode()", names);
    for (const [i, t] of names.entries()) {
      expect(await runText('to-punycode', t)).toBe(puny[i]);
      expect(await runText('from-punycode', puny[i] as string)).toBe(t);
    }
  });

  it('text case against Python str.upper and str.lower', async () => {
    const upper = pythonText('b.decode().upper()', TEXTS);
    const lower = pythonText('b.decode().lower()', TEXTS);
    for (const [i, t] of TEXTS.entries()) {
      expect(await runText('to-upper-case', t)).toBe(upper[i]);
      expect(await runText('to-lower-case', t)).toBe(lower[i]);
    }
  });
});

describe('compression against node:zlib', () => {
  it('gzip, zlib and raw deflate both ways, also in random chunks', async () => {
    for (const b of [...SAMPLES, enc.encode('abc'.repeat(10_000))]) {
      const buf = Buffer.from(b);
      expect(gunzipSync(await run('gzip', b)).equals(buf)).toBe(true);
      expect(gunzipSync(await run('gzip(level=9)', b)).equals(buf)).toBe(true);
      expect(inflateSync(await run('zlib-deflate(level=1)', b)).equals(buf)).toBe(true);
      expect(inflateRawSync(await run('raw-deflate', b)).equals(buf)).toBe(true);
      expect(Buffer.from(await run('gunzip', gzipSync(b))).equals(buf)).toBe(true);
      expect(Buffer.from(await run('zlib-inflate', deflateSync(b))).equals(buf)).toBe(true);
      expect(Buffer.from(await run('raw-inflate', deflateRawSync(b))).equals(buf)).toBe(true);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 3000 }),
        fc.array(fc.integer({ min: 1, max: 500 })),
        async (b, sizes) => {
          const gz = gzipSync(b);
          expect(Buffer.from(await runStream('gunzip', gz, sizes)).equals(Buffer.from(b))).toBe(true);
          expect(gunzipSync(await runStream('gzip', b, sizes)).equals(Buffer.from(b))).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('JSON against Python json', () => {
  const DOCS = ['{"b":1,"a":[true,null,"x"],"c":{"z":"ü","y":[]}}', '[]', '[1,{"k":"v"}]', '"s"'];
  it('beautify, minify and sort keys', async () => {
    const dumps = (args: string) => pythonText(`json.dumps(json.loads(b), ensure_ascii=False, ${args})`, DOCS);
    const expected = Object.fromEntries(
      [
        'indent=2',
        'indent=4',
        "separators=(',',':')",
        "separators=(',',':'),sort_keys=True",
        'indent=2,sort_keys=True',
      ].map((a) => [a, dumps(a)]),
    );
    for (const [i, d] of DOCS.entries()) {
      const py = (args: string) => expected[args]?.[i];
      expect(await runText('json-beautify', d)).toBe(py('indent=2'));
      expect(await runText('json-beautify(indent=4)', d)).toBe(py('indent=4'));
      expect(await runText('json-minify', d)).toBe(py("separators=(',',':')"));
      expect(await runText('json-minify(sort-keys=true)', d)).toBe(py("separators=(',',':'),sort_keys=True"));
      expect(await runText('json-sort-keys', d)).toBe(py('indent=2,sort_keys=True'));
    }
  });
});

describe('hashes and HMAC', () => {
  const HASHES = HASH_ALGORITHMS.filter(hasReference);
  it('every hash with a reference (node:crypto, noble, crypto-api, crc) gives its digest, also in chunks', async () => {
    for (const alg of HASHES) {
      for (const b of SAMPLES) expect(await runText(hashOpId(alg), b), alg).toBe(reference(alg, b));
      const big = SAMPLES[5] as Uint8Array;
      expect(dec.decode(await runStream(hashOpId(alg), big, [1, 63, 1000, 7])), alg).toBe(reference(alg, big));
    }
  });

  it('every catalogue CRC gives the RevEng catalogue check of "123456789"', async () => {
    const lines = readFileSync(new URL('../vectors/hash/crc-catalogue.txt', import.meta.url), 'utf8').split('\n');
    let n = 0;
    for (const line of lines.filter((l) => l.startsWith('width='))) {
      const name = /name="([^"]+)"/.exec(line)?.[1] as HashAlgorithm;
      if (!CRC_CATALOGUE.includes(name as never)) continue;
      const check = BigInt(/check=(\S+)/.exec(line)?.[1] as string);
      const hex = check.toString(16).padStart(hashAlgorithmInfo(name).digestLength * 2, '0');
      expect(await runText(hashOpId(name), '123456789'), name).toBe(hex);
      n++;
    }
    expect(n).toBe(CRC_CATALOGUE.length);
  });

  it('cSHAKE and KMAC give the NIST SP 800-185 samples; crc32c its vectors', async () => {
    const more = JSON.parse(readFileSync(new URL('../vectors/hash/more.json', import.meta.url), 'utf8'));
    for (const s of more.sp800185 as Record<string, string | number>[]) {
      const args = [`length=${s.outputLength}`];
      if (s.key) args.push(`key=hex:${s.key}`);
      if (s.customization) args.push(`customization=${encodeURIComponent(String(s.customization))}`);
      if (s.functionName) args.push(`function-name=${encodeURIComponent(String(s.functionName))}`);
      expect(
        await runText(`${s.algorithm}(${args.join(',')})`, Buffer.from(String(s.data), 'hex')),
        String(s.sample),
      ).toBe(s.digest);
    }
    for (const d of (more.digests as { algorithm: string; message: string; digest: string }[]).filter(
      (d) => d.algorithm === 'crc32c',
    ))
      expect(await runText('crc32c', Buffer.from(more.messages[d.message], 'hex'))).toBe(d.digest);
  });

  it('Streebog-256 and -512 give RFC 6986 section 10 (M1, M2; its numbers read as little-endian bytes, streebog.json)', async () => {
    const v = JSON.parse(readFileSync(new URL('../vectors/hash/streebog.json', import.meta.url), 'utf8'));
    const reversed = (hex: string) => Buffer.from(hex, 'hex').reverse();
    for (const m of v.rfc6986 as { name: string; rfcMessage: string; rfc256: string; rfc512: string }[]) {
      expect(await runText('streebog256', reversed(m.rfcMessage)), m.name).toBe(reversed(m.rfc256).toString('hex'));
      expect(await runText('streebog512', reversed(m.rfcMessage)), m.name).toBe(reversed(m.rfc512).toString('hex'));
    }
  });

  it('the digest formats against Buffer', async () => {
    const d = Buffer.from(reference('sha256', enc.encode('abc')), 'hex');
    expect(await runText('sha256(format=HEX)', 'abc')).toBe(d.toString('hex').toUpperCase());
    expect(await runText('sha256(format=base64)', 'abc')).toBe(d.toString('base64'));
    expect(await runText('sha256(format=base64url)', 'abc')).toBe(d.toString('base64url'));
  });

  it('HMAC over every hash with a reference, UTF-8 and hex keys', async () => {
    const data = enc.encode('The quick brown fox jumps over the lazy dog');
    for (const alg of HASH_ALGORITHMS.filter(hasHmacReference)) {
      expect(await runText(`hmac(hash=${alg},key=key)`, data), alg).toBe(referenceHmac(alg, enc.encode('key'), data));
      const key = randomBytes(100);
      expect(await runText(`hmac(hash=${alg},key=hex:${key.toString('hex')})`, data), alg).toBe(
        referenceHmac(alg, key, data),
      );
    }
    expect(await runText('hmac(key=base64:a2V5)', data)).toBe(nodeHmac('sha256', 'key').update(data).digest('hex'));
  });
});

describe('AES against the OpenSSL command line', () => {
  const openssl = (args: string[], input: Uint8Array) =>
    execFileSync('openssl', args, { input, stdio: ['pipe', 'pipe', 'ignore'] });
  const plain = enc.encode('attack at dawn, 攻撃 🙂'.repeat(5));

  it('passphrase: EVP_BytesToKey MD5 and SHA-256, PBKDF2, both ways', async () => {
    const cases = [
      ['', ['-md', 'md5']],
      ['kdf=evp-sha256', ['-md', 'sha256']],
      ['kdf=pbkdf2-sha256', ['-pbkdf2', '-md', 'sha256']],
      ['kdf=pbkdf2-sha256,iterations=1000', ['-pbkdf2', '-iter', '1000', '-md', 'sha256']],
    ] as const;
    for (const [args, flags] of cases) {
      const extra = args ? `,${args}` : '';
      const ours = await run(`aes-encrypt(passphrase=pass%20word,salt=hex:0001020304050607${extra})`, plain);
      const theirs = openssl(['enc', '-aes-256-cbc', ...flags, '-k', 'pass word', '-S', '0001020304050607'], plain);
      // OpenSSL 3 leaves out the `Salted__` header when the salt is given with -S; the rest is the same.
      expect(Buffer.from(ours.subarray(0, 16)).toString('latin1'), args).toBe(
        'Salted__\x00\x01\x02\x03\x04\x05\x06\x07',
      );
      expect(Buffer.from(ours.subarray(16)).equals(theirs), args).toBe(true);
      const fresh = openssl(['enc', '-aes-256-cbc', ...flags, '-k', 'pass word'], plain);
      expect(
        Buffer.from(await run(`aes-decrypt(passphrase=pass%20word${extra})`, fresh)).equals(Buffer.from(plain)),
      ).toBe(true);
    }
  });

  it('raw key and IV in CBC, CTR and ECB, both ways', async () => {
    const key = randomBytes(16).toString('hex');
    const iv = randomBytes(16).toString('hex');
    for (const [mode, cipher] of [
      ['cbc', 'aes-128-cbc'],
      ['ctr', 'aes-128-ctr'],
      ['ecb', 'aes-128-ecb'],
    ] as const) {
      const ivArgs = mode === 'ecb' ? [] : ['-iv', iv];
      const theirs = openssl(['enc', `-${cipher}`, '-K', key, ...ivArgs], plain);
      const step = `(key=hex:${key}${mode === 'ecb' ? '' : `,iv=hex:${iv}`},mode=${mode})`;
      expect(Buffer.from(await run(`aes-encrypt${step}`, plain)).equals(theirs), mode).toBe(true);
      expect(Buffer.from(await run(`aes-decrypt${step}`, theirs)).equals(Buffer.from(plain)), mode).toBe(true);
    }
  });

  it('a wrong passphrase is DECRYPT_FAILED (or INVALID_PADDING) at its step', async () => {
    const theirs = openssl(['enc', '-aes-256-cbc', '-md', 'md5', '-k', 'right'], plain);
    const e = await run('aes-decrypt(passphrase=wrong)', theirs).catch((x) => x);
    expect(['DECRYPT_FAILED', 'INVALID_PADDING']).toContain(e.code);
    expect(e.params.step).toBe(1);
    const both = await run('aes-decrypt(passphrase=a,key=hex:00)', theirs).catch((x) => x);
    expect(both.code).toBe('INVALID_ARGUMENT');
  });
});

describe('ChaCha20-Poly1305 against node:crypto', () => {
  it('encrypts and decrypts as OpenSSL does, with and without AAD; a changed byte fails the tag', async () => {
    for (const size of [0, 1, 64, 1000]) {
      const data = randomBytes(size);
      const key = randomBytes(32);
      const nonce = randomBytes(12);
      for (const aad of [Buffer.alloc(0), Buffer.from('header')]) {
        const c = createCipheriv('chacha20-poly1305', key, nonce, { authTagLength: 16 });
        if (aad.length) c.setAAD(aad, { plaintextLength: size });
        const theirs = Buffer.concat([c.update(data), c.final(), c.getAuthTag()]);
        const args = `key=hex:${key.toString('hex')},nonce=hex:${nonce.toString('hex')}${aad.length ? ',aad=header' : ''}`;
        expect(Buffer.from(await run(`chacha20-poly1305-encrypt(${args})`, data)).equals(theirs)).toBe(true);
        expect(Buffer.from(await run(`chacha20-poly1305-decrypt(${args})`, theirs)).equals(data)).toBe(true);
        const bad = Buffer.from(theirs);
        bad[0] = (bad[0] as number) ^ 1;
        const e = await run(`chacha20-poly1305-decrypt(${args})`, bad).catch((x) => x);
        expect(e.code).toBe('AUTH_TAG_MISMATCH');
      }
    }
  });
});

describe('XChaCha20-Poly1305 and AES-CMAC', () => {
  it('XChaCha20-Poly1305 seals draft-irtf-cfrg-xchacha-03 appendix A.3.1 and opens libsodium’s output', async () => {
    // the draft's example: its key, nonce, AAD and plaintext (the RFC 8439 "sunscreen" text)
    const key = '808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f';
    const args = `key=hex:${key},nonce=hex:404142434445464748494a4b4c4d4e4f5051525354555657,aad=hex:50515253c0c1c2c3c4c5c6c7`;
    const sunscreen =
      "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.";
    const sealed =
      'bd6d179d3e83d43b9576579493c0e939572a1700252bfaccbed2902c21396cbb731c7f1b0b4aa6440bf3a82f4eda7e39ae64c6708c54c216cb96b72e1213b4522f8c9ba40db5d945b11b69b982c1bb9e3f3fac2bc369488f76b2383565d3fff921f9664c97637da9768812f615c68b13b52e' +
      'c0875924c1c7987947deafd8780acf49';
    expect(Buffer.from(await run(`xchacha20-poly1305-encrypt(${args})`, sunscreen)).toString('hex')).toBe(sealed);
    expect(Buffer.from(await run(`xchacha20-poly1305-decrypt(${args})`, Buffer.from(sealed, 'hex'))).toString()).toBe(
      sunscreen,
    );
    await sodium.ready;
    for (const n of [0, 1, 100]) {
      const [k, nonce, data] = [randomBytes(32), randomBytes(24), randomBytes(n)];
      const theirs = sodium.crypto_aead_xchacha20poly1305_ietf_encrypt(data, null, null, nonce, k);
      const a = `key=hex:${k.toString('hex')},nonce=hex:${nonce.toString('hex')}`;
      expect(Buffer.from(await run(`xchacha20-poly1305-decrypt(${a})`, theirs)).equals(data)).toBe(true);
      expect(Buffer.from(await run(`xchacha20-poly1305-encrypt(${a})`, data)).equals(Buffer.from(theirs))).toBe(true);
      const bad = Buffer.from(theirs);
      bad[0] = (bad[0] as number) ^ 1;
      expect((await run(`xchacha20-poly1305-decrypt(${a})`, bad).catch((x) => x)).code).toBe('AUTH_TAG_MISMATCH');
    }
    const short = await run('xchacha20-poly1305-encrypt(key=hex:00,nonce=hex:00)', 'x').catch((x) => x);
    expect(short.code).toBe('INVALID_KEY_SIZE');
  });

  it('AES-CMAC gives NIST SP 800-38B appendix D and the NIST CSRC examples (AES-128, -192, -256)', async () => {
    const cases = JSON.parse(readFileSync(new URL('../vectors/hash/kdf-mac.json', import.meta.url), 'utf8')).cmac as {
      source: string;
      key: string;
      message: string;
      mac: string;
    }[];
    expect(cases.length).toBeGreaterThanOrEqual(12);
    for (const v of cases) {
      expect(await runText(`cmac(key=hex:${v.key})`, Buffer.from(v.message, 'hex')), v.source).toBe(v.mac);
      expect(await runText(`cmac(key=hex:${v.key},format=base64)`, Buffer.from(v.message, 'hex')), v.source).toBe(
        Buffer.from(v.mac, 'hex').toString('base64'),
      );
    }
    expect((await run('cmac(key=hex:0011)', 'x').catch((x) => x)).code).toBe('INVALID_KEY_SIZE');
  });
});

describe('recipe text', () => {
  it('parse and format round-trip over generated recipes', () => {
    const ops = listOperations();
    const valueFor = (a: (typeof ops)[number]['args'][number]) =>
      a.kind === 'number'
        ? fc.integer({ min: a.min ?? 0, max: a.max ?? 100 })
        : a.kind === 'boolean'
          ? fc.boolean()
          : a.kind === 'choice'
            ? fc.constantFrom(...(a.choices ?? []))
            : fc.string({ unit: 'grapheme', maxLength: 12 }).filter((s) => !/^(hex|base64):/.test(s));
    const step = fc
      .constantFrom(...ops)
      .chain((o) =>
        fc
          .record(Object.fromEntries(o.args.map((a) => [a.id, valueFor(a)])), { requiredKeys: [] })
          .map((args) => ({ op: o.id, args })),
      );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 5 }), (steps) => {
        const text = formatRecipe(steps);
        const parsed = parseRecipe(text);
        expect(parsed.map((s) => s.op)).toEqual(steps.map((s) => s.op));
        parsed.forEach((p, i) => {
          for (const [k, v] of Object.entries(steps[i]?.args ?? {})) expect(p.args[k]).toEqual(v);
        });
        expect(formatRecipe(parsed)).toBe(text);
        // Spaces and commas both separate; text reads the same with either.
        expect(formatRecipe(parseRecipe(text.replaceAll(/,(?=[a-z0-9-]+(\(|,|$))/g, '  ')))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('bad text and bad arguments are coded errors with the position', () => {
    const cases: [string, string, Record<string, unknown>][] = [
      ['from-base64 gunzip(', 'INVALID_RECIPE', { position: 20 }],
      ['sha256)', 'INVALID_RECIPE', { position: 7 }],
      ['from-base64 nope', 'UNKNOWN_OPERATION', { id: 'nope', position: 13 }],
      ['FROM-BASE64', 'INVALID_RECIPE', { position: 1 }],
      ['to-hex(upper=yes)', 'INVALID_ARGUMENT', { step: 1, argument: 'upper', reason: 'boolean', position: 14 }],
      ['sha256 gzip(level=10)', 'INVALID_ARGUMENT', { step: 2, argument: 'level', reason: 'range', position: 19 }],
      ['gzip(level=1.5)', 'INVALID_ARGUMENT', { reason: 'number' }],
      ['to-hex(delimiter=tab)', 'INVALID_ARGUMENT', { reason: 'choice' }],
      ['to-hex(colour=red)', 'INVALID_ARGUMENT', { argument: 'colour', reason: 'unknown', position: 8 }],
      ['gzip(level=1,level=2)', 'INVALID_ARGUMENT', { reason: 'repeated', position: 14 }],
      ['hmac(key=hex:zz)', 'INVALID_ARGUMENT', { argument: 'key', reason: 'bytes' }],
      ['hmac(key=%E0%A4)', 'INVALID_RECIPE', { position: 10 }],
      ['hmac(key)', 'INVALID_RECIPE', { position: 9 }],
    ];
    for (const [text, code, params] of cases) {
      let error: { code?: string; params?: Record<string, unknown> } = {};
      try {
        parseRecipe(text);
      } catch (e) {
        error = e as typeof error;
      }
      expect(error.code, text).toBe(code);
      expect(error.params, text).toMatchObject(params);
    }
    expect(() => formatRecipe([{ op: 'gzip', args: { level: 12 } }])).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });

  it('a failing step names itself: its index and id join the engine error', async () => {
    const e = await runRecipe(parseRecipe('from-base64 gunzip json-beautify'), enc.encode('aGk=')).catch((x) => x);
    expect(e.code).toBe('INVALID_COMPRESSED');
    expect(e.params).toMatchObject({ step: 2, operation: 'gunzip' });
    const s = await createRecipeStream(parseRecipe('from-hex sha256'));
    await s.push(enc.encode('4'));
    await expect(s.end()).rejects.toMatchObject({ code: 'ODD_HEX_LENGTH', params: { step: 1, operation: 'from-hex' } });
    const bad = await runRecipe(parseRecipe('from-base64'), enc.encode('aGk=\u00e9')).catch((x) => x);
    expect(bad.code).toBe('INVALID_BASE64');
    const utf8 = await runRecipe(parseRecipe('to-upper-case'), Uint8Array.of(0xff)).catch((x) => x);
    expect(utf8.code).toBe('INVALID_UTF8');
  });
});

describe('the registry', () => {
  it('ids are kebab-case and unique, args well formed, every hash and every op tested above', () => {
    const ids = listOperations().map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const o of listOperations()) {
      expect(o.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(getOperation(o.id)).toBe(o);
      expect(o.streams).toBe(o.stream !== undefined);
      for (const a of o.args) {
        expect(a.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        if (a.kind === 'choice') expect(a.choices).toContain(a.default);
      }
    }
    for (const alg of HASH_ALGORITHMS) expect(ids).toContain(hashOpId(alg));
  });

  it('every operation was run by a test in this file (ciphers, KDFs and the data tools: by their own files)', () => {
    const elsewhere = new Set([...CIPHER_OPERATIONS, ...KDF_OPERATIONS, ...DATA_OPERATIONS].map((o) => o.id));
    const untested = listOperations()
      .map((o) => o.id)
      .filter((id) => !tested.has(id) && !elsewhere.has(id));
    expect(untested).toEqual([]);
  });
});
