import { EngineError } from '../errors.ts';
import { big, checkCount, checkTime, MonotonicClock, putBig, uuidText } from './uuid.ts';

// Crockford's base32 (https://www.crockford.com/base32.html), as the ULID spec uses it.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What a ULID holds (https://github.com/ulid/spec): 48-bit milliseconds and 80 random bits. */
export interface UlidInfo {
  /** Canonical: 26 upper-case Crockford base32 characters. */
  readonly ulid: string;
  readonly timeMs: number;
  readonly bytes: Uint8Array;
  /** The same 128 bits written as a UUID. */
  readonly uuid: string;
}

/** The 26-character Crockford base32 text of 16 bytes (the first character carries 3 bits). */
export function ulidText(bytes: Uint8Array): string {
  let v = big(bytes, 0, 16);
  let s = '';
  for (let i = 0; i < 26; i++) {
    s = ALPHABET[Number(v & 31n)] + s;
    v >>= 5n;
  }
  return s;
}

/**
 * Inspects a ULID: its time and its bytes. Case is ignored and I, L, O read as 1, 1, 0 as Crockford
 * allows; the largest is 7ZZZZZZZZZZZZZZZZZZZZZZZZZ.
 *
 * @throws EngineError INVALID_ULID (`reason`: 'length', 'char' or 'overflow')
 * @example
 * inspectUlid('01ARYZ6S41TSV4RRFFQ69G5FAV').timeMs // 1469918176385
 */
export function inspectUlid(text: string): UlidInfo {
  if (typeof text !== 'string') throw new TypeError('text must be a string');
  const t = text.trim().toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  if (t.length !== 26) throw new EngineError('INVALID_ULID', 'a ULID has 26 characters', { reason: 'length' });
  let v = 0n;
  for (const c of t) {
    const d = ALPHABET.indexOf(c);
    if (d < 0) throw new EngineError('INVALID_ULID', 'not a Crockford base32 character', { reason: 'char', char: c });
    v = (v << 5n) | BigInt(d);
  }
  if (v >> 128n !== 0n) throw new EngineError('INVALID_ULID', 'larger than 128 bits', { reason: 'overflow' });
  const bytes = new Uint8Array(16);
  putBig(bytes, 0, 16, v);
  return { ulid: t, timeMs: Number(big(bytes, 0, 6)), bytes, uuid: uuidText(bytes) };
}

const ulidClock = new MonotonicClock(80);

/**
 * A ULID (https://github.com/ulid/spec): 48-bit Unix milliseconds and 80 random bits from
 * `crypto.getRandomValues`, monotonic within one millisecond (the random part plus one), spelled as
 * {@link ulidText} does. `ulid()` gives one string (now), `ulid(n, nowMs?)` an array of n;
 * `inspectUlid(s).bytes` gives a string's 16 bytes.
 *
 * @throws RangeError for a count that is not a whole number from 0 to 100,000, or a time before 1970 or
 *   past 2^48 - 1 ms.
 * @example
 * ulid().length // 26
 * @example
 * // a clock of its own: the shared one never goes back to a time before the last ULID it made
 * ulid(1, 1469918176385, new MonotonicClock(80))[0].slice(0, 10) // '01ARYZ6S41'
 */
export function ulid(): string;
export function ulid(count: number, nowMs?: number, clock?: MonotonicClock): string[];
export function ulid(count?: number, nowMs = Date.now(), clock: MonotonicClock = ulidClock): string | string[] {
  checkCount(count ?? 1);
  checkTime(nowMs);
  const ids = Array.from({ length: count ?? 1 }, () => {
    const { ms, rand } = clock.next(nowMs);
    const b = new Uint8Array(16);
    putBig(b, 0, 6, BigInt(ms));
    putBig(b, 6, 16, rand);
    return ulidText(b);
  });
  return count === undefined ? (ids[0] as string) : ids;
}
