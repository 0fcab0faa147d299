import { chacha20poly1305, xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { EngineError } from '../errors.ts';
import { oneShotCore, type RawCore } from './core.ts';
import { POLY1305_TAG_LENGTH } from './facts.ts';

export interface ChaChaOptions {
  readonly algorithm: 'chacha20-poly1305' | 'xchacha20-poly1305';
  readonly encrypt: boolean;
  readonly key: Uint8Array;
  readonly nonce: Uint8Array;
  readonly aad: Uint8Array | undefined;
}

/**
 * ChaCha20-Poly1305 (RFC 8439, 12-byte nonce) and XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha,
 * libsodium's `crypto_aead_xchacha20poly1305_ietf`, 24-byte nonce) through @noble/ciphers. Encryption
 * gives ciphertext || tag, libsodium's combined form. One-shot like GCM: the data is collected and
 * sealed or opened at the end, so no unauthenticated plaintext ever leaves.
 */
export function chachaCore(o: ChaChaOptions): RawCore {
  const make = o.algorithm === 'chacha20-poly1305' ? chacha20poly1305 : xchacha20poly1305;
  const seal = (all: Uint8Array) => {
    const c = make(o.key, o.nonce, o.aad);
    if (o.encrypt) return c.encrypt(all);
    if (all.length < POLY1305_TAG_LENGTH) throw tagMismatch();
    try {
      return c.decrypt(all);
    } catch {
      throw tagMismatch();
    }
  };
  return oneShotCore(64, seal);
}

function tagMismatch(): EngineError {
  return new EngineError(
    'AUTH_TAG_MISMATCH',
    'The Poly1305 tag does not match: wrong key, nonce or additional data, or altered ciphertext or tag.',
  );
}
