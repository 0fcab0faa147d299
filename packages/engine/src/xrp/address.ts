import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58xrp } from '@scure/base';
import { classicAddressToXAddress, encodeAccountID } from 'ripple-address-codec';
import { deriveAddress } from 'ripple-keypairs';
import { toHex } from '../encoding/hex.ts';
import { EngineError } from '../errors.ts';

/** What {@link decodeXrpAddress} read from a classic address (`r…`) or an X-address (`X…`, `T…`). */
export interface XrpAddressInfo {
  readonly kind: 'classic' | 'x';
  readonly classicAddress: string;
  /** The 20-byte account id, upper-case hex as the ledger shows it. */
  readonly accountIdHex: string;
  /** The destination tag an X-address carries; `null` for none (and always for a classic address). */
  readonly tag: number | null;
  /** For an X-address: whether it is meant for a test network; `null` for a classic address. */
  readonly test: boolean | null;
}

const ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
/**
 * The longest address text: an X-address is 47 characters (XLS-5), a classic one 25 to 35. Longer text is
 * refused before base58 decoding, whose cost grows with the square of the length (and which @scure/base
 * gives up on with a plain Error from about 5000 characters).
 */
const MAX_ADDRESS_CHARS = 64;
const MAX_TAG = 0xffffffff;
const X_PREFIX_MAIN = [0x05, 0x44];
const X_PREFIX_TEST = [0x04, 0x93];

/** Base58Check with the XRP Ledger alphabet; returns the payload after verifying the 4-byte checksum. */
function decodeChecked(s: string): Uint8Array {
  if (s.length > MAX_ADDRESS_CHARS) throw new EngineError('INVALID_ADDRESS', 'Too long for an address');
  for (let i = 0; i < s.length; i++) {
    if (!ALPHABET.includes(s.charAt(i))) {
      throw new EngineError('INVALID_BASE58', `Not XRP base58: ${s.charAt(i)}`, { char: s.charAt(i), position: i + 1 });
    }
  }
  const bytes = base58xrp.decode(s);
  if (bytes.length < 5) {
    throw new EngineError('WRONG_LENGTH', 'Too short for an address', {
      expected: 25,
      actual: bytes.length,
    });
  }
  const payload = bytes.subarray(0, -4);
  const check = sha256(sha256(payload));
  for (let i = 0; i < 4; i++) {
    if (check[i] !== bytes[bytes.length - 4 + i]) throw new EngineError('BAD_CHECKSUM', 'Checksum mismatch');
  }
  return payload;
}

/**
 * Reads a classic address or an X-address, checking its alphabet, checksum, length and prefix.
 * Follows xrpl.org "Addresses" (base58check, type prefix 0x00) and the X-address spec (XLS-5).
 * @throws EngineError INVALID_ADDRESS (empty, or longer than any address), INVALID_BASE58 (char, position), BAD_CHECKSUM,
 *   WRONG_LENGTH (expected, actual), UNKNOWN_PREFIX (prefix), OUT_OF_RANGE (min, max) for a 64-bit tag
 * @example decodeXrpAddress('XVLhHMPHU98es4dbozjVtdWzVrDjtV18pX8yuPT7y4xaEHi').tag // 4294967295
 */
export function decodeXrpAddress(input: string): XrpAddressInfo {
  if (typeof input !== 'string') throw new TypeError('decodeXrpAddress: input must be a string');
  const s = input.trim();
  if (s === '') throw new EngineError('INVALID_ADDRESS', 'Empty address');
  const payload = decodeChecked(s);
  if (payload.length === 21) {
    if (payload[0] !== 0) {
      throw new EngineError('UNKNOWN_PREFIX', 'Not an account address', {
        prefix: s.charAt(0),
      });
    }
    const id = payload.subarray(1);
    return {
      kind: 'classic',
      classicAddress: encodeAccountID(id),
      accountIdHex: toHex(id, { upper: true }),
      tag: null,
      test: null,
    };
  }
  if (payload.length === 31) {
    const p0 = payload[0];
    const p1 = payload[1];
    const test = p0 === X_PREFIX_TEST[0] && p1 === X_PREFIX_TEST[1];
    const main = p0 === X_PREFIX_MAIN[0] && p1 === X_PREFIX_MAIN[1];
    if (!test && !main)
      throw new EngineError('UNKNOWN_PREFIX', 'Not an X-address prefix', {
        prefix: s.charAt(0),
      });
    const id = payload.subarray(2, 22);
    const flag = payload[22];
    const view = new DataView(payload.buffer, payload.byteOffset + 23, 8);
    const tag = view.getUint32(0, true);
    if ((flag !== 0 && flag !== 1) || view.getUint32(4, true) !== 0 || (flag === 0 && tag !== 0)) {
      // The reserved 64-bit-tag form: its tag does not fit the ledger's 32-bit DestinationTag.
      throw new EngineError('OUT_OF_RANGE', 'X-address with a 64-bit tag', { min: 0, max: MAX_TAG });
    }
    return {
      kind: 'x',
      classicAddress: encodeAccountID(id),
      accountIdHex: toHex(id, { upper: true }),
      tag: flag === 1 ? tag : null,
      test,
    };
  }
  throw new EngineError('WRONG_LENGTH', 'Not the length of an address', {
    expected: 21,
    actual: payload.length,
  });
}

/**
 * Encodes a classic address with an optional destination tag as an X-address (XLS-5).
 * @throws EngineError (as {@link decodeXrpAddress}) for a bad classic address; OUT_OF_RANGE (min, max) for
 *   a tag outside 0…4294967295; INVALID_ADDRESS when given an X-address
 * @example toXAddress('rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf', 4294967295, false)
 * // 'XVLhHMPHU98es4dbozjVtdWzVrDjtV18pX8yuPT7y4xaEHi'
 */
export function toXAddress(classicAddress: string, tag: number | null, test: boolean): string {
  const info = decodeXrpAddress(classicAddress);
  if (info.kind !== 'classic') throw new EngineError('INVALID_ADDRESS', 'Already an X-address');
  if (tag !== null && (!Number.isInteger(tag) || tag < 0 || tag > MAX_TAG)) {
    throw new EngineError('OUT_OF_RANGE', 'Tag out of range', {
      min: 0,
      max: MAX_TAG,
    });
  }
  return classicAddressToXAddress(info.classicAddress, tag ?? false, test);
}

/**
 * Derives the classic address of a public key: secp256k1 (33 bytes compressed, or 65 uncompressed which
 * is compressed first) or Ed25519 (`ED` + 32 bytes). Address = base58check(0x00 ‖ RIPEMD160(SHA-256(key))).
 * @throws EngineError INVALID_HEX (char, position), WRONG_LENGTH (expected, actual), UNKNOWN_PREFIX (prefix),
 *   INVALID_ADDRESS for a secp256k1 key that is not on the curve
 * @example xrpAddressFromPublicKey('ED01FA53FA5A7E77798F882ECE20B1ABC00BB358A9E55A202D0D0676BD0CE37A63').address
 * // 'rLUEXYuLiQptky37CqLcm9USQpPiz5rkpD'
 */
export function xrpAddressFromPublicKey(publicKeyHex: string): {
  address: string;
  algorithm: 'secp256k1' | 'ed25519';
  publicKeyHex: string;
} {
  if (typeof publicKeyHex !== 'string') throw new TypeError('xrpAddressFromPublicKey: key must be a hex string');
  const hex = publicKeyHex.trim().replace(/^0x/i, '');
  const bad = /[^0-9a-fA-F]/.exec(hex);
  if (bad)
    throw new EngineError('INVALID_HEX', 'Not hex', {
      char: bad[0],
      position: bad.index + 1,
    });
  if (hex.length % 2 !== 0 || (hex.length !== 66 && hex.length !== 130)) {
    throw new EngineError('WRONG_LENGTH', 'A public key has 33 bytes', {
      expected: 33,
      actual: hex.length / 2,
    });
  }
  const prefix = hex.slice(0, 2).toUpperCase();
  let key = hex.toUpperCase();
  let algorithm: 'secp256k1' | 'ed25519';
  if (prefix === 'ED' && hex.length === 66) algorithm = 'ed25519';
  else if ((prefix === '02' || prefix === '03') && hex.length === 66) algorithm = 'secp256k1';
  else if (prefix === '04' && hex.length === 130) algorithm = 'secp256k1';
  else throw new EngineError('UNKNOWN_PREFIX', 'Unknown key prefix', { prefix });
  if (algorithm === 'secp256k1') {
    try {
      key = toHex(secp256k1.Point.fromHex(hex.toLowerCase()).toBytes(true), { upper: true });
    } catch {
      throw new EngineError('INVALID_ADDRESS', 'Not a point on secp256k1');
    }
  }
  return { address: deriveAddress(key), algorithm, publicKeyHex: key };
}
