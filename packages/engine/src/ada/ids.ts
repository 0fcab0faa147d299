import { blake2b } from '@noble/hashes/blake2.js';
import { bech32 } from '@scure/base';
import { toHex } from '../encoding/hex.ts';
import { EngineError } from '../errors.ts';

/** A governance or pool id read by {@link inspectCardanoId}. */
export interface CardanoIdInfo {
  /** `drep`, a stake `pool`, or a constitutional committee `cc_hot` / `cc_cold` credential. */
  readonly kind: 'drep' | 'pool' | 'cc_hot' | 'cc_cold';
  readonly credential: 'key' | 'script';
  /** The 28-byte hash, lower-case hex. */
  readonly hashHex: string;
  /** The form the input was in. */
  readonly format: 'cip129' | 'cip105' | 'verification-key' | 'pool';
  /** CIP-129 bech32 (header byte and hash); absent for pools, which CIP-129 does not cover. */
  readonly cip129?: string;
  /** CIP-105 (`drep_vkh`, `drep_script`, committee) or CIP-5 (`pool`) bech32 of the bare hash. */
  readonly legacy: string;
}

const HASH_LEN = 28;
/** CIP-129 key types (header bits 7-4). */
const KEY_TYPES = { cc_hot: 0, cc_cold: 1, drep: 2 } as const;
/** CIP-105 prefixes of the bare hash, key and script. */
const LEGACY: Record<CardanoIdInfo['kind'], { key: string; script: string }> = {
  drep: { key: 'drep_vkh', script: 'drep_script' },
  cc_hot: { key: 'cc_hot_vkh', script: 'cc_hot_script' },
  cc_cold: { key: 'cc_cold_vkh', script: 'cc_cold_script' },
  pool: { key: 'pool', script: 'pool' },
};

function encode(prefix: string, bytes: Uint8Array): string {
  return bech32.encode(prefix, bech32.toWords(bytes), false);
}

function wrongLength(expected: number, actual: number): never {
  throw new EngineError('WRONG_LENGTH', `Expected ${expected} bytes, got ${actual}`, { expected, actual });
}

function info(
  kind: CardanoIdInfo['kind'],
  credential: CardanoIdInfo['credential'],
  hash: Uint8Array,
  format: CardanoIdInfo['format'],
): CardanoIdInfo {
  if (hash.length !== HASH_LEN) wrongLength(HASH_LEN, hash.length);
  const legacy = encode(LEGACY[kind][credential], hash);
  if (kind === 'pool') return { kind, credential, hashHex: toHex(hash), format, legacy };
  const header = (KEY_TYPES[kind] << 4) | (credential === 'key' ? 2 : 3);
  const full = new Uint8Array(1 + HASH_LEN);
  full[0] = header;
  full.set(hash, 1);
  return { kind, credential, hashHex: toHex(hash), format, cip129: encode(kind, full), legacy };
}

function fromCip129(prefix: CardanoIdInfo['kind'], bytes: Uint8Array): CardanoIdInfo {
  const header = bytes[0] ?? 0;
  const keyType = header >> 4;
  const credType = header & 0x0f;
  const kind = (Object.keys(KEY_TYPES) as (keyof typeof KEY_TYPES)[]).find((k) => KEY_TYPES[k] === keyType);
  if (kind !== prefix || (credType !== 2 && credType !== 3)) {
    throw new EngineError('UNKNOWN_PREFIX', `Header byte 0x${header.toString(16)} does not fit ${prefix}`, {
      prefix: `0x${header.toString(16).padStart(2, '0')}`,
    });
  }
  return info(kind, credType === 2 ? 'key' : 'script', bytes.subarray(1), 'cip129');
}

/**
 * Reads a DRep id, a stake pool id or a constitutional committee credential in bech32, in any of its
 * published forms, and gives the others: CIP-129 (`drep1…` of 29 bytes, with a header byte naming key or
 * script), CIP-105 (`drep_vkh1…` or the older `drep1…` of 28 bytes, `drep_script1…`, `drep_vk1…` of the key), and
 * CIP-5 pool ids (`pool1…`, `pool_vk1…`).
 * @throws EngineError INVALID_BECH32, BAD_CHECKSUM, UNKNOWN_PREFIX (prefix), WRONG_LENGTH (expected, actual)
 * @example inspectCardanoId('pool1yl9v25pcxem9e5g828f84d9xu97h4qx5e9yyxzj6s9gnjam5t6f').hashHex
 * // '27cac5503836765cd10751d27ab4a6e17d7a80d4c948430a5a815139' (Ed25519KeyHash.from_bech32 in the Cardano serialization library)
 */
export function inspectCardanoId(input: string): CardanoIdInfo {
  if (typeof input !== 'string') throw new TypeError('inspectCardanoId: input must be a string');
  const s = input.trim().toLowerCase();
  let decoded: { prefix: string; words: number[] };
  try {
    decoded = bech32.decode(s as `${string}1${string}`, false);
  } catch (e) {
    const msg = (e as Error).message;
    if (/checksum/i.test(msg)) throw new EngineError('BAD_CHECKSUM', msg);
    throw new EngineError('INVALID_BECH32', msg);
  }
  const bytes = bech32.fromWords(decoded.words);
  const { prefix } = decoded;
  switch (prefix) {
    case 'pool':
      return info('pool', 'key', bytes, 'pool');
    case 'pool_vk':
      if (bytes.length !== 32) wrongLength(32, bytes.length);
      return info('pool', 'key', blake2b(bytes, { dkLen: HASH_LEN }), 'verification-key');
    case 'drep':
    case 'cc_hot':
    case 'cc_cold':
      return bytes.length === HASH_LEN + 1 ? fromCip129(prefix, bytes) : info(prefix, 'key', bytes, 'cip105');
    case 'drep_vkh':
    case 'cc_hot_vkh':
    case 'cc_cold_vkh':
      return info(prefix.slice(0, -'_vkh'.length) as CardanoIdInfo['kind'], 'key', bytes, 'cip105');
    case 'drep_script':
    case 'cc_hot_script':
    case 'cc_cold_script':
      return info(prefix.slice(0, -'_script'.length) as CardanoIdInfo['kind'], 'script', bytes, 'cip105');
    case 'drep_vk':
    case 'cc_hot_vk':
    case 'cc_cold_vk':
      if (bytes.length !== 32) wrongLength(32, bytes.length);
      return info(
        prefix.slice(0, -'_vk'.length) as CardanoIdInfo['kind'],
        'key',
        blake2b(bytes, { dkLen: HASH_LEN }),
        'verification-key',
      );
    default:
      throw new EngineError('UNKNOWN_PREFIX', `Unknown prefix ${prefix}`, { prefix });
  }
}
