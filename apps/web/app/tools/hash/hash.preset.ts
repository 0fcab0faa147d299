import type { HashAlgorithm } from '@tinkerbox/engine/hash';

/** What one hash-family route shows; read by hash.page.tsx through useTool(). Plain data. */
export type HashPreset =
  | {
      readonly kind: 'digest' | 'hmac';
      /** The algorithm the route opens with. */
      readonly algorithm: HashAlgorithm;
      /** Variants offered on this route (e.g. SHA3 widths and Keccak); the first group is the default. */
      readonly variants?: readonly HashAlgorithm[];
    }
  | { readonly kind: 'pbkdf2' };
