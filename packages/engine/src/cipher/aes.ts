import { cbc, cfb, ctr, ecb, gcm } from '@noble/ciphers/aes.js';
import { EngineError, isEngineError } from '../errors.ts';
import { platformSubtle, tryWebCrypto } from '../webcrypto.ts';
import { addToCounter, concatBytes, own, xorBytes } from './bytes.ts';
import type { RawCore } from './core.ts';
import type { CipherMode } from './types.ts';

const B = 16;
/** The PKCS #7 block WebCrypto's AES-CBC insists on; see cbcDecryptWebCrypto. */
const FULL_PAD = new Uint8Array(B).fill(B);

export interface AesOptions {
  readonly mode: CipherMode;
  readonly encrypt: boolean;
  readonly key: Uint8Array;
  readonly iv: Uint8Array | undefined;
  readonly tagLength: number;
  readonly aad: Uint8Array | undefined;
  /** Tests force one backend; the default tries WebCrypto first. */
  readonly backend?: 'webcrypto' | 'noble';
}

/**
 * AES in any of the six modes. WebCrypto (native AES-NI) runs CBC, CTR, OFB and GCM; @noble/ciphers
 * runs ECB and CFB, which WebCrypto lacks, and everything when WebCrypto is missing (insecure context)
 * or refuses the key (Chromium has no AES-192) or any call, and for GCM with an IV other than 12 bytes.
 * See docs/decisions/0020-cipher-aes-backends.md.
 */
export async function aesCore(o: AesOptions): Promise<RawCore> {
  // Node's WebCrypto refuses GCM IVs other than 12 bytes (ERR_CRYPTO_INVALID_IV); noble takes 8 and up.
  const gcmOk = o.mode === 'gcm' && o.iv?.length === 12;
  const subtle = o.backend === 'noble' ? undefined : platformSubtle();
  if (subtle && (o.mode === 'cbc' || o.mode === 'ctr' || o.mode === 'ofb' || gcmOk)) {
    const name = o.mode === 'ctr' ? 'AES-CTR' : o.mode === 'gcm' ? 'AES-GCM' : 'AES-CBC';
    // Chromium refuses AES-192 keys; that and any other refusal leaves the work to noble.
    const key = await tryWebCrypto(() => subtle.importKey('raw', own(o.key), { name }, false, ['encrypt', 'decrypt']));
    if (key) return webCryptoCore(subtle, key, o);
  }
  return nobleCore(o);
}

/**
 * WebCrypto's half of {@link aesCore}. A call the platform refuses part-way (any error: see
 * src/webcrypto.ts) hands the rest of the stream to noble, started from the same chain or counter, so
 * the output is the same bytes.
 */
function webCryptoCore(subtle: SubtleCrypto, key: CryptoKey, o: AesOptions): RawCore {
  const web = webCryptoSteps(subtle, key, o);
  let portable: ((data: Uint8Array) => Promise<Uint8Array> | Uint8Array) | undefined;
  const run = async (data: Uint8Array) => {
    if (!portable) {
      try {
        return await web.run(data);
      } catch (e) {
        if (web.ownError?.(e)) throw e;
        // The chain or counter moves only after a call succeeds: noble starts where WebCrypto stopped.
        const rest = nobleCore({ ...o, iv: web.state() });
        portable = rest.finish;
      }
    }
    return portable(data);
  };
  if (o.mode === 'gcm') return gcmCore(run);
  return { blockSize: B, partialTail: o.mode !== 'cbc', process: run, finish: run };
}

interface WebSteps {
  /** One chunk (CBC, CTR, OFB), or the whole sealed or opened message (GCM). */
  run(data: Uint8Array): Promise<Uint8Array>;
  /** The IV or counter the next chunk starts from. */
  state(): Uint8Array;
  /** An error of the engine's own, thrown as is rather than taken for a refusal. */
  ownError?(e: unknown): boolean;
}

function webCryptoSteps(subtle: SubtleCrypto, key: CryptoKey, o: AesOptions): WebSteps {
  const iv = o.iv as Uint8Array;
  switch (o.mode) {
    case 'cbc': {
      let chain = own(iv);
      const run = async (data: Uint8Array) => {
        if (data.length === 0) return data;
        if (o.encrypt) {
          const out = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv: chain }, key, own(data)));
          // WebCrypto always appends a PKCS #7 block; our padding was applied above, so drop it.
          const body = out.subarray(0, data.length);
          chain = own(body.subarray(body.length - B));
          return body;
        }
        const last = own(data.subarray(data.length - B));
        // WebCrypto insists on PKCS #7. Append one forged block that decrypts to a full padding block
        // (E_K(0x10.. XOR last)), so the real data comes back untouched: two native calls per chunk.
        const forged = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv: last }, key, FULL_PAD)).subarray(
          0,
          B,
        );
        const out = new Uint8Array(
          await subtle.decrypt({ name: 'AES-CBC', iv: chain }, key, own(concatBytes(data, forged))),
        );
        chain = last;
        return out;
      };
      return { run, state: () => chain };
    }
    case 'ctr': {
      let counter = own(iv);
      const run = async (data: Uint8Array) => {
        if (data.length === 0) return data;
        const out = new Uint8Array(await subtle.encrypt({ name: 'AES-CTR', counter, length: 128 }, key, own(data)));
        counter = own(addToCounter(counter, Math.ceil(data.length / B)));
        return out;
      };
      return { run, state: () => counter };
    }
    case 'ofb': {
      let chain = own(iv);
      const run = async (data: Uint8Array) => {
        if (data.length === 0) return data;
        // The OFB keystream is CBC encryption of zeros: O_i = E(O_(i-1) XOR 0).
        const n = Math.ceil(data.length / B) * B;
        const ks = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv: chain }, key, new Uint8Array(n)));
        chain = own(ks.subarray(n - B, n));
        return xorBytes(data, ks);
      };
      return { run, state: () => chain };
    }
    default: {
      const run = async (all: Uint8Array) => {
        const params: AesGcmParams = { name: 'AES-GCM', iv: own(iv), tagLength: o.tagLength * 8 };
        if (o.aad) params.additionalData = own(o.aad);
        if (o.encrypt) return new Uint8Array(await subtle.encrypt(params, key, own(all)));
        if (all.length < o.tagLength) throw gcmFailed();
        // A failed tag and a refused call look alike (both OperationError): noble, run after it,
        // tells them apart and throws DECRYPT_FAILED for a bad tag.
        return new Uint8Array(await subtle.decrypt(params, key, own(all)));
      };
      return { run, state: () => iv, ownError: isEngineError };
    }
  }
}

function nobleCore(o: AesOptions): RawCore {
  const iv = o.iv as Uint8Array;
  switch (o.mode) {
    case 'ecb': {
      // noble refuses a second call on one instance, so each chunk gets its own.
      const run = (data: Uint8Array) => {
        if (data.length === 0) return data;
        const c = ecb(o.key, { disablePadding: true });
        return o.encrypt ? c.encrypt(data) : c.decrypt(data);
      };
      return { blockSize: B, partialTail: false, process: run, finish: run };
    }
    case 'cbc':
    case 'cfb': {
      let chain: Uint8Array = iv.slice();
      const run = (data: Uint8Array) => {
        if (data.length === 0) return data;
        const c = o.mode === 'cbc' ? cbc(o.key, chain, { disablePadding: true }) : cfb(o.key, chain);
        const out = o.encrypt ? c.encrypt(data) : c.decrypt(data);
        // Both modes chain on the previous ciphertext block; the tail call may be partial (CFB) and is last.
        const ct = o.encrypt ? out : data;
        if (ct.length >= B) chain = ct.slice(ct.length - B);
        return out;
      };
      return { blockSize: B, partialTail: o.mode === 'cfb', process: run, finish: run };
    }
    case 'ctr': {
      let counter: Uint8Array = iv.slice();
      const run = (data: Uint8Array) => {
        if (data.length === 0) return data;
        const out = ctr(o.key, counter).encrypt(data);
        counter = addToCounter(counter, Math.ceil(data.length / B));
        return out;
      };
      return { blockSize: B, partialTail: true, process: run, finish: run };
    }
    case 'ofb': {
      let chain: Uint8Array = iv.slice();
      const run = (data: Uint8Array) => {
        if (data.length === 0) return data;
        const n = Math.ceil(data.length / B) * B;
        const ks = cbc(o.key, chain, { disablePadding: true }).encrypt(new Uint8Array(n));
        chain = ks.slice(n - B);
        return xorBytes(data, ks);
      };
      return { blockSize: B, partialTail: true, process: run, finish: run };
    }
    default:
      return gcmCore((all) => nobleGcm(o, all));
  }
}

/** AES-GCM sealing or opening of a whole message by noble, with any of the tag lengths. */
function nobleGcm(o: AesOptions, all: Uint8Array): Uint8Array {
  const iv = o.iv as Uint8Array;
  const t = o.tagLength;
  if (o.encrypt) {
    const out = gcm(o.key, iv, o.aad).encrypt(all);
    return out.subarray(0, out.length - 16 + t);
  }
  if (all.length < t) throw gcmFailed();
  try {
    if (t === 16) return gcm(o.key, iv, o.aad).decrypt(all);
    // noble checks only full tags. GCM's keystream is its own inverse, so recover the plaintext
    // by "encrypting" the ciphertext, then re-encrypt it and compare the truncated tags.
    const body = all.subarray(0, all.length - t);
    const plain = gcm(o.key, iv, o.aad).encrypt(body).subarray(0, body.length);
    const again = gcm(o.key, iv, o.aad).encrypt(plain);
    let diff = 0;
    for (let i = 0; i < t; i++) diff |= (again[body.length + i] as number) ^ (all[body.length + i] as number);
    if (diff !== 0) throw gcmFailed();
    return plain;
  } catch {
    throw gcmFailed();
  }
}

/** GCM is one-shot in both backends: collect the data, seal or open it at the end. */
function gcmCore(run: (all: Uint8Array) => Promise<Uint8Array> | Uint8Array): RawCore {
  const parts: Uint8Array[] = [];
  return {
    blockSize: B,
    partialTail: true,
    process(data) {
      parts.push(data.slice());
      return new Uint8Array(0);
    },
    finish(data) {
      parts.push(data);
      return run(concatBytes(...parts));
    },
  };
}

function gcmFailed(): EngineError {
  return new EngineError(
    'DECRYPT_FAILED',
    'GCM authentication failed: wrong key, IV, additional data or tag length, or altered ciphertext.',
  );
}
