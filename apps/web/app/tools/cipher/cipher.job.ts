import {
  type CipherSecret,
  type CipherSession,
  type CipherSpec,
  createDecryptor,
  createEncryptor,
  DEFAULT_DERIVATION,
  decryptTryingDerivations,
  POLY1305_TAG_LENGTH,
  sameDerivation,
  utf8OrUndefined,
  withOtherDerivations,
} from '@tinkerbox/engine/cipher';
import { joinBytes } from '../../lib/bytes.ts';
import type { JobContext } from '../../lib/worker/expose.ts';
import { CancelledError } from '../../lib/worker/protocol.ts';
import type { CipherProtocol, CipherResult } from './cipher.protocol.ts';

// What the cipher worker does with one job (cipher.worker.ts serves it; cipher.test.ts runs it in Node).

/** 1 MiB pieces; DES, Triple DES, Blowfish (crypto-js) and RC2 are slow, so they get 64 KiB ones for a moving progress bar. */
const SLOW = new Set(['des', 'tripledes', 'blowfish', 'rc2']);
const chunkFor = (spec: CipherSpec) => (SLOW.has(spec.algorithm) ? 1 << 16 : 1 << 20);
/** Bytes of a file's result kept for the output box; the whole is in the Blob. */
const PREVIEW = 64 * 1024;

/**
 * Runs one job: typed bytes at once, a file in pieces with progress events, stopping when cancelled.
 * A passphrase decryption whose padding (or GCM tag) comes out wrong is tried again with the other
 * derivations `openssl enc` uses; the result then names the one that worked. Typed data whose output
 * opens but is not UTF-8 is tried with the others too (a file is not read again for that).
 */
export async function runCipherJob(job: CipherProtocol['job'], ctx: JobContext<CipherProtocol>): Promise<CipherResult> {
  const started = performance.now();
  if ('data' in job) {
    if (job.direction === 'decrypt') {
      const data = job.tag ? join([job.data, job.tag]) : job.data;
      // a wrong derivation opens padded data about once in 256 salts: an output that is not text lets
      // the others be tried too, and one that reads as text wins (a binary plaintext keeps the first)
      const r = await decryptTryingDerivations(
        data,
        job.spec,
        job.secret,
        {},
        (out) => utf8OrUndefined(out) !== undefined,
      );
      ctx.transferResult([r.output.buffer]);
      const params = { key: r.key, iv: r.iv, salt: r.salt };
      return {
        output: r.output,
        size: r.output.length,
        params,
        ms: performance.now() - started,
        ...usedIf(job.secret, r),
      };
    }
    const s = createEncryptor(job.spec, job.secret);
    const sealed = join([await s.update(job.data), await s.final()]);
    const cut = job.splitTag ? sealed.length - POLY1305_TAG_LENGTH : sealed.length;
    const output = sealed.slice(0, cut);
    ctx.transferResult([output.buffer]);
    const tag = job.splitTag ? { tag: sealed.slice(cut) } : {};
    return { output, size: output.length, params: s.params, ms: performance.now() - started, ...tag };
  }
  if (job.direction === 'encrypt') {
    const r = await runFile(job.file, job.spec, createEncryptor(job.spec, job.secret), ctx, started);
    return job.splitTag ? tagApart(r) : r;
  }
  const { file, spec, tag } = job;
  // Each try reads the file again from the start (progress restarts with it).
  const r = await withOtherDerivations(job.secret, (secret) =>
    runFile(file, spec, createDecryptor(spec, secret), ctx, started, tag),
  );
  return { ...r.value, ...usedIf(job.secret, r) };
}

/** A file's sealed result with its last 16 bytes (the Poly1305 tag) taken off and returned apart. */
async function tagApart(r: CipherResult): Promise<CipherResult> {
  const blob = r.blob as Blob;
  const cut = r.size - POLY1305_TAG_LENGTH;
  const tag = new Uint8Array(await blob.slice(cut).arrayBuffer());
  const body = blob.slice(0, cut, blob.type);
  return { ...r, blob: body, size: cut, output: r.output.slice(0, Math.min(cut, r.output.length)), tag };
}

/** The derivation that worked, when it is not the one the visitor chose. */
function usedIf(secret: CipherSecret, r: { derivation: CipherResult['derivation'] }) {
  if (!('passphrase' in secret) || !r.derivation) return {};
  return sameDerivation(r.derivation, secret.derivation ?? DEFAULT_DERIVATION) ? {} : { derivation: r.derivation };
}

/**
 * Streams a file through in pieces of `chunkFor(spec)` bytes, whatever sizes the stream reads in, with
 * a progress event after each and a look at the signal before each; the result is a Blob of the
 * pieces, so memory stays near the file size.
 */
async function runFile(
  file: File,
  spec: CipherSpec,
  s: CipherSession,
  ctx: JobContext<CipherProtocol>,
  started: number,
  tag?: Uint8Array,
): Promise<CipherResult> {
  const chunk = chunkFor(spec);
  const parts: Uint8Array[] = [];
  let size = 0;
  let through = 0;
  const feed = async (piece: Uint8Array) => {
    if (ctx.signal.aborted) throw new CancelledError();
    const out = await s.update(piece);
    if (out.length) parts.push(out);
    size += out.length;
    through += piece.length;
    ctx.emit({ bytes: through });
  };
  let pending: Uint8Array[] = [];
  let pendingLength = 0;
  /** Feeds whole pieces; the rest waits for more data, unless this is the end. */
  const flush = async (end: boolean) => {
    const data = join(pending);
    let o = 0;
    for (; data.length - o >= chunk; o += chunk) await feed(data.subarray(o, o + chunk));
    pending = o < data.length ? [data.subarray(o)] : [];
    pendingLength = data.length - o;
    if (end && pendingLength > 0) await feed(data.subarray(o));
  };
  const reader = file.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending.push(value);
      pendingLength += value.length;
      if (pendingLength >= chunk) await flush(false);
    }
    await flush(true);
  } catch (e) {
    await reader.cancel().catch(() => {});
    throw e;
  }
  if (tag) {
    const out = await s.update(tag);
    if (out.length) parts.push(out);
    size += out.length;
  }
  const last = await s.final();
  if (last.length) parts.push(last);
  size += last.length;
  const blob = new Blob(parts as BlobPart[], { type: 'application/octet-stream' });
  const output = new Uint8Array(await blob.slice(0, PREVIEW).arrayBuffer());
  return { output, blob, size, params: s.params, ms: performance.now() - started };
}

/** One array of the pieces (the piece itself when there is one). */
function join(parts: Uint8Array[]): Uint8Array {
  return parts.length === 1 ? (parts[0] as Uint8Array) : joinBytes(parts);
}
