import { pbkdf2Sync } from 'node:crypto';
import { isEngineError } from '@tinkerbox/engine';
import { toHex } from '@tinkerbox/engine/encoding';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { runPasswordJob } from './password.job.ts';
import { passwordMessages } from './password.messages.ts';
import { buildHashJob, DEFAULTS } from './password.options.ts';

const utf8 = (s: string) => new TextEncoder().encode(s);

describe('password pages', () => {
  it('has every word of its page in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(passwordMessages[locale])) {
        for (const t of typeof text === 'string' ? [text] : Object.values(text)) {
          expect(t.trim(), `${locale} ${key}`).not.toBe('');
        }
      }
    }
  });

  it('hashes with the settings as typed: the phc-winner-argon2 README example', async () => {
    // README "Command-line utility": echo -n "password" | ./argon2 somesalt -t 2 -m 16 -p 4 -l 24
    const settings = { ...DEFAULTS, variant: 'argon2i' as const, memory: '65536', iterations: '2' };
    const built = buildHashJob(
      'argon2',
      { ...settings, parallelism: '4', hashLength: '24' },
      utf8('password'),
      utf8('somesalt'),
      'en_US',
    );
    expect(built.errors).toEqual({});
    const r = await runPasswordJob(built.job!);
    expect(r.type === 'hash' && r.encoded).toBe(
      '$argon2i$v=19$m=65536,t=2,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG',
    );
  });

  it('hashes with a secret, associated data and version 0x10 as typed: phc-winner-argon2 kats/argon2id_v16', async () => {
    const settings = { ...DEFAULTS, memory: '32', iterations: '3', parallelism: '4', version: '16' as const };
    const keys = { secret: new Uint8Array(8).fill(3), associatedData: new Uint8Array(12).fill(4) };
    const built = buildHashJob(
      'argon2',
      settings,
      new Uint8Array(32).fill(1),
      new Uint8Array(16).fill(2),
      'en_US',
      keys,
    );
    expect(built.errors).toEqual({});
    const r = await runPasswordJob(built.job!);
    if (r.type !== 'hash') throw new Error('no hash');
    expect(Buffer.from(r.hash).toString('hex')).toBe(
      'b64615f07789b66b645b67ee9ed3b377ae350b6bfcbb0fc95141ea8f322613c0',
    );
    expect(r.encoded.startsWith('$argon2id$v=16$m=32,t=3,p=4$')).toBe(true);
    const verify = { type: 'verify' as const, encoded: r.encoded, password: new Uint8Array(32).fill(1) };
    expect(await runPasswordJob({ ...verify, keys })).toMatchObject({ match: true });
    expect(await runPasswordJob(verify)).toMatchObject({ match: false });
  });

  it('verifies a version 0x10 string without v= (phc-winner-argon2 src/test.c)', async () => {
    const encoded = '$argon2i$m=256,t=2,p=1$c29tZXNhbHQ$/U3YPXYsSb3q9XxHvc0MLxur+GP960kN9j7emXX8zwY';
    expect(await runPasswordJob({ type: 'verify', encoded, password: utf8('password') })).toMatchObject({
      match: true,
    });
  });

  it('verifies a string another implementation made (jBCrypt TestBCrypt.java)', async () => {
    const encoded = '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i';
    expect(await runPasswordJob({ type: 'verify', encoded, password: utf8('abc') })).toMatchObject({ match: true });
    expect(await runPasswordJob({ type: 'verify', encoded, password: utf8('abd') })).toMatchObject({ match: false });
  });

  it('says which field is wrong before any work starts', () => {
    const salt = new Uint8Array(16);
    const b = buildHashJob('bcrypt', { ...DEFAULTS, cost: '25' }, utf8('x'), salt, 'en_US');
    expect(b.job).toBeNull();
    expect(b.errors.cost).toBe('Enter a whole number from 4 to 18.');
    const s = buildHashJob('scrypt', { ...DEFAULTS, n: '1000' }, utf8('x'), salt, 'zh_Hans_CN');
    expect(s.errors.n).toBe('N 必须是 2 到 1048576 之间的 2 的幂。');
  });
  it('derives the PBKDF2 key OpenSSL derives (node:crypto), and bad parameters throw the EngineError for their field', async () => {
    const options = {
      hash: 'sha256',
      password: utf8('password'),
      salt: utf8('salt'),
      iterations: 2,
      dkLen: 24,
    } as const;
    const r = await runPasswordJob({ type: 'pbkdf2', options });
    expect(r.type === 'pbkdf2' && toHex(r.key)).toBe(pbkdf2Sync('password', 'salt', 2, 24, 'sha256').toString('hex'));
    const bad = await runPasswordJob({ type: 'pbkdf2', options: { ...options, iterations: 0 } }).catch(
      (e: unknown) => e,
    );
    expect(isEngineError(bad) && bad.code).toBe('OUT_OF_RANGE');
    expect(isEngineError(bad) && bad.params.field).toBe('iterations');
  });
});
