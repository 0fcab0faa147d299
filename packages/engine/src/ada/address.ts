import { base58, bech32 } from '@scure/base';
import { toHex } from '../encoding/hex.ts';
import { EngineError } from '../errors.ts';
import { type CborItem, decodeCbor } from './cbor.ts';

/** A payment or stake credential: the hash of a key or of a script, 28 bytes. */
export interface CardanoCredential {
  readonly kind: 'key' | 'script';
  readonly hashHex: string;
  /** CIP-5 bech32 of the hash: `addr_vkh`, `stake_vkh` or `script`. */
  readonly bech32: string;
}

/** A chain pointer to the stake key registration certificate (CIP-19). */
export interface CardanoPointer {
  readonly slot: bigint;
  readonly txIndex: bigint;
  readonly certIndex: bigint;
}

/** The inside of a Byron (bootstrap) address. */
export interface CardanoByronInfo {
  /** Blake2b-224 of SHA3-256 of the address spending data and attributes. */
  readonly rootHex: string;
  readonly addressType: 'public-key' | 'script' | 'redeem' | `other(${number})`;
  /** The ChaCha20-Poly1305-encrypted derivation path of a legacy random wallet, when present. */
  readonly derivationPathHex?: string;
  /** Present on test networks only; mainnet addresses carry none. */
  readonly protocolMagic?: number;
  readonly crc32: number;
}

/** Everything {@link inspectCardanoAddress} reads from an address. */
export interface CardanoAddressInfo {
  readonly encoding: 'bech32' | 'hex' | 'base58';
  /** The address bytes, lower-case hex. */
  readonly hex: string;
  /** The canonical text form: bech32 for Shelley and stake addresses, base58 for Byron. */
  readonly address: string;
  /** Header bits 7-4 (CIP-19): 0-3 base, 4-5 pointer, 6-7 enterprise, 8 Byron, 14-15 reward. */
  readonly headerType: number;
  readonly kind: 'base' | 'pointer' | 'enterprise' | 'reward' | 'byron';
  /** Shelley network id (1 mainnet, 0 test networks); for Byron, from the protocol magic. */
  readonly networkId: number | null;
  readonly network: 'mainnet' | 'testnet' | 'preprod' | 'preview' | 'legacy-testnet' | 'unknown';
  readonly payment?: CardanoCredential;
  readonly stake?: CardanoCredential;
  readonly pointer?: CardanoPointer;
  /** The reward address of a base address's stake credential (or the address itself for a reward one). */
  readonly stakeAddress?: string;
  readonly byron?: CardanoByronInfo;
}

const BYRON_MAINNET_MAGIC = 764824073;
const MAGIC_NAMES: Record<number, CardanoAddressInfo['network']> = {
  764824073: 'mainnet',
  1097911063: 'legacy-testnet',
  1: 'preprod',
  2: 'preview',
};
const HASH_LEN = 28;

function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

function b32(prefix: string, bytes: Uint8Array): string {
  return bech32.encode(prefix, bech32.toWords(bytes), false);
}

function credential(kind: 'key' | 'script', hash: Uint8Array, role: 'payment' | 'stake'): CardanoCredential {
  const prefix = kind === 'script' ? 'script' : role === 'payment' ? 'addr_vkh' : 'stake_vkh';
  return { kind, hashHex: toHex(hash), bech32: b32(prefix, hash) };
}

/** IEEE CRC-32 (as zlib), which Byron addresses use to protect their payload. */
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

function wrongLength(expected: number, actual: number): never {
  throw new EngineError('WRONG_LENGTH', `Expected ${expected} bytes, got ${actual}`, { expected, actual });
}

/** Reads the three variable-length naturals of a pointer (7 bits per byte, high bit = more follows). */
function readPointer(bytes: Uint8Array): CardanoPointer {
  const nums: bigint[] = [];
  let i = 0;
  for (let n = 0; n < 3; n++) {
    let v = 0n;
    for (;;) {
      if (i >= bytes.length) throw new EngineError('INVALID_ADDRESS', 'Pointer cut short');
      const b = bytes[i++] ?? 0;
      v = (v << 7n) | BigInt(b & 0x7f);
      if (!(b & 0x80)) break;
    }
    nums.push(v);
  }
  if (i !== bytes.length) throw new EngineError('INVALID_ADDRESS', 'Bytes after the pointer');
  return { slot: nums[0] ?? 0n, txIndex: nums[1] ?? 0n, certIndex: nums[2] ?? 0n };
}

/** Valid CBOR that is not the shape of a Byron address. */
function cborFail(reason: string): never {
  throw new EngineError('INVALID_ADDRESS', `Not a Byron address: ${reason}`);
}

function byron(bytes: Uint8Array, text: string, encoding: CardanoAddressInfo['encoding']): CardanoAddressInfo {
  const outer = decodeCbor(bytes);
  if (outer.kind !== 'array' || outer.items.length !== 2) cborFail('a Byron address is a 2-element array');
  const [payloadTag, crcItem] = outer.items as [CborItem, CborItem];
  if (payloadTag.kind !== 'tag' || payloadTag.tag !== 24n || payloadTag.item.kind !== 'bytes') {
    cborFail('the Byron payload must be tag 24 bytes');
  }
  if (crcItem.kind !== 'uint') cborFail('the Byron checksum must be an unsigned integer');
  const payload = payloadTag.item.value;
  const crc = Number(crcItem.value);
  if (crc32(payload) !== crc) throw new EngineError('BAD_CHECKSUM', 'The CRC32 of this Byron address does not match');
  const inner = decodeCbor(payload);
  if (inner.kind !== 'array' || inner.items.length !== 3) cborFail('the Byron payload is a 3-element array');
  const [root, attrs, type] = inner.items as [CborItem, CborItem, CborItem];
  if (root.kind !== 'bytes') cborFail('the Byron root must be bytes');
  if (root.value.length !== HASH_LEN) wrongLength(HASH_LEN, root.value.length);
  if (attrs.kind !== 'map') cborFail('the Byron attributes must be a map');
  if (type.kind !== 'uint') cborFail('the Byron address type must be an unsigned integer');
  let derivationPathHex: string | undefined;
  let protocolMagic: number | undefined;
  for (const [k, v] of attrs.entries) {
    if (k.kind !== 'uint' || v.kind !== 'bytes') continue;
    // Each attribute value is itself CBOR inside a byte string.
    const innerValue = decodeCbor(v.value);
    if (k.value === 1n && innerValue.kind === 'bytes') derivationPathHex = toHex(innerValue.value);
    if (k.value === 2n && innerValue.kind === 'uint') protocolMagic = Number(innerValue.value);
  }
  const t = Number(type.value);
  const addressType: CardanoByronInfo['addressType'] =
    t === 0 ? 'public-key' : t === 1 ? 'script' : t === 2 ? 'redeem' : `other(${t})`;
  const magic = protocolMagic ?? BYRON_MAINNET_MAGIC;
  return {
    encoding,
    hex: toHex(bytes),
    address: encoding === 'base58' ? text : base58.encode(bytes),
    headerType: 8,
    kind: 'byron',
    networkId: magic === BYRON_MAINNET_MAGIC ? 1 : 0,
    network: MAGIC_NAMES[magic] ?? 'unknown',
    byron: { rootHex: toHex(root.value), addressType, derivationPathHex, protocolMagic, crc32: crc },
  };
}

function shelley(bytes: Uint8Array, encoding: CardanoAddressInfo['encoding']): CardanoAddressInfo {
  const header = bytes[0] ?? 0;
  const type = header >> 4;
  const net = header & 0x0f;
  const network: CardanoAddressInfo['network'] = net === 1 ? 'mainnet' : net === 0 ? 'testnet' : 'unknown';
  const body = bytes.subarray(1);
  const isReward = type === 14 || type === 15;
  const hrp = isReward ? (net === 1 ? 'stake' : 'stake_test') : net === 1 ? 'addr' : 'addr_test';
  const base = { encoding, hex: toHex(bytes), address: b32(hrp, bytes), headerType: type, networkId: net, network };
  const paymentKind = type & 1 ? 'script' : 'key';
  if (type <= 3) {
    if (body.length !== 2 * HASH_LEN) wrongLength(1 + 2 * HASH_LEN, bytes.length);
    const stakeKind = type & 2 ? 'script' : 'key';
    const stakeHash = body.subarray(HASH_LEN);
    const reward = Uint8Array.of((stakeKind === 'script' ? 0xf0 : 0xe0) | net, ...stakeHash);
    return {
      ...base,
      kind: 'base',
      payment: credential(paymentKind, body.subarray(0, HASH_LEN), 'payment'),
      stake: credential(stakeKind, stakeHash, 'stake'),
      stakeAddress: b32(net === 1 ? 'stake' : 'stake_test', reward),
    };
  }
  if (type === 4 || type === 5) {
    if (body.length <= HASH_LEN) wrongLength(HASH_LEN + 4, bytes.length);
    return {
      ...base,
      kind: 'pointer',
      payment: credential(paymentKind, body.subarray(0, HASH_LEN), 'payment'),
      pointer: readPointer(body.subarray(HASH_LEN)),
    };
  }
  if (type === 6 || type === 7) {
    if (body.length !== HASH_LEN) wrongLength(1 + HASH_LEN, bytes.length);
    return { ...base, kind: 'enterprise', payment: credential(paymentKind, body, 'payment') };
  }
  if (isReward) {
    if (body.length !== HASH_LEN) wrongLength(1 + HASH_LEN, bytes.length);
    return {
      ...base,
      kind: 'reward',
      stake: credential(type === 15 ? 'script' : 'key', body, 'stake'),
      stakeAddress: base.address,
    };
  }
  throw new EngineError('UNKNOWN_PREFIX', `Unknown address type ${type}`, {
    prefix: `0x${header.toString(16).padStart(2, '0')}`,
  });
}

function fromBech32(s: string): CardanoAddressInfo {
  let decoded: { prefix: string; words: number[] };
  try {
    decoded = bech32.decode(s as `${string}1${string}`, false);
  } catch (e) {
    const msg = (e as Error).message;
    if (/checksum/i.test(msg)) throw new EngineError('BAD_CHECKSUM', msg);
    throw new EngineError('INVALID_BECH32', msg);
  }
  const { prefix } = decoded;
  if (!['addr', 'addr_test', 'stake', 'stake_test'].includes(prefix)) {
    throw new EngineError('UNKNOWN_PREFIX', `Unknown prefix ${prefix}`, { prefix });
  }
  const bytes = bech32.fromWords(decoded.words);
  if (bytes.length === 0) wrongLength(29, 0);
  const info = shelley(bytes, 'bech32');
  if (info.headerType === 8) throw new EngineError('INVALID_ADDRESS', 'A Byron address in bech32');
  if (info.address.slice(0, info.address.lastIndexOf('1')) !== prefix) {
    throw new EngineError('INVALID_ADDRESS', `The prefix ${prefix} does not match the address's own type and network`);
  }
  return info;
}

/** Longer text is refused as INVALID_ADDRESS without decoding (hex of a Byron address included). */
const MAX_ADDRESS_CHARS = 1024;

/**
 * Inspects a Cardano address given as bech32 (`addr…`, `stake…`, with `_test`), hex bytes or Byron
 * base58: its type, network, credentials, pointer, derived stake address and Byron attributes.
 * Follows CIP-19 (address format) and CIP-5 (bech32 prefixes); Byron per CIP-19's CDDL annex.
 * @throws EngineError INVALID_ADDRESS, INVALID_BECH32, BAD_CHECKSUM, UNKNOWN_PREFIX (prefix),
 *   WRONG_LENGTH (expected, actual), INVALID_BASE58 (char, position), INVALID_CBOR (reason)
 * @example inspectCardanoAddress('addr1vx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzers66hrl8').kind // 'enterprise'
 */
export function inspectCardanoAddress(input: string): CardanoAddressInfo {
  if (typeof input !== 'string') throw new TypeError('inspectCardanoAddress: input must be a string');
  const s = input.trim();
  if (s === '') throw new EngineError('INVALID_ADDRESS', 'Empty address');
  // Far longer than any address (a Byron one with a derivation path is under 200 characters): refused
  // before base58's quadratic decoding, whose own limit would escape as a plain Error.
  if (s.length > MAX_ADDRESS_CHARS) throw new EngineError('INVALID_ADDRESS', 'Too long to be a Cardano address');
  if (/^(addr|stake)(_test)?1/i.test(s)) return fromBech32(s);
  const hex = s.replace(/^0x/i, '');
  if (/^[0-9a-fA-F]+$/.test(hex) && hex.length % 2 === 0) {
    const bytes = fromHex(hex);
    return bytes[0] !== undefined && bytes[0] >> 4 === 8 ? byron(bytes, '', 'hex') : shelley(bytes, 'hex');
  }
  if (/^[a-z]+(_[a-z]+)?1[02-9ac-hj-np-z]+$/.test(s)) {
    const prefix = s.slice(0, s.lastIndexOf('1'));
    throw new EngineError('UNKNOWN_PREFIX', `Unknown prefix ${prefix}`, { prefix });
  }
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  for (let i = 0; i < s.length; i++) {
    if (!alphabet.includes(s.charAt(i))) {
      throw new EngineError('INVALID_BASE58', 'Not base58', { char: s.charAt(i), position: i + 1 });
    }
  }
  const bytes = base58.decode(s);
  if (bytes[0] === undefined || bytes[0] >> 4 !== 8) {
    throw new EngineError('INVALID_ADDRESS', 'Base58 text that is not a Byron address');
  }
  return byron(bytes, s, 'base58');
}
