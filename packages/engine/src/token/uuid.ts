import { md5, sha1 } from '@noble/hashes/legacy.js';
import { EngineError } from '../errors.ts';
import { type BytesOrText, bytesOf } from '../input.ts';

/** Fills `bytes` with random values; `crypto.getRandomValues` unless a test passes its own. */
export type RandomSource = (bytes: Uint8Array<ArrayBuffer>) => void;
export const cryptoRandom: RandomSource = (b) => {
  crypto.getRandomValues(b);
};

/** What a UUID says about itself (RFC 9562 section 4). */
export interface UuidInfo {
  /** Lowercase, hyphenated. */
  readonly canonical: string;
  readonly bytes: Uint8Array;
  /** The version nibble (bits 48-51); meaningful only when `variant` is 'rfc'. */
  readonly version: number;
  readonly variant: 'ncs' | 'rfc' | 'microsoft' | 'future';
  /** 'nil' (all zeros) or 'max' (all ones, RFC 9562 section 5.10), else null. */
  readonly special: 'nil' | 'max' | null;
  /** Milliseconds since the Unix epoch for v1, v6 and v7 (v1/v6: 100 ns ticks since 1582-10-15, floored). */
  readonly timeMs: number | null;
  /** The 100 ns ticks since 1582-10-15 for v1 and v6, exactly. */
  readonly ticks: bigint | null;
  /** v1 and v6: the 14-bit clock sequence. */
  readonly clockSeq: number | null;
  /** v1 and v6: the 48-bit node as hex with colons. */
  readonly node: string | null;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Lowercase hyphenated text of 16 bytes (RFC 9562 section 4). */
export function uuidText(bytes: Uint8Array): string {
  const h = Array.from(bytes, (b) => HEX[b]).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Reads a UUID in any usual spelling: hyphenated or not, any case, in braces, or as a `urn:uuid:` URN.
 *
 * @throws EngineError INVALID_UUID
 * @example
 * parseUuid('{F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6}')[0] // 248
 */
export function parseUuid(text: string): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('text must be a string');
  const t = text
    .trim()
    .replace(/^urn:uuid:/i, '')
    .replace(/^\{(.*)\}$/, '$1');
  if (!/^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(t)) {
    throw new EngineError('INVALID_UUID', 'not a UUID', { length: t.length });
  }
  const h = t.replace(/-/g, '');
  return Uint8Array.from({ length: 16 }, (_, i) => Number.parseInt(h.slice(i * 2, i * 2 + 2), 16));
}

const GREGORIAN_OFFSET = 122_192_928_000_000_000n; // 100 ns ticks from 1582-10-15 to 1970-01-01

function big(bytes: Uint8Array, from: number, to: number): bigint {
  let v = 0n;
  for (let i = from; i < to; i++) v = (v << 8n) | BigInt(bytes[i] ?? 0);
  return v;
}

function variantOf(b: number): UuidInfo['variant'] {
  if ((b & 0x80) === 0) return 'ncs';
  if ((b & 0xc0) === 0x80) return 'rfc';
  if ((b & 0xe0) === 0xc0) return 'microsoft';
  return 'future';
}

function gregorian(bytes: Uint8Array, version: number): bigint | null {
  if (version === 1) {
    const low = big(bytes, 0, 4);
    const mid = big(bytes, 4, 6);
    const high = big(bytes, 6, 8) & 0x0fffn;
    return (high << 48n) | (mid << 32n) | low;
  }
  if (version === 6) return (big(bytes, 0, 6) << 12n) | (big(bytes, 6, 8) & 0x0fffn);
  return null;
}

/**
 * Inspects a UUID: version, variant, and for time-based versions the time (v1 and v6 count 100 ns
 * since 1582-10-15, v7 counts ms since 1970), clock sequence and node (RFC 9562 sections 4, 5).
 *
 * @throws EngineError INVALID_UUID
 * @example
 * inspectUuid('C232AB00-9414-11EC-B3C8-9F6BDECED846').timeMs // 1645557742000
 * inspectUuid('017F22E2-79B0-7CC3-98C4-DC0C0C07398F').timeMs // 1645557742000
 */
export function inspectUuid(text: string): UuidInfo {
  const bytes = parseUuid(text);
  const version = (bytes[6] ?? 0) >> 4;
  const variant = variantOf(bytes[8] ?? 0);
  const special = bytes.every((b) => b === 0) ? 'nil' : bytes.every((b) => b === 0xff) ? 'max' : null;
  const rfc = variant === 'rfc';
  const ticks = rfc ? gregorian(bytes, version) : null;
  let timeMs: number | null = null;
  if (ticks !== null) {
    const d = ticks - GREGORIAN_OFFSET;
    timeMs = Number(d / 10_000n - (d < 0n && d % 10_000n !== 0n ? 1n : 0n));
  }
  if (rfc && version === 7) timeMs = Number(big(bytes, 0, 6));
  const timeBased = ticks !== null;
  return {
    canonical: uuidText(bytes),
    bytes,
    version,
    variant,
    special,
    timeMs,
    ticks,
    clockSeq: timeBased ? Number(big(bytes, 8, 10) & 0x3fffn) : null,
    node: timeBased ? Array.from(bytes.subarray(10), (b) => HEX[b]).join(':') : null,
  };
}

/** How a generated UUID is spelled. */
export interface UuidFormat {
  readonly upper?: boolean;
  readonly braces?: boolean;
  readonly hyphens?: boolean;
}

/**
 * Spells a UUID (its 16 bytes, or a string {@link parseUuid} reads): lower or upper case, with or without
 * hyphens, optionally in braces.
 *
 * @throws EngineError INVALID_UUID for a string that is not a UUID.
 * @example
 * formatUuid(new Uint8Array(16).fill(255), { upper: true, braces: true }) // '{FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF}'
 * @example
 * formatUuid('f81d4fae-7dec-11d0-a765-00a0c91e6bf6', { hyphens: false, upper: true }) // 'F81D4FAE7DEC11D0A76500A0C91E6BF6'
 */
export function formatUuid(uuid: Uint8Array | string, format: UuidFormat = {}): string {
  let s = uuidText(typeof uuid === 'string' ? parseUuid(uuid) : uuid);
  if (format.hyphens === false) s = s.replace(/-/g, '');
  if (format.upper) s = s.toUpperCase();
  return format.braces ? `{${s}}` : s;
}

/**
 * A random (version 4) UUID, RFC 9562 section 5.4: 122 random bits from `crypto.getRandomValues`,
 * spelled as {@link uuidText} does. `uuidV4()` gives one string, `uuidV4(n)` an array of n (0 to
 * 100,000); {@link parseUuid} gives a string's 16 bytes.
 *
 * @throws RangeError for a count that is not a whole number from 0 to 100,000.
 * @example
 * uuidV4().length // 36
 * uuidV4()[14] // '4'
 * @example
 * uuidV4(2).length // 2
 * parseUuid(uuidV4(1)[0])[6] >> 4 // 4
 */
export function uuidV4(): string;
export function uuidV4(count: number, random?: RandomSource): string[];
export function uuidV4(count?: number, random: RandomSource = cryptoRandom): string | string[] {
  const ids = Array.from({ length: checkCount(count ?? 1) }, () => {
    const b = new Uint8Array(16);
    random(b);
    b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
    b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
    return uuidText(b);
  });
  return count === undefined ? (ids[0] as string) : ids;
}

/** The nil UUID, all 128 bits zero (RFC 9562 section 5.9). */
export const UUID_NIL = '00000000-0000-0000-0000-000000000000';
/** The max UUID, all 128 bits one (RFC 9562 section 5.10). */
export const UUID_MAX = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/** The name spaces RFC 9562 section 6.6 defines for name-based UUIDs (versions 3 and 5). */
export const UUID_NAMESPACES = {
  dns: '6ba7b810-9dad-11d1-80b4-00c04fd430c8',
  url: '6ba7b811-9dad-11d1-80b4-00c04fd430c8',
  oid: '6ba7b812-9dad-11d1-80b4-00c04fd430c8',
  x500: '6ba7b814-9dad-11d1-80b4-00c04fd430c8',
} as const;

/** A name space: one of RFC 9562's by its short name, or any UUID (text as {@link parseUuid} reads it, or 16 bytes). */
export type UuidNamespace = keyof typeof UUID_NAMESPACES | string | Uint8Array;

function nameBased(version: 3 | 5, namespace: UuidNamespace, name: BytesOrText): string {
  let ns: Uint8Array;
  if (namespace instanceof Uint8Array) {
    if (namespace.length !== 16) throw new RangeError('namespace must be 16 bytes');
    ns = namespace;
  } else if (typeof namespace === 'string') {
    ns = parseUuid(
      Object.hasOwn(UUID_NAMESPACES, namespace)
        ? UUID_NAMESPACES[namespace as keyof typeof UUID_NAMESPACES]
        : namespace,
    );
  } else throw new TypeError('namespace must be a UUID, its 16 bytes or dns, url, oid or x500');
  const n = bytesOf(name, 'name');
  const data = new Uint8Array(16 + n.length);
  data.set(ns);
  data.set(n, 16);
  const b = (version === 3 ? md5 : sha1)(data).slice(0, 16);
  b[6] = ((b[6] ?? 0) & 0x0f) | (version << 4);
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  return uuidText(b);
}

/**
 * A name-based UUID with SHA-1 (version 5), RFC 9562 section 5.5: the same name in the same name space
 * always gives the same UUID. `name` is hashed as its UTF-8 bytes when it is a string.
 *
 * @throws EngineError INVALID_UUID for a name space that is not a UUID.
 * @example
 * uuidV5('dns', 'www.example.com') // '2ed6657d-e927-568b-95e1-2665a8aea6a2'
 */
export function uuidV5(namespace: UuidNamespace, name: string | Uint8Array): string {
  return nameBased(5, namespace, name);
}

/**
 * A name-based UUID with MD5 (version 3), RFC 9562 section 5.3; prefer {@link uuidV5} for new names.
 * `name` is hashed as its UTF-8 bytes when it is a string.
 *
 * @throws EngineError INVALID_UUID for a name space that is not a UUID.
 * @example
 * uuidV3('dns', 'www.example.com') // '5df41881-3aed-3515-88a7-2f4a814cf09e'
 */
export function uuidV3(namespace: UuidNamespace, name: string | Uint8Array): string {
  return nameBased(3, namespace, name);
}

function checkCount(count: number): number {
  if (!Number.isInteger(count) || count < 0 || count > 100_000) throw new RangeError('count must be 0..100000');
  return count;
}

/**
 * A source of time-ordered identifiers that stays strictly increasing within one millisecond and when
 * the clock steps back: it keeps the last random part and adds to it (RFC 9562 section 6.2 method 2,
 * "monotonic random"). The step is one, as the ULID spec's monotonic factory takes it, or with
 * `stepBits` one plus that many random bits, which RFC 9562 permits so that one identifier of a batch
 * does not give away the next. On overflow the time moves on by one millisecond.
 */
export class MonotonicClock {
  private lastMs = -1;
  private last = 0n;

  /**
   * `bits` is the size of the random part: 74 for UUIDv7, 80 for ULID. `stepBits` (0 to 32, default 0)
   * makes each step within a millisecond 1 plus a random number of that many bits.
   */
  constructor(
    private readonly bits: number,
    private readonly random: RandomSource = cryptoRandom,
    private readonly stepBits = 0,
  ) {
    if (!Number.isInteger(stepBits) || stepBits < 0 || stepBits > 32) throw new RangeError('stepBits must be 0..32');
  }

  private step(): bigint {
    if (this.stepBits === 0) return 1n;
    const b = new Uint8Array(4);
    this.random(b);
    return 1n + (big(b, 0, 4) & ((1n << BigInt(this.stepBits)) - 1n));
  }

  private fresh(): bigint {
    const b = new Uint8Array(Math.ceil(this.bits / 8));
    this.random(b);
    return big(b, 0, b.length) & ((1n << BigInt(this.bits)) - 1n);
  }

  /** The next (milliseconds, random part) pair, above the previous one. */
  next(nowMs: number): { ms: number; rand: bigint } {
    if (nowMs > this.lastMs) {
      this.lastMs = nowMs;
      this.last = this.fresh();
    } else {
      this.last += this.step();
      if (this.last >> BigInt(this.bits) !== 0n) {
        this.lastMs += 1;
        this.last = this.fresh();
      }
    }
    return { ms: this.lastMs, rand: this.last };
  }
}

function putBig(b: Uint8Array, from: number, to: number, v: bigint): void {
  let x = v;
  for (let i = to - 1; i >= from; i--) {
    b[i] = Number(x & 0xffn);
    x >>= 8n;
  }
}

function checkTime(ms: number): void {
  if (!Number.isInteger(ms) || ms < 0 || ms >= 2 ** 48) throw new RangeError('time must be 0..2^48-1 ms');
}

// UUIDv7 steps by 1 plus 31 random bits within a millisecond (RFC 9562 6.2 method 2 allows it): a batch
// stays in order, and one UUID of it does not tell the next. ULID keeps its spec's step of one.
const v7Clock = new MonotonicClock(74, cryptoRandom, 31);

/**
 * A time-ordered (version 7) UUID, RFC 9562 section 5.7: 48-bit Unix milliseconds, then 74 random bits
 * (12 in rand_a, 62 in rand_b); within one millisecond each is the previous plus 1 to 2^31 (random), so a
 * batch sorts in the order made and one UUID does not give away the next. `uuidV7()` gives one string (now), `uuidV7(n, nowMs?)` an array of n.
 *
 * @throws RangeError for a count that is not a whole number from 0 to 100,000, or a time before 1970 or
 *   past 2^48 - 1 ms.
 * @example
 * uuidV7()[14] // '7'
 * @example
 * // a clock of its own: the shared one never goes back to a time before the last UUID it made
 * inspectUuid(uuidV7(1, 1645557742000, new MonotonicClock(74))[0]).timeMs // 1645557742000
 */
export function uuidV7(): string;
export function uuidV7(count: number, nowMs?: number, clock?: MonotonicClock): string[];
export function uuidV7(count?: number, nowMs = Date.now(), clock: MonotonicClock = v7Clock): string | string[] {
  checkCount(count ?? 1);
  checkTime(nowMs);
  const ids = Array.from({ length: count ?? 1 }, () => {
    const { ms, rand } = clock.next(nowMs);
    const b = new Uint8Array(16);
    putBig(b, 0, 6, BigInt(ms));
    putBig(b, 6, 8, 0x7000n | (rand >> 62n));
    putBig(b, 8, 16, (0b10n << 62n) | (rand & ((1n << 62n) - 1n)));
    return uuidText(b);
  });
  return count === undefined ? (ids[0] as string) : ids;
}

/** Options of {@link uuidV1} and {@link uuidV6}; whatever is left out is taken fresh. */
export interface GregorianUuidOptions {
  /** Milliseconds since the Unix epoch (back to 1582-10-15, so it may be negative); not with `ticks`. */
  readonly time?: number;
  /** The exact timestamp: 100 ns ticks since 1582-10-15 00:00 UTC, 0 to 2^60 - 1; not with `time`. */
  readonly ticks?: bigint;
  /** The 14-bit clock sequence, 0 to 16383; random when left out. */
  readonly clockSeq?: number;
  /** The 48-bit node: 6 bytes, or 12 hex digits with `:` or `-` between pairs allowed; random when left out. */
  readonly node?: Uint8Array | string;
  /** Where the random clock sequence and node come from; `crypto.getRandomValues` by default. */
  readonly random?: RandomSource;
}

const TICKS_END = 1n << 60n;
// The last timestamp the shared clock gave, so that UUIDs made without a time never repeat one.
let lastTicks = -1n;

function nodeBytes(node: Uint8Array | string | undefined, random: RandomSource): Uint8Array {
  if (node === undefined) {
    const b = new Uint8Array(6);
    random(b);
    // A browser has no MAC address to give: a random node with the multicast bit set, so that it can never
    // collide with a real IEEE 802 address (RFC 9562 section 6.10).
    b[0] = (b[0] ?? 0) | 0x01;
    return b;
  }
  if (node instanceof Uint8Array) {
    if (node.length !== 6) throw new RangeError('node must be 6 bytes');
    return node;
  }
  if (typeof node !== 'string' || !/^[0-9a-f]{2}(?:[:-]?[0-9a-f]{2}){5}$/i.test(node)) {
    throw new RangeError('node must be 6 bytes or 12 hex digits');
  }
  const h = node.replace(/[:-]/g, '');
  return Uint8Array.from({ length: 6 }, (_, i) => Number.parseInt(h.slice(i * 2, i * 2 + 2), 16));
}

/** The Gregorian fields of a batch of `count`: first timestamp, clock sequence and node. */
function gregorianFields(count: number, options: GregorianUuidOptions) {
  const { time, ticks, clockSeq, node, random = cryptoRandom } = options;
  if (time !== undefined && ticks !== undefined) throw new RangeError('pass time or ticks, not both');
  let first: bigint;
  if (ticks !== undefined) {
    if (typeof ticks !== 'bigint') throw new TypeError('ticks must be a bigint');
    first = ticks;
  } else if (time !== undefined) {
    if (!Number.isInteger(time)) throw new RangeError('time must be a whole number of ms');
    first = BigInt(time) * 10_000n + GREGORIAN_OFFSET;
  } else {
    // Each UUID of the shared clock is one tick (100 ns) after the last one, as Python's uuid1 does.
    first = BigInt(Date.now()) * 10_000n + GREGORIAN_OFFSET;
    if (first <= lastTicks) first = lastTicks + 1n;
    lastTicks = first + BigInt(count) - 1n;
  }
  if (first < 0n || first + BigInt(Math.max(count, 1)) - 1n >= TICKS_END) {
    throw new RangeError('time must be from 1582-10-15 to 5236-03-31 (60-bit ticks)');
  }
  let seq: number;
  if (clockSeq === undefined) {
    const b = new Uint8Array(2);
    random(b);
    seq = ((b[0] ?? 0) << 8) | (b[1] ?? 0);
  } else {
    if (!Number.isInteger(clockSeq) || clockSeq < 0 || clockSeq > 0x3fff)
      throw new RangeError('clockSeq must be 0..16383');
    seq = clockSeq;
  }
  return { first, seq: seq & 0x3fff, node: nodeBytes(node, random) };
}

function gregorianUuids(version: 1 | 6, count: number | undefined, options: GregorianUuidOptions): string | string[] {
  const n = checkCount(count ?? 1);
  const { first, seq, node } = gregorianFields(n, options);
  const ids = Array.from({ length: n }, (_, i) => {
    const t = first + BigInt(i);
    const b = new Uint8Array(16);
    if (version === 1) {
      putBig(b, 0, 4, t & 0xffff_ffffn);
      putBig(b, 4, 6, (t >> 32n) & 0xffffn);
      putBig(b, 6, 8, 0x1000n | (t >> 48n));
    } else {
      putBig(b, 0, 6, t >> 12n);
      putBig(b, 6, 8, 0x6000n | (t & 0x0fffn));
    }
    b[8] = 0x80 | (seq >> 8);
    b[9] = seq & 0xff;
    b.set(node, 10);
    return uuidText(b);
  });
  return count === undefined ? (ids[0] as string) : ids;
}

/**
 * A time-based (version 1) UUID, RFC 9562 section 5.1: a 60-bit count of 100 ns since 1582-10-15, a
 * 14-bit clock sequence and a 48-bit node. The node is random with the multicast bit set (section 6.10),
 * since a browser has no MAC address; pass `time` or `ticks`, `clockSeq` and `node` for a reproducible
 * UUID. Each UUID of a batch is one tick after the one before; without a time, the shared clock never
 * gives the same tick twice. `uuidV1()` gives one string, `uuidV1(n, options)` an array of n.
 *
 * @throws RangeError for a count that is not a whole number from 0 to 100,000, a time outside the 60-bit
 *   range, a clock sequence outside 0 to 16383, or a node that is not 6 bytes or 12 hex digits.
 * @example
 * // RFC 9562 appendix A.1
 * uuidV1(1, { time: 1645557742000, clockSeq: 0x33c8, node: '9f:6b:de:ce:d8:46' })[0] // 'c232ab00-9414-11ec-b3c8-9f6bdeced846'
 * @example
 * inspectUuid(uuidV1()).version // 1
 * parseUuid(uuidV1())[10] & 1 // 1 (the multicast bit)
 */
export function uuidV1(): string;
export function uuidV1(count: number, options?: GregorianUuidOptions): string[];
export function uuidV1(count?: number, options: GregorianUuidOptions = {}): string | string[] {
  return gregorianUuids(1, count, options);
}

/**
 * A reordered time-based (version 6) UUID, RFC 9562 section 5.6: the fields of {@link uuidV1} with the
 * timestamp's most significant bits first, so that the text sorts by time. Options as for
 * {@link uuidV1}; the node is random with the multicast bit set unless given.
 *
 * @throws RangeError as {@link uuidV1} does.
 * @example
 * // RFC 9562 appendix A.5
 * uuidV6(1, { time: 1645557742000, clockSeq: 0x33c8, node: '9f6bdeced846' })[0] // '1ec9414c-232a-6b00-b3c8-9f6bdeced846'
 * @example
 * inspectUuid(uuidV6()).version // 6
 */
export function uuidV6(): string;
export function uuidV6(count: number, options?: GregorianUuidOptions): string[];
export function uuidV6(count?: number, options: GregorianUuidOptions = {}): string | string[] {
  return gregorianUuids(6, count, options);
}

export { big, checkCount, checkTime, putBig };
