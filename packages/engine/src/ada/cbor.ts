import { toHex } from '../encoding/hex.ts';
import { EngineError } from '../errors.ts';

/** A decoded CBOR data item with the byte range it came from (`start` inclusive, `end` exclusive). */
export type CborItem = (
  | { readonly kind: 'uint'; readonly value: bigint }
  | { readonly kind: 'nint'; readonly value: bigint }
  | { readonly kind: 'bytes'; readonly value: Uint8Array; readonly chunks?: readonly Uint8Array[] }
  | { readonly kind: 'text'; readonly value: string; readonly chunks?: readonly string[] }
  | { readonly kind: 'array'; readonly items: readonly CborItem[]; readonly indefinite: boolean }
  | {
      readonly kind: 'map';
      readonly entries: readonly (readonly [CborItem, CborItem])[];
      readonly indefinite: boolean;
    }
  | { readonly kind: 'tag'; readonly tag: bigint; readonly item: CborItem }
  | { readonly kind: 'simple'; readonly value: number }
  | { readonly kind: 'float'; readonly value: number; readonly size: 2 | 4 | 8 }
) & { readonly start: number; readonly end: number };

const MAX_DEPTH = 512;
const BREAK = Symbol('break');
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function fail(reason: string, offset: number): never {
  throw new EngineError('INVALID_CBOR', `${reason} at byte ${offset}`, { reason: `${reason} (byte ${offset})` });
}

/** The input stops inside an item: most often a paste that lost its end. */
function truncated(length: number): never {
  throw new EngineError('TRUNCATED', `CBOR ends early at byte ${length}`, { offset: length });
}

function halfToFloat(h: number): number {
  const exp = (h >> 10) & 0x1f;
  const mant = h & 0x3ff;
  const sign = h & 0x8000 ? -1 : 1;
  if (exp === 0) return sign * mant * 2 ** -24;
  if (exp === 31) return mant ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * (1 + mant / 1024) * 2 ** (exp - 15);
}

class Reader {
  pos = 0;
  constructor(readonly bytes: Uint8Array) {}

  need(n: number): void {
    if (this.pos + n > this.bytes.length) truncated(this.bytes.length);
  }

  u8(): number {
    this.need(1);
    return this.bytes[this.pos++] ?? 0;
  }

  uint(n: number): bigint {
    this.need(n);
    let v = 0n;
    for (let i = 0; i < n; i++) v = (v << 8n) | BigInt(this.bytes[this.pos++] ?? 0);
    return v;
  }

  /** Reads the argument of an initial byte; `null` marks an indefinite length (info 31). */
  arg(info: number, at: number): bigint | null {
    if (info < 24) return BigInt(info);
    if (info === 24) return this.uint(1);
    if (info === 25) return this.uint(2);
    if (info === 26) return this.uint(4);
    if (info === 27) return this.uint(8);
    if (info === 31) return null;
    return fail(`reserved additional information ${info}`, at);
  }

  length(n: bigint): number {
    if (n > BigInt(this.bytes.length - this.pos)) truncated(this.bytes.length);
    return Number(n);
  }

  item(depth: number): CborItem | typeof BREAK {
    if (depth > MAX_DEPTH) fail('nesting too deep', this.pos);
    const start = this.pos;
    const ib = this.u8();
    const major = ib >> 5;
    const info = ib & 0x1f;
    if (ib === 0xff) return BREAK;
    switch (major) {
      case 0:
      case 1: {
        const v = this.arg(info, start);
        if (v === null) return fail('indefinite length on an integer', start);
        return major === 0
          ? { kind: 'uint', value: v, start, end: this.pos }
          : { kind: 'nint', value: -1n - v, start, end: this.pos };
      }
      case 2:
      case 3: {
        const n = this.arg(info, start);
        if (n === null) {
          const chunks: CborItem[] = [];
          for (;;) {
            const c = this.item(depth + 1);
            if (c === BREAK) break;
            if (c.kind !== (major === 2 ? 'bytes' : 'text') || ('chunks' in c && c.chunks)) {
              fail('bad chunk in an indefinite-length string', c.start);
            }
            chunks.push(c);
          }
          if (major === 3) {
            const parts = chunks.map((c) => (c.kind === 'text' ? c.value : ''));
            return { kind: 'text', value: parts.join(''), chunks: parts, start, end: this.pos };
          }
          const parts = chunks.map((c) => (c.kind === 'bytes' ? c.value : new Uint8Array()));
          const total = new Uint8Array(parts.reduce((a, c) => a + c.length, 0));
          let o = 0;
          for (const c of parts) {
            total.set(c, o);
            o += c.length;
          }
          return { kind: 'bytes', value: total, chunks: parts, start, end: this.pos };
        }
        const len = this.length(n);
        const value = this.bytes.subarray(this.pos, this.pos + len);
        this.pos += len;
        return major === 2
          ? { kind: 'bytes', value, start, end: this.pos }
          : { kind: 'text', value: this.text(value, start), start, end: this.pos };
      }
      case 4: {
        const n = this.arg(info, start);
        const items: CborItem[] = [];
        if (n === null) {
          for (;;) {
            const c = this.item(depth + 1);
            if (c === BREAK) break;
            items.push(c);
          }
        } else {
          const len = this.length(n);
          for (let i = 0; i < len; i++) items.push(this.value(depth + 1));
        }
        return { kind: 'array', items, indefinite: n === null, start, end: this.pos };
      }
      case 5: {
        const n = this.arg(info, start);
        const entries: [CborItem, CborItem][] = [];
        if (n === null) {
          for (;;) {
            const k = this.item(depth + 1);
            if (k === BREAK) break;
            entries.push([k, this.value(depth + 1)]);
          }
        } else {
          const len = this.length(n * 2n) / 2;
          for (let i = 0; i < len; i++) entries.push([this.value(depth + 1), this.value(depth + 1)]);
        }
        return { kind: 'map', entries, indefinite: n === null, start, end: this.pos };
      }
      case 6: {
        const tag = this.arg(info, start);
        if (tag === null) return fail('indefinite length on a tag', start);
        return { kind: 'tag', tag, item: this.value(depth + 1), start, end: this.pos };
      }
      default: {
        if (info < 24) return { kind: 'simple', value: info, start, end: this.pos };
        if (info === 24) {
          const v = this.u8();
          if (v < 32) fail('simple value in two bytes below 32', start);
          return { kind: 'simple', value: v, start, end: this.pos };
        }
        if (info === 25) {
          const h = Number(this.uint(2));
          return { kind: 'float', value: halfToFloat(h), size: 2, start, end: this.pos };
        }
        if (info === 26 || info === 27) {
          const size = info === 26 ? 4 : 8;
          this.need(size);
          const view = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.pos, size);
          this.pos += size;
          const value = size === 4 ? view.getFloat32(0) : view.getFloat64(0);
          return { kind: 'float', value, size, start, end: this.pos };
        }
        return fail(`reserved additional information ${info}`, start);
      }
    }
  }

  value(depth: number): CborItem {
    const at = this.pos;
    const v = this.item(depth);
    if (v === BREAK) return fail('unexpected break', at);
    return v;
  }

  text(bytes: Uint8Array, at: number): string {
    try {
      return utf8.decode(bytes);
    } catch {
      return fail('text string is not UTF-8', at);
    }
  }
}

/**
 * Decodes one CBOR data item (RFC 8949) that fills the whole input, keeping each item's byte range so
 * that callers can hash original bytes (a Cardano transaction id is the hash of the body as sent).
 * @throws EngineError INVALID_CBOR (reason), TRUNCATED (offset) when the data stops inside an item
 * @example decodeCbor(Uint8Array.of(0x83, 1, 2, 3)).kind // 'array'
 */
export function decodeCbor(bytes: Uint8Array): CborItem {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('decodeCbor: bytes must be a Uint8Array');
  if (bytes.length === 0) fail('no data', 0);
  const r = new Reader(bytes);
  const item = r.value(0);
  if (r.pos !== bytes.length) fail(`${bytes.length - r.pos} bytes after the first item`, r.pos);
  return item;
}

function floatText(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
  if (Object.is(v, -0)) return '-0.0';
  const s = String(v);
  if (s.includes('e')) return s.includes('.') ? s : s.replace('e', '.0e');
  return s.includes('.') ? s : `${s}.0`;
}

const SIMPLE_NAMES: Record<number, string> = { 20: 'false', 21: 'true', 22: 'null', 23: 'undefined' };

/**
 * Writes a decoded item in CBOR diagnostic notation (RFC 8949 §8), e.g. `[1, h'0102', {"a": 2(h'01')}]`;
 * with `indent`, arrays and maps break over lines.
 * @example cborDiagnostic(decodeCbor(Uint8Array.of(0xa2, 1, 2, 3, 4))) // '{1: 2, 3: 4}'
 */
export function cborDiagnostic(item: CborItem, indent = '', level = 0): string {
  const nl = indent ? `\n${indent.repeat(level + 1)}` : '';
  const close = indent ? `\n${indent.repeat(level)}` : '';
  const sep = indent ? ',' : ', ';
  switch (item.kind) {
    case 'uint':
    case 'nint':
      return item.value.toString();
    case 'bytes':
      return item.chunks ? `(_ ${item.chunks.map((c) => `h'${toHex(c)}'`).join(', ')})` : `h'${toHex(item.value)}'`;
    case 'text':
      return item.chunks ? `(_ ${item.chunks.map((c) => JSON.stringify(c)).join(', ')})` : JSON.stringify(item.value);
    case 'array': {
      const open = item.indefinite ? '[_ ' : '[';
      if (item.items.length === 0) return item.indefinite ? '[_ ]' : '[]';
      return `${open}${nl}${item.items.map((i) => cborDiagnostic(i, indent, level + 1)).join(`${sep}${nl}`)}${close}]`;
    }
    case 'map': {
      const open = item.indefinite ? '{_ ' : '{';
      if (item.entries.length === 0) return item.indefinite ? '{_ }' : '{}';
      const parts = item.entries.map(
        ([k, v]) => `${cborDiagnostic(k, indent, level + 1)}: ${cborDiagnostic(v, indent, level + 1)}`,
      );
      return `${open}${nl}${parts.join(`${sep}${nl}`)}${close}}`;
    }
    case 'tag':
      return `${item.tag}(${cborDiagnostic(item.item, indent, level)})`;
    case 'simple':
      return SIMPLE_NAMES[item.value] ?? `simple(${item.value})`;
    case 'float':
      return floatText(item.value);
  }
}
