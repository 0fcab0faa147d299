import { argon2Hash, bcryptHash, pbkdf2, scryptHash, verifyPassword } from '@tinkerbox/engine/hash';
import type { PasswordJob, PasswordResult } from './password.protocol.ts';

/** Runs one password job (in the worker; plain async code, so the unit tests call it directly). */
export async function runPasswordJob(job: PasswordJob): Promise<PasswordResult> {
  const start = performance.now();
  if (job.type === 'verify') {
    const match = await verifyPassword(job.encoded, job.password, job.keys);
    return { type: 'verify', match, ms: performance.now() - start };
  }
  if (job.type === 'pbkdf2') return { type: 'pbkdf2', key: await pbkdf2(job.options), ms: performance.now() - start };
  const r =
    job.type === 'bcrypt'
      ? await bcryptHash(job.options)
      : job.type === 'scrypt'
        ? await scryptHash(job.options)
        : await argon2Hash(job.options);
  return { type: 'hash', encoded: r.encoded, hash: r.hash, ms: performance.now() - start };
}
