import { bytesToHex, type Hex } from 'viem';
import { EngineError } from '../errors.ts';

/** An RLP item: a byte string (as hex) or a list of items. */
export type RlpItem = Hex | RlpItem[];

interface Read {
  item: RlpItem;
  end: number;
}

function need(b: Uint8Array, end: number, at: number): void {
  if (end > b.length) throw new EngineError('TRUNCATED', `RLP item at ${at} ends past the data`, { offset: b.length });
}

function lengthOf(b: Uint8Array, at: number, n: number): number {
  need(b, at + n, at);
  if (b[at] === 0) throw new EngineError('TX_BAD_RLP', 'length with a leading zero', { offset: at });
  let len = 0;
  for (let i = 0; i < n; i++) len = len * 256 + (b[at + i] ?? 0);
  // A long form must not carry a length that fits the short form (yellow paper, appendix B).
  if (len < 56) throw new EngineError('TX_BAD_RLP', 'long form for a short item', { offset: at });
  return len;
}

function readAt(b: Uint8Array, at: number): Read {
  const p = b[at];
  if (p === undefined) throw new EngineError('TRUNCATED', 'no item', { offset: at });
  if (p < 0x80) return { item: bytesToHex(b.subarray(at, at + 1)), end: at + 1 };
  if (p < 0xc0) {
    let start = at + 1;
    let len = p - 0x80;
    if (p > 0xb7) {
      len = lengthOf(b, start, p - 0xb7);
      start += p - 0xb7;
    }
    need(b, start + len, at);
    // One byte below 0x80 is its own encoding; a prefix before it is not canonical.
    if (len === 1 && (b[start] ?? 0) < 0x80) throw new EngineError('TX_BAD_RLP', 'single byte', { offset: at });
    return { item: bytesToHex(b.subarray(start, start + len)), end: start + len };
  }
  let start = at + 1;
  let len = p - 0xc0;
  if (p > 0xf7) {
    len = lengthOf(b, start, p - 0xf7);
    start += p - 0xf7;
  }
  const end = start + len;
  need(b, end, at);
  const items: RlpItem[] = [];
  let i = start;
  while (i < end) {
    const r = readAt(b.subarray(0, end), i);
    items.push(r.item);
    i = r.end;
  }
  return { item: items, end };
}

/**
 * Reads one RLP item that fills `bytes` from `offset` to the end (yellow paper, appendix B), strictly:
 * lengths must be minimal, so that re-encoding gives the same bytes.
 *
 * @throws TRUNCATED when an item runs past the end; TX_BAD_RLP (with `offset`) for a non-canonical
 *   length or bytes left after the item.
 */
export function readRlp(bytes: Uint8Array, offset = 0): RlpItem {
  const r = readAt(bytes, offset);
  if (r.end !== bytes.length) throw new EngineError('TX_BAD_RLP', 'bytes after the item', { offset: r.end });
  return r.item;
}

/** The RLP scalar form of `n`: big-endian bytes without leading zeros; 0 is the empty string. */
export function scalar(n: bigint): Hex {
  if (n === 0n) return '0x';
  const h = n.toString(16);
  return `0x${h.length % 2 ? '0' : ''}${h}`;
}
