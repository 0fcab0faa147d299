import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { type CipherSecret, type CipherSpec, decrypt, encrypt, type KeyDerivation } from '../../src/cipher/index.ts';
import { b64, hex, toHex, utf8, vectors } from './helpers.ts';

interface Fixture {
  name: string;
  openssl: string;
  spec: CipherSpec;
  secret: { keyHex: string; ivHex?: string } | { passphrase: string; derivation: KeyDerivation };
  plaintextHex: string;
  ciphertextBase64: string;
}

const fixtures = vectors<{ source: string; cases: Fixture[] }>('openssl-fixtures.json').cases;

function secretOf(f: Fixture, salt?: Uint8Array): CipherSecret {
  if ('keyHex' in f.secret) return { key: hex(f.secret.keyHex), iv: f.secret.ivHex ? hex(f.secret.ivHex) : undefined };
  const noSalt = f.name.includes('nosalt');
  return { passphrase: utf8(f.secret.passphrase), derivation: f.secret.derivation, noSalt, ...(salt ? { salt } : {}) };
}

/** The `openssl enc -d` arguments that undo a fixture's encryption. */
function opensslArgs(f: Fixture): string[] {
  const args = ['enc', '-d', `-${f.openssl}`, '-provider', 'legacy', '-provider', 'default'];
  if (f.spec.padding === 'none' && (f.spec.mode === 'cbc' || f.spec.mode === 'ecb')) args.push('-nopad');
  if ('keyHex' in f.secret) {
    args.push('-K', f.secret.keyHex);
    if (f.secret.ivHex) args.push('-iv', f.secret.ivHex);
    return args;
  }
  const d = f.secret.derivation;
  args.push('-pass', `pass:${f.secret.passphrase}`);
  if (d.kdf === 'pbkdf2')
    args.push('-pbkdf2', '-iter', String(d.iterations), '-md', d.hash.replace('-', '').toLowerCase());
  else args.push('-md', d.kdf === 'evp-md5' ? 'md5' : 'sha256');
  if (f.name.includes('nosalt')) args.push('-nosalt');
  return args;
}

const hasOpenssl = spawnSync('openssl', ['version']).status === 0;

describe('openssl enc fixtures decrypt here (both AES backends)', () => {
  for (const f of fixtures) {
    test(f.name, async () => {
      for (const aesBackend of ['webcrypto', 'noble'] as const) {
        const r = await decrypt(b64(f.ciphertextBase64), f.spec, secretOf(f), { aesBackend });
        expect(toHex(r.output)).toBe(f.plaintextHex);
      }
    });
  }
});

describe('encryption here gives the bytes openssl gave (same key, IV and salt)', () => {
  for (const f of fixtures) {
    test(f.name, async () => {
      const ct = b64(f.ciphertextBase64);
      const salted = !('keyHex' in f.secret) && !f.name.includes('nosalt');
      const r = await encrypt(hex(f.plaintextHex), f.spec, secretOf(f, salted ? ct.slice(8, 16) : undefined));
      expect(Buffer.from(r.output).toString('base64')).toBe(f.ciphertextBase64);
    });
  }
});

describe.skipIf(!hasOpenssl)('output made here decrypts with the openssl command line', () => {
  const plain = utf8('Made by Tinkerbox, read by OpenSSL: 加密 ✓ and 37 more bytes.');
  for (const f of fixtures) {
    if (f.spec.padding === 'none' && (f.spec.mode === 'cbc' || f.spec.mode === 'ecb')) continue;
    if (!f.name.endsWith(' text')) continue;
    test(f.name.replace(/ text$/, ''), async () => {
      // A fresh random salt and, for raw keys, the fixture's key and IV.
      const r = await encrypt(plain, f.spec, secretOf(f));
      const out = spawnSync('openssl', opensslArgs(f), { input: Buffer.from(r.output) });
      expect(out.stderr.toString()).not.toMatch(/bad decrypt|error/i);
      expect(out.status).toBe(0);
      expect(toHex(new Uint8Array(out.stdout))).toBe(toHex(plain));
    });
  }
});
