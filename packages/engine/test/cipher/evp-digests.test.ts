import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { decrypt, encrypt, evpBytesToKey, KEY_DERIVATIONS } from '../../src/cipher/index.ts';
import { toHex, utf8 } from './helpers.ts';

// EVP_BytesToKey with every digest `openssl enc -md` takes here, against the OpenSSL command line:
// `-P` prints the key and IV it derives; a whole encryption must decrypt with the same derivation.
describe('EVP_BytesToKey with SHA-1 and SHA-512 (and MD5, SHA-256)', () => {
  test.each([
    ['md5', 'evp-md5'],
    ['sha1', 'evp-sha1'],
    ['sha256', 'evp-sha256'],
    ['sha512', 'evp-sha512'],
  ] as const)('-md %s', async (md, kdf) => {
    expect(KEY_DERIVATIONS).toContain(kdf);
    for (const cipher of ['aes-256-cbc', 'aes-128-ctr', 'des-ede3-cbc'] as const) {
      const salt = randomBytes(8);
      const pass = `pw-${randomBytes(4).toString('hex')}`;
      const p = spawnSync('openssl', [
        'enc',
        `-${cipher}`,
        '-md',
        md,
        '-pass',
        `pass:${pass}`,
        '-S',
        salt.toString('hex'),
        '-P',
      ]);
      expect(p.status, String(p.stderr)).toBe(0);
      const printed = Object.fromEntries(
        String(p.stdout)
          .trim()
          .split('\n')
          .map((l) => l.split('=').map((x) => x.trim().toLowerCase())),
      ) as { key: string; iv: string };
      const keyLength = printed.key.length / 2;
      const d = evpBytesToKey(utf8(pass), new Uint8Array(salt), keyLength, printed.iv.length / 2, md);
      expect([toHex(d.key), toHex(d.iv)]).toEqual([printed.key, printed.iv]);
    }
    const data = utf8('EVP_BytesToKey, as openssl enc -md derives it.');
    const out = spawnSync('openssl', ['enc', '-aes-256-cbc', '-md', md, '-pass', 'pass:x'], { input: data });
    expect(out.status, String(out.stderr)).toBe(0);
    const r = await decrypt(
      new Uint8Array(out.stdout),
      { algorithm: 'aes' },
      { passphrase: utf8('x'), derivation: { kdf } },
    );
    expect(r.output).toEqual(data);
    // And back: openssl opens what the engine writes.
    const mine = await encrypt(data, { algorithm: 'aes' }, { passphrase: utf8('x'), derivation: { kdf } });
    const back = spawnSync('openssl', ['enc', '-d', '-aes-256-cbc', '-md', md, '-pass', 'pass:x'], {
      input: mine.output,
    });
    expect(back.status, String(back.stderr)).toBe(0);
    expect(back.stdout.toString()).toBe('EVP_BytesToKey, as openssl enc -md derives it.');
  });
});
