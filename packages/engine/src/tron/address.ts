import { sha256 } from '@noble/hashes/sha2.js';
import { base58 } from '@scure/base';
import { EngineError } from '../errors.ts';

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/** A TRON address in both forms. */
export interface TronAddress {
  /** Base58Check, `T…` */
  base58: string;
  /** 21 bytes hex with the 0x41 prefix, lower case, no 0x */
  hex: string;
  /** The 20 bytes without the 41 prefix as `0x…`, the form TRON's ABI encoding and EVM tools use. */
  evmHex: string;
  /** How the text was given: `T…`, `41…` hex, or 20-byte `0x…` hex (read as 41 ‖ those bytes). */
  given: 'base58' | 'hex' | 'evm-hex';
}

/**
 * The `T…` Base58Check form of a 21-byte `41…` hex address (TRON's address format: 0x41 ‖ last 20
 * bytes of keccak(pubkey), checksum = first 4 bytes of double SHA-256).
 *
 * @throws INVALID_ADDRESS when the hex is not 21 bytes starting with 41.
 * @example
 * tronAddressFromHex('41a614f803b6fd780986a42c78ec9c7f77e6ded13c') // 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
 */
export function tronAddressFromHex(h: string): string {
  const s = h.replace(/^0x/i, '').toLowerCase();
  const body = s.length === 40 ? `41${s}` : s;
  if (!/^41[0-9a-f]{40}$/.test(body)) throw new EngineError('INVALID_ADDRESS', `not a TRON hex address: ${h}`);
  const bytes = Uint8Array.from(body.match(/../g) as string[], (x) => Number.parseInt(x, 16));
  const check = sha256(sha256(bytes)).subarray(0, 4);
  const all = new Uint8Array(25);
  all.set(bytes);
  all.set(check, 21);
  return base58.encode(all);
}

/**
 * Checks a TRON address given as `T…` Base58Check or `41…` hex (with `allowEvmHex`, also the 20-byte `0x…`
 * form an EVM tool or TRON's ABI encoding shows, read as 41 ‖ those bytes) and returns every form.
 *
 * @throws INVALID_BASE58 for a character outside the alphabet; INVALID_ADDRESS for a wrong length or
 *   prefix; WRONG_LENGTH (expected, actual: hex digits) and UNKNOWN_PREFIX (prefix) for hex that is not
 *   21 bytes from 41; BAD_CHECKSUM when the Base58Check checksum does not match.
 * @example
 * checkTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t').hex // '41a614f803b6fd780986a42c78ec9c7f77e6ded13c'
 */
export function checkTronAddress(text: string, options: { allowEvmHex?: boolean } = {}): TronAddress {
  const t = text.trim();
  if (/^(0x)?41[0-9a-fA-F]{40}$/.test(t)) {
    const h = t.replace(/^0x/i, '').toLowerCase();
    return { hex: h, base58: tronAddressFromHex(h), evmHex: `0x${h.slice(2)}`, given: 'hex' };
  }
  if (options.allowEvmHex && /^0x[0-9a-fA-F]{40}$/.test(t)) {
    const h = `41${t.slice(2).toLowerCase()}`;
    return { hex: h, base58: tronAddressFromHex(h), evmHex: `0x${h.slice(2)}`, given: 'evm-hex' };
  }
  // A base58 TRON address starts with T, which is not a hex digit: all-hex text is a hex form gone wrong.
  if (/^(0x)?[0-9a-fA-F]+$/.test(t)) {
    const h = t.replace(/^0x/i, '');
    const evm = options.allowEvmHex && /^0x/i.test(t) && !h.startsWith('41');
    if (h.length !== 42 && !evm)
      throw new EngineError('WRONG_LENGTH', `not 21 bytes of hex: ${t}`, { expected: 42, actual: h.length });
    if (evm) throw new EngineError('WRONG_LENGTH', `not 20 bytes of hex: ${t}`, { expected: 40, actual: h.length });
    throw new EngineError('UNKNOWN_PREFIX', `a TRON hex address starts with 41: ${t}`, { prefix: h.slice(0, 2) });
  }
  // A TRON address is 34 base58 characters; base58 decoding is quadratic, so a long paste stops here.
  if (t.length > 64) throw new EngineError('INVALID_ADDRESS', `not a TRON address: ${t.length} characters`);
  const bad = t.search(/[^1-9A-HJ-NP-Za-km-z]/);
  if (bad >= 0) throw new EngineError('INVALID_BASE58', 'not base58', { char: t[bad] ?? '', position: bad + 1 });
  let all: Uint8Array;
  try {
    all = base58.decode(t);
  } catch {
    throw new EngineError('INVALID_ADDRESS', 'not base58');
  }
  if (all.length !== 25 || all[0] !== 0x41) throw new EngineError('INVALID_ADDRESS', `not a TRON address: ${t}`);
  const body = all.subarray(0, 21);
  const check = sha256(sha256(body)).subarray(0, 4);
  if (check.some((x, i) => x !== all[21 + i])) throw new EngineError('BAD_CHECKSUM', `checksum mismatch: ${t}`);
  const h = hex(body);
  return { hex: h, base58: t, evmHex: `0x${h.slice(2)}`, given: 'base58' };
}
