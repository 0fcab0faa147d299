import {
  aesCmac,
  bcryptPbkdf,
  Crc,
  digest,
  type HashAlgorithm,
  hkdfExpand,
  hkdfExtract,
  hmac,
} from '@tinkerbox/engine/hash';
import type { JobContext } from '../../lib/worker/expose.ts';
import { hashAlone, hashStage, readFile } from './file-stages.ts';
import type { HashJob, HashProtocol, HashResult, ParamsByAlgorithm } from './hash.protocol.ts';

/** The digests (HMACs with a key) of `data`, one per algorithm, in order. */
function digestsOf(
  data: Uint8Array,
  algorithms: readonly HashAlgorithm[],
  key: Uint8Array | undefined,
  params?: ParamsByAlgorithm,
): Promise<Uint8Array[]> {
  // HMACs through the engine's one-shot hmac(), which reuses one hasher per algorithm: a new keyed
  // hasher per keystroke would make two WASM instances per algorithm each time. Likewise digest(),
  // which keeps one hasher per algorithm and per recent set of options (a length, a key).
  if (key) return Promise.all(algorithms.map((a) => hmac(a, key, data)));
  return Promise.all(algorithms.map((a) => digest(a, data, params?.[a])));
}

/**
 * Runs one job of the hash pages (in the worker; tests call it directly): digests of bytes, an
 * HKDF derivation, an AES-CMAC, a file read whole, a file read and hashed by this worker alone, or one end of a file pipeline
 * (file-stages.ts: the reader, or a hashing stage).
 */
export async function runHashJob(job: HashJob, ctx: JobContext<HashProtocol>): Promise<HashResult> {
  const t0 = performance.now();
  if (job.type === 'bytes') {
    return { digests: await digestsOf(job.data, job.algorithms, job.hmacKey, job.params), ms: performance.now() - t0 };
  }
  if (job.type === 'whole') {
    // a small file for SHA-1/SHA-256 (file-pipeline.ts, readWhole): the platform hashes it in one piece
    const data = new Uint8Array(await job.file.arrayBuffer());
    ctx.emit({ type: 'progress', bytes: data.length });
    const digests = await digestsOf(data, job.algorithms, job.hmacKey);
    return { digests, ms: performance.now() - t0, bytes: data.length };
  }
  if (job.type === 'hkdf') {
    const { hash, ikm, salt, info, length } = job.options;
    if (job.skipExtract) return { digests: [await hkdfExpand(hash, ikm, info, length)], ms: performance.now() - t0 };
    const prk = await hkdfExtract(hash, ikm, salt);
    return { digests: [prk, await hkdfExpand(hash, prk, info, length)], ms: performance.now() - t0 };
  }
  if (job.type === 'bcrypt-pbkdf') return { digests: [await bcryptPbkdf(job.options)], ms: performance.now() - t0 };
  if (job.type === 'cmac') return { digests: [await aesCmac(job.key, job.data)], ms: performance.now() - t0 };
  if (job.type === 'crc') {
    const c = new Crc(job.params);
    const digests: Uint8Array[] = [];
    for (const source of job.sources) {
      if (source instanceof Uint8Array) c.update(source);
      else for await (const chunk of source.stream() as unknown as AsyncIterable<Uint8Array>) c.update(chunk);
      digests.push(c.digest());
    }
    return { digests, ms: performance.now() - t0 };
  }
  if (job.type === 'read') return readFile(job, ctx);
  if (job.type === 'stream') return hashAlone(job, ctx);
  return hashStage(job, ctx);
}
