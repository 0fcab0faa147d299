import { isEngineError } from '../errors.ts';
import { platformSubtle, tryWebCrypto } from '../webcrypto.ts';
import type { AesOptions } from './aes-gcm-core.ts';
import { B, gcmCore, gcmFailed } from './aes-gcm-core.ts';
import { addToCounter, concatBytes, own, xorBytes } from './bytes.ts';
import type { RawCore } from './core.ts';

/** The PKCS #7 block WebCrypto's AES-CBC insists on; see cbcDecryptWebCrypto. */
const FULL_PAD = new Uint8Array(B).fill(B);

/**
 * AES in any of the six modes. WebCrypto (native AES-NI) runs CBC, CTR, OFB and GCM; @noble/ciphers
 * runs ECB and CFB, which WebCrypto lacks, and everything when WebCrypto is missing (insecure context)
 * or refuses the key (Chromium has no AES-192) or any call, and for GCM with an IV other than 12 bytes.
 * See docs/decisions/0020-cipher-aes-backends.md. noble's code is its own module, loaded only when
 * WebCrypto does not do the work (decision 0157).
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
  if (o.mode === 'gcm') {
    const { nobleGcm } = await import('./aes-noble-gcm.ts');
    return gcmCore((all) => nobleGcm(o, all));
  }
  return (await import('./aes-noble.ts')).nobleCore(o);
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
        const from = { ...o, iv: web.state() };
        if (o.mode === 'gcm') {
          const { nobleGcm } = await import('./aes-noble-gcm.ts');
          portable = (all) => nobleGcm(from, all);
        } else portable = (await import('./aes-noble.ts')).nobleCore(from).finish;
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
