import type { HashAlgorithm } from '@tinkerbox/engine/hash';

/**
 * A route that offers several algorithms: `sha3` (SHA3-224...512 and Keccak at the same widths),
 * `sha512` (SHA-512, SHA-512/224, SHA-512/256), `ripemd` (128, 160, 256, 320), `streebog` (256, 512), `checksum` (the CRCs and
 * Adler-32), `crc` (every CRC of the RevEng catalogue, /crc), `shake`, `cshake`, `kmac` (128 and 256). The
 * page takes each group's members from the engine.
 */
export type VariantGroup = 'sha3' | 'sha512' | 'ripemd' | 'streebog' | 'checksum' | 'crc' | 'shake' | 'cshake' | 'kmac';

/** A digest or HMAC route. */
export interface DigestPreset {
  readonly kind: 'digest' | 'hmac';
  /** The algorithm the route opens with. */
  readonly algorithm: HashAlgorithm;
  /** The variants offered on this route, if any. */
  readonly variants?: VariantGroup;
}

/** What one digest or HMAC route shows; read by hash.page.tsx through useTool(). Plain data. (/pbkdf2 has its own page.) */
export type HashPreset = DigestPreset;
