import { spawnSync } from 'node:child_process';
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { expect } from '@playwright/test';
import { box, choose } from './cipher-support.ts';
import { gotoHydrated, test, watchProblems } from './support.ts';

// EVP_BytesToKey with SHA-1 and SHA-512: `openssl enc -aes-256-cbc -md sha1|sha512 -pass pass:… -a -A`
// (OpenSSL 3.0) run here, read by the page; and the page's output read back by `openssl enc -d`.
const PLAIN = 'EVP_BytesToKey ✓ 加密';
const PASS = 'correct-horse';
const openssl = (args: string[], input: string | Buffer) => {
  const r = spawnSync('openssl', ['enc', '-aes-256-cbc', '-a', '-A', ...args, '-pass', `pass:${PASS}`], { input });
  expect(r.status, String(r.stderr)).toBe(0);
  return r.stdout.toString();
};

/**
 * `openssl enc -md <md>` output that no other derivation the page tries opens. A wrong key still gives valid
 * PKCS#7 padding for about 1 salt in 256 (openssl -d then exits 0 too, with wrong bytes), and the page,
 * trying openssl's default first, would show that reading: the rehearsal met it once.
 */
const opensslOnly = (md: string, plain: string): string => {
  for (;;) {
    const out = openssl(['-md', md], plain);
    const opened = (how: string[]) =>
      spawnSync('openssl', ['enc', '-d', '-aes-256-cbc', '-a', '-A', ...how, '-pass', `pass:${PASS}`], {
        input: `${out}\n`,
      }).status === 0;
    // the derivations the page tries (engine cipher/derivations.ts): EVP with each digest, and -pbkdf2
    const others = [...['md5', 'sha1', 'sha256', 'sha512'].filter((d) => d !== md).map((d) => ['-md', d]), ['-pbkdf2']];
    if (!others.some(opened)) return out;
  }
};

/** EVP_BytesToKey (OpenSSL's, one round) with `md`: AES-256's key and IV from the passphrase and salt. */
const evpKeyIv = (md: string, salt: Buffer) => {
  let derived = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash(md)
      .update(Buffer.concat([block, Buffer.from(PASS), salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  return { key: derived.subarray(0, 32), iv: derived.subarray(32, 48) };
};

/**
 * `openssl enc -md <md>` output that openssl's default (-md sha256) also opens, wrongly: about 1 salt in
 * 256. The salt is found with node:crypto, salts 0, 1, 2… in turn (a search by openssl's random salts ran
 * openssl hundreds of times and once took the test past its time limit); openssl then encrypts with that
 * salt (-S), and openssl -md sha256 must open the result.
 */
const opensslChance = (md: string, plain: string): string => {
  for (let n = 0; ; n++) {
    const salt = Buffer.alloc(8);
    salt.writeUInt32BE(n, 4);
    const sealed = (() => {
      const { key, iv } = evpKeyIv(md, salt);
      const c = createCipheriv('aes-256-cbc', key, iv);
      return Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    })();
    try {
      const { key, iv } = evpKeyIv('sha256', salt);
      const d = createDecipheriv('aes-256-cbc', key, iv);
      Buffer.concat([d.update(sealed), d.final()]);
    } catch {
      continue; // the padding did not check: openssl -md sha256 refuses this salt
    }
    // openssl -S writes the ciphertext alone; its usual output is `Salted__`, the salt, then the ciphertext
    const body = Buffer.from(openssl(['-md', md, '-S', salt.toString('hex')], plain), 'base64');
    const out = Buffer.concat([Buffer.from('Salted__'), salt, body]).toString('base64');
    const r = spawnSync(
      'openssl',
      ['enc', '-d', '-aes-256-cbc', '-a', '-A', '-md', 'sha256', '-pass', `pass:${PASS}`],
      { input: `${out}\n` },
    );
    expect(r.status, `openssl -md sha256 opens the output of salt ${salt.toString('hex')}`).toBe(0);
    return out;
  }
};

test('/en/aes shows the right reading when the default derivation opens -md sha512 output by chance', async ({
  page,
}) => {
  const w = await watchProblems(page);
  const sealed = opensslChance('sha512', PLAIN);
  await gotoHydrated(page, '/en/aes');
  await choose(page, 'Decrypt');
  await page.getByLabel('Passphrase', { exact: true }).fill(PASS);
  await box(page, 'Input').fill(sealed);
  await expect(box(page, 'Output')).toHaveValue(PLAIN);
  await expect(
    page.getByText(/not text\), so it was decrypted with EVP_BytesToKey, SHA-512 \(openssl -md sha512\)/),
  ).toBeVisible();
  w.check();
});

test('/zh-hant/aes reads openssl enc -md sha512 and -md sha1 output (found unasked too), and writes what openssl -md sha1 reads', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hant/aes');
  await choose(page, '解密');
  // Left on the default derivation, -md sha512 output is found by the retry, which names SHA-512 (issue 40).
  await box(page, '輸入').fill(opensslOnly('sha512', PLAIN));
  await page.getByLabel('密碼', { exact: true }).fill(PASS);
  await expect(box(page, '輸出')).toHaveValue(PLAIN);
  await expect(page.getByText('因此改用 EVP_BytesToKey，SHA-512（openssl -md sha512） 解密，結果正確。')).toBeVisible();
  await page.getByLabel('金鑰衍生').selectOption('evp-sha512');
  await expect(page).toHaveURL(/kdf=evp-sha512/);
  await box(page, '輸入').fill(opensslOnly('sha512', PLAIN));
  await page.getByLabel('密碼', { exact: true }).fill(PASS);
  await expect(box(page, '輸出')).toHaveValue(PLAIN);
  await page.getByLabel('金鑰衍生').selectOption('evp-sha1');
  await box(page, '輸入').fill(opensslOnly('sha1', PLAIN));
  await expect(box(page, '輸出')).toHaveValue(PLAIN);

  await choose(page, '加密');
  await box(page, '輸入').fill(PLAIN);
  // polled: the output may still be the encryption of the input before the fill (also /^U2FsdGVkX1/)
  const readBack = async () => {
    const mine = await box(page, '輸出').inputValue();
    const r = spawnSync('openssl', ['enc', '-d', '-aes-256-cbc', '-a', '-A', '-md', 'sha1', '-pass', `pass:${PASS}`], {
      input: `${mine}\n`,
    });
    return r.status === 0 ? r.stdout.toString() : `openssl: ${r.stderr}`;
  };
  await expect.poll(readBack).toBe(PLAIN);
  w.check();
});
