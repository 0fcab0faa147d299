import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { JobContext } from '../../lib/worker/expose.ts';
import { runCipherJob } from './cipher.job.ts';
import type { CipherProtocol } from './cipher.protocol.ts';
import { baseSpec, readCounter } from './use-cipher-form.ts';

// The /chacha20 and /salsa20 options as the page reads them, turned into the spec the worker runs and
// checked against `openssl enc -chacha20` (16-byte IV: 32-bit little-endian counter, then the nonce).
const ctx = (): JobContext<CipherProtocol> => ({
  emit: () => {},
  signal: new AbortController().signal,
  transferResult: () => {},
});
const options = {
  variant: 'rabbit',
  mode: 'cbc',
  padding: 'pkcs7',
  bits: '256',
  triple: '3',
  tag: '16',
  layout: 'combined',
  aead: false,
} as const;

describe('cipher page, bare stream ciphers', () => {
  it('reads the counter as a whole number 0 to 2^32 - 2, else a message beside the counter field', () => {
    expect(readCounter(' 7 ', 'en_US')).toBe(7);
    expect(readCounter('4294967294', 'en_US')).toBe(2 ** 32 - 2);
    for (const bad of ['', '-1', '1.5', '4294967295', 'x']) {
      const r = readCounter(bad, 'zh_Hans_CN');
      expect(r).toMatchObject({ field: 'counter' });
      expect((r as { message: string }).message).toMatch(/^超出范围/);
    }
  });

  it('maps the options to the engine spec: rounds and nonce size for ChaCha20, XSalsa20 from the variant', () => {
    expect(baseSpec({ ...options, alg: 'chacha20', rounds: '12', nonceBits: '64' }, null)).toEqual({
      algorithm: 'chacha20',
      rounds: 12,
      nonceBits: 64,
    });
    expect(baseSpec({ ...options, alg: 'salsa20', salsa: 'xsalsa20' }, null)).toEqual({ algorithm: 'xsalsa20' });
    expect(baseSpec({ ...options, alg: 'salsa20', salsa: 'salsa20' }, null)).toEqual({ algorithm: 'salsa20' });
  });

  it('encrypts as openssl enc -chacha20 from the counter typed', async () => {
    const key = randomBytes(32);
    const nonce = randomBytes(12);
    const data = randomBytes(300);
    const counter = readCounter('5', 'en_US') as number;
    const iv = Buffer.concat([Buffer.from([5, 0, 0, 0]), nonce]).toString('hex');
    const want = spawnSync('openssl', ['enc', '-chacha20', '-K', key.toString('hex'), '-iv', iv], { input: data });
    expect(want.status, String(want.stderr)).toBe(0);
    const spec = { ...baseSpec({ ...options, alg: 'chacha20', rounds: '20', nonceBits: '96' }, null), counter };
    const secret = { key: new Uint8Array(key), iv: new Uint8Array(nonce) };
    const r = await runCipherJob({ direction: 'encrypt', spec, secret, data: new Uint8Array(data) }, ctx());
    expect(Buffer.from(r.output).toString('hex')).toBe(want.stdout.toString('hex'));
  });
});
