import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58, bech32, bech32m } from '@scure/base';

/**
 * Whether `address` is a valid Bitcoin mainnet address: base58check P2PKH (`1...`) or P2SH (`3...`)
 * with a correct checksum, or a segwit address (`bc1...`) per BIP-173 (v0, bech32) and BIP-350
 * (v1+, bech32m) with a valid program length.
 *
 * @example
 * isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa') // true
 * isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb') // false (checksum)
 */
export function isBitcoinAddress(address: string): boolean {
  if (typeof address !== 'string') throw new TypeError('address must be a string');
  if (/^(bc1|BC1)/.test(address)) return isSegwit(address);
  let raw: Uint8Array;
  try {
    raw = base58.decode(address);
  } catch {
    return false;
  }
  if (raw.length !== 25 || (raw[0] !== 0x00 && raw[0] !== 0x05)) return false;
  const check = sha256(sha256(raw.subarray(0, 21)));
  return raw.subarray(21).every((b, i) => b === check[i]);
}

function isSegwit(address: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase() as `${string}1${string}`;
  for (const codec of [bech32, bech32m]) {
    let decoded: { prefix: string; words: number[] };
    try {
      decoded = codec.decode(lower, 90);
    } catch {
      continue;
    }
    if (decoded.prefix !== 'bc' || decoded.words.length === 0) return false;
    const version = decoded.words[0] as number;
    if ((version === 0) !== (codec === bech32) || version > 16) return false;
    let program: Uint8Array;
    try {
      program = bech32.fromWords(decoded.words.slice(1));
    } catch {
      return false;
    }
    if (program.length < 2 || program.length > 40) return false;
    return version !== 0 || program.length === 20 || program.length === 32;
  }
  return false;
}

/**
 * Whether `address` is an Ethereum address in EIP-55 mixed-case checksum form. All-lowercase or
 * all-uppercase hex carries no checksum and is rejected: a donation address must be checkable.
 *
 * @example
 * isEip55Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 * isEip55Address('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed') // false (no checksum)
 */
export function isEip55Address(address: string): boolean {
  if (typeof address !== 'string') throw new TypeError('address must be a string');
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()));
  for (let i = 0; i < 40; i++) {
    const c = hex[i] as string;
    if (!/[a-fA-F]/.test(c)) continue;
    const nibble = ((hash[i >> 1] as number) >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    if (nibble >= 8 !== (c === c.toUpperCase())) return false;
  }
  return true;
}
