import { EngineError } from '../errors.ts';
import { parseDecimal } from './decimal.ts';

/** The default display pattern. */
export const DEFAULT_TIME_PATTERN = 'yyyy/MM/dd HH:mm:ss';

/** ECMAScript's time value range: ±8.64e15 ms around the epoch (±100,000,000 days). */
const MAX_MS = 8_640_000_000_000_000;

export interface TimeOptions {
  /**
   * IANA time zone (`UTC`, `Asia/Shanghai`, `America/New_York`), or `local` for the zone of the machine
   * running the code (read through `Date`, with no `Intl`). Required: never the machine's by accident.
   */
  timeZone: string;
  /** Whether the timestamp counts seconds (default) or milliseconds. */
  unit?: 's' | 'ms';
  /**
   * Tokens: yyyy MMM MM dd EEE HH mm ss SSS XXX (+08:00, Z for zero) xx (+0800); text in '…' is literal.
   * Default `yyyy/MM/dd HH:mm:ss`.
   */
  pattern?: string;
}

/** The wall-clock fields of an instant in a time zone. */
export interface ZonedFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
  /** Offset from UTC in minutes (east positive). */
  offsetMinutes: number;
}

/**
 * The zone of the machine running the code, read through `Date`'s local fields. A page's first `Intl`
 * object costs a slow phone tens of milliseconds (issue 37); `Date` needs none.
 */
export const LOCAL_TIME_ZONE = 'local';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        era: 'short',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new EngineError('INVALID_TIME_ZONE', `Unknown time zone ${JSON.stringify(timeZone)}`, { value: timeZone });
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** Throws INVALID_TIME_ZONE for a zone no formatter knows; `UTC` and `local` need no formatter. */
function checkZone(timeZone: string): void {
  if (timeZone !== 'UTC' && timeZone !== LOCAL_TIME_ZONE) formatterFor(timeZone);
}

/**
 * Checks an IANA time zone name (or `local`, the machine's own zone). `UTC` and `local` are answered
 * without `Intl`.
 * @example isTimeZone('Asia/Shanghai') // true
 * @example isTimeZone('local') // true
 * @example isTimeZone('Mars/Olympus') // false
 */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone === 'UTC' || timeZone === LOCAL_TIME_ZONE) return true;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function utcMs(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): number {
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  return date.getTime();
}

/**
 * Offset of the zone from UTC at instant `ms`, in milliseconds (of whole seconds). UTC's is 0 and the
 * machine's own is read from `Date`'s local fields, without asking Intl: a page's first zone formatter loads
 * the browser's zone data, tens of milliseconds on a slow phone (issue 37).
 */
function offsetAt(ms: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  const whole = Math.floor(ms / 1000) * 1000;
  if (timeZone === LOCAL_TIME_ZONE) {
    const d = new Date(whole);
    const wall = utcMs(d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), 0);
    return wall - whole;
  }
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(whole))) parts[p.type] = p.value;
  let year = Number(parts.year);
  if (parts.era === 'BC' || parts.era === 'B') year = 1 - year;
  const wall = utcMs(
    year,
    Number(parts.month),
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
    0,
  );
  return wall - whole;
}

function checkMs(ms: number): void {
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_MS) {
    throw new EngineError('OUT_OF_RANGE', 'Timestamp out of range', {
      min: -MAX_MS,
      max: MAX_MS,
    });
  }
}

/**
 * The wall-clock fields of an instant (epoch milliseconds) in a time zone.
 * @throws EngineError INVALID_TIME_ZONE, OUT_OF_RANGE
 * @example zonedFields(0, 'Asia/Shanghai').hour // 8
 */
export function zonedFields(ms: number, timeZone: string): ZonedFields {
  checkMs(ms);
  const offset = offsetAt(ms, timeZone);
  const w = new Date(ms + offset);
  return {
    year: w.getUTCFullYear(),
    month: w.getUTCMonth() + 1,
    day: w.getUTCDate(),
    hour: w.getUTCHours(),
    minute: w.getUTCMinutes(),
    second: w.getUTCSeconds(),
    millisecond: w.getUTCMilliseconds(),
    weekday: w.getUTCDay(),
    offsetMinutes: Math.round(offset / 60_000),
  };
}

/**
 * Reads a timestamp given as a number, bigint or decimal string (`1700000000`, `1700000000.5`) into epoch
 * milliseconds; sub-millisecond digits are dropped toward the past.
 * @throws EngineError INVALID_NUMBER (params value), OUT_OF_RANGE (params min, max)
 * @example timestampToMs('1700000000', 's') // 1700000000000
 */
export function timestampToMs(time: number | bigint | string, unit: 's' | 'ms' = 's'): number {
  let coefficient: bigint;
  let scale: number;
  let negative: boolean;
  if (typeof time === 'bigint') {
    negative = time < 0n;
    coefficient = negative ? -time : time;
    scale = 0;
  } else {
    if (typeof time === 'number' && !Number.isFinite(time)) throw new RangeError('time must be finite');
    if (typeof time !== 'number' && typeof time !== 'string')
      throw new TypeError('time must be a number, bigint or string');
    try {
      ({ coefficient, scale, negative } = parseDecimal(String(time)));
    } catch {
      throw new EngineError('INVALID_NUMBER', `Not a timestamp: ${JSON.stringify(time)}`, { value: String(time) });
    }
  }
  const shift = (unit === 's' ? 3 : 0) - scale;
  let ms = shift >= 0 ? coefficient * 10n ** BigInt(shift) : coefficient / 10n ** BigInt(-shift);
  const exact = shift >= 0 || coefficient % 10n ** BigInt(-shift) === 0n;
  if (negative) ms = -ms - (exact ? 0n : 1n);
  if (ms > BigInt(MAX_MS) || ms < -BigInt(MAX_MS)) {
    throw new EngineError('OUT_OF_RANGE', 'Timestamp out of range', {
      min: unit === 's' ? -MAX_MS / 1000 : -MAX_MS,
      max: unit === 's' ? MAX_MS / 1000 : MAX_MS,
    });
  }
  return Number(ms);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const TOKEN_RE = /yyyy|MMM|MM|dd|EEE|HH|mm|ss|SSS|XXX|xx|'[^']*'/g;

const pad = (n: number, w: number) => (n < 0 ? `-${String(-n).padStart(w, '0')}` : String(n).padStart(w, '0'));

function offsetText(minutes: number, colon: boolean, z: boolean): string {
  if (z && minutes === 0) return 'Z';
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(a / 60), 2)}${colon ? ':' : ''}${pad(a % 60, 2)}`;
}

/**
 * Formats a Unix timestamp (seconds by default, milliseconds on request) in an explicit time zone with a
 * pattern (default `yyyy/MM/dd HH:mm:ss`).
 * @throws EngineError INVALID_NUMBER, OUT_OF_RANGE, INVALID_TIME_ZONE
 * @example formatTime(1700000000, { timeZone: 'UTC' }) // '2023/11/14 22:13:20'
 * @example formatTime('1700000000123', { timeZone: 'Asia/Shanghai', unit: 'ms', pattern: 'HH:mm:ss.SSS' }) // '06:13:20.123'
 */
export function formatTime(time: number | bigint | string, options: TimeOptions): string {
  if (!options || typeof options.timeZone !== 'string') throw new TypeError('formatTime: options.timeZone is required');
  const f = zonedFields(timestampToMs(time, options.unit ?? 's'), options.timeZone);
  return (options.pattern ?? DEFAULT_TIME_PATTERN).replace(TOKEN_RE, (t) => {
    switch (t) {
      case 'yyyy':
        return pad(f.year, 4);
      case 'MMM':
        return MONTHS[f.month - 1] ?? '';
      case 'MM':
        return pad(f.month, 2);
      case 'dd':
        return pad(f.day, 2);
      case 'EEE':
        return WEEKDAYS[f.weekday] ?? '';
      case 'HH':
        return pad(f.hour, 2);
      case 'mm':
        return pad(f.minute, 2);
      case 'ss':
        return pad(f.second, 2);
      case 'SSS':
        return pad(f.millisecond, 3);
      case 'XXX':
        return offsetText(f.offsetMinutes, true, true);
      case 'xx':
        return offsetText(f.offsetMinutes, false, false);
      default:
        return t.slice(1, -1);
    }
  });
}

/**
 * ISO 8601 / RFC 3339 form of an instant (epoch ms) in a time zone, e.g. `2023-11-15T06:13:20.000+08:00`;
 * a year outside 0000-9999 in ISO 8601's expanded form, six digits and a sign (`+010000-01-01T...`).
 * @throws EngineError OUT_OF_RANGE, INVALID_TIME_ZONE
 * @example toIso8601(1700000000000, 'UTC') // '2023-11-14T22:13:20.000Z'
 */
export function toIso8601(ms: number, timeZone: string): string {
  const rest = formatTime(ms, { timeZone, unit: 'ms', pattern: "-MM-dd'T'HH:mm:ss.SSSXXX" });
  const { year } = zonedFields(ms, timeZone);
  // ISO 8601's expanded years (and JavaScript's toISOString): six digits and a sign outside 0000-9999
  const y =
    year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? '-' : '+'}${String(Math.abs(year)).padStart(6, '0')}`;
  return `${y}${rest}`;
}

/**
 * RFC 2822 (section 3.3) form of an instant (epoch ms) in a time zone.
 * @throws EngineError OUT_OF_RANGE, INVALID_TIME_ZONE
 * @example toRfc2822(1700000000000, 'UTC') // 'Tue, 14 Nov 2023 22:13:20 +0000'
 */
export function toRfc2822(ms: number, timeZone: string): string {
  return formatTime(ms, {
    timeZone,
    unit: 'ms',
    pattern: 'EEE, dd MMM yyyy HH:mm:ss xx',
  });
}

const NUMERIC_RE =
  /^([+-]?\d{1,6})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2}|[+-]\d{2})?$/i;
const RFC2822_RE =
  /^(?:[A-Za-z]{3},\s*)?(\d{1,2})\s+([A-Za-z]{3})\s+(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([+-]\d{4}|UT|GMT|Z|[ECMP][SD]T)?$/i;
const NAMED_ZONES: Record<string, number> = {
  UT: 0,
  GMT: 0,
  Z: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
};

function daysInMonth(y: number, m: number): number {
  return new Date(utcMs(y, m + 1, 0, 0, 0, 0, 0)).getUTCDate();
}

/**
 * Reads a date and time written as `yyyy/MM/dd HH:mm:ss` (also `-` or `.` separators, `T`, fractions),
 * ISO 8601 with `Z` or an offset, or RFC 2822, into epoch milliseconds. Without an offset in the text the
 * wall time is read in `timeZone`; a time skipped by a daylight-saving jump moves forward, a repeated one
 * takes the earlier instant (Temporal's "compatible").
 * @throws EngineError INVALID_DATE (params value), INVALID_TIME_ZONE
 * @example parseDateTime('2023/11/15 06:13:20', 'Asia/Shanghai') // 1700000000000
 */
export function parseDateTime(text: string, timeZone: string): number {
  const s = text.trim();
  const bad = () =>
    new EngineError('INVALID_DATE', `Not a date: ${JSON.stringify(text)}`, {
      value: text,
    });
  let y: number;
  let mo: number;
  let d: number;
  let h = 0;
  let mi = 0;
  let sec = 0;
  let ms = 0;
  let offsetMinutes: number | undefined;
  const m = NUMERIC_RE.exec(s);
  const r = m ? null : RFC2822_RE.exec(s);
  if (m) {
    [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (m[4] !== undefined) [h, mi] = [Number(m[4]), Number(m[5])];
    if (m[6] !== undefined) sec = Number(m[6]);
    if (m[7] !== undefined) ms = Number(m[7].slice(0, 3).padEnd(3, '0'));
    const z = m[8];
    if (z) {
      if (z.toUpperCase() === 'Z') offsetMinutes = 0;
      else {
        const digits = z.slice(1).replace(':', '').padEnd(4, '0');
        offsetMinutes = (z[0] === '-' ? -1 : 1) * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
      }
    }
  } else if (r) {
    const month = MONTHS.findIndex((x) => x.toLowerCase() === r[2]?.toLowerCase());
    if (month < 0) throw bad();
    [y, mo, d, h, mi] = [Number(r[3]), month + 1, Number(r[1]), Number(r[4]), Number(r[5])];
    if (r[6] !== undefined) sec = Number(r[6]);
    const z = r[7];
    if (z) {
      if (/^[+-]/.test(z)) offsetMinutes = (z[0] === '-' ? -1 : 1) * (Number(z.slice(1, 3)) * 60 + Number(z.slice(3)));
      else offsetMinutes = NAMED_ZONES[z.toUpperCase()];
    }
  } else throw bad();
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || sec > 59) throw bad();
  if (offsetMinutes !== undefined && Math.abs(offsetMinutes) > 18 * 60) throw bad();
  const wall = utcMs(y, mo, d, h, mi, sec, ms);
  if (Math.abs(wall) > MAX_MS) throw bad();
  if (offsetMinutes !== undefined) return wall - offsetMinutes * 60_000;
  if (timeZone === 'UTC') return wall;
  checkZone(timeZone);
  const day = 86_400_000;
  const before = offsetAt(Math.max(wall - day, -MAX_MS), timeZone);
  const after = offsetAt(Math.min(wall + day, MAX_MS), timeZone);
  const a = wall - before;
  const b = wall - after;
  const aOk = offsetAt(a, timeZone) === before;
  const bOk = offsetAt(b, timeZone) === after;
  if (aOk && bOk) return Math.min(a, b);
  if (aOk) return a;
  if (bOk) return b;
  return a;
}
