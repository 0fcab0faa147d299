// Installs a global Buffer before @ton/core runs (a bare import keeps its place when imports are sorted).
import './buffer.ts';
import {
  type Address,
  beginCell,
  Cell,
  CellType,
  type ExternalAddress,
  loadMessage,
  loadMessageRelaxed,
  type Slice,
} from '@ton/core';
import { EngineError } from '../errors.ts';
import { TonBuffer } from './buffer.ts';

/** One distinct cell of a bag; `refs` index into {@link TonBocInfo.cells}, so shared cells appear once. */
export interface TonCellInfo {
  readonly index: number;
  readonly bits: number;
  /** The data bits padded with zeros to whole bytes, lower-case hex. */
  readonly dataHex: string;
  /** Fift notation: upper-case hex, with `_` marking a completion tag when `bits` is not a multiple of 4. */
  readonly fift: string;
  readonly type: 'ordinary' | 'pruned' | 'library' | 'merkle-proof' | 'merkle-update';
  readonly level: number;
  readonly depth: number;
  /** The representation hash (SHA-256), lower-case hex. */
  readonly hashHex: string;
  readonly refs: readonly number[];
}

/** A message found in the bag (TL-B `Message` or `MessageRelaxed`), with its body read where we can. */
export interface TonMessageInfo {
  readonly cell: number;
  readonly kind: 'internal' | 'external-in' | 'external-out';
  readonly src?: string;
  readonly dest?: string;
  /** Nanotons carried by an internal message, as a decimal string. */
  readonly valueNano?: string;
  readonly bounce?: boolean;
  /** The 32-bit op code of the body, `0x…`, when the body has at least 32 bits. */
  readonly op?: string;
  readonly comment?: string;
  readonly jettonTransfer?: {
    readonly queryId: string;
    readonly amount: string;
    readonly destination: string;
    readonly responseDestination?: string;
    readonly forwardTonNano: string;
    readonly comment?: string;
  };
}

/** Everything {@link decodeTonBoc} found in a bag of cells. */
export interface TonBocInfo {
  readonly roots: readonly number[];
  readonly cells: readonly TonCellInfo[];
  /** Text comments (op 0 followed by a UTF-8 snake string) found in any cell, in cell order. */
  readonly comments: readonly {
    readonly cell: number;
    readonly text: string;
  }[];
  readonly messages: readonly TonMessageInfo[];
}

/** The result of {@link encodeTonComment}. */
export interface TonCommentBoc {
  readonly boc: Uint8Array;
  readonly base64: string;
  readonly hex: string;
  /** The cell's representation hash, lower-case hex. */
  readonly hashHex: string;
}

const TYPE_NAMES: Record<CellType, TonCellInfo['type']> = {
  [CellType.Ordinary]: 'ordinary',
  [CellType.PrunedBranch]: 'pruned',
  [CellType.Library]: 'library',
  [CellType.MerkleProof]: 'merkle-proof',
  [CellType.MerkleUpdate]: 'merkle-update',
};
const OP_JETTON_TRANSFER = 0x0f8a7ea5;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function hexOf(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

function toBytes(input: string | Uint8Array): Uint8Array {
  if (input instanceof Uint8Array) return input;
  if (typeof input !== 'string') throw new TypeError('decodeTonBoc: input must be a string or Uint8Array');
  const s = input.replace(/\s+/g, '');
  if (s === '') throw new EngineError('INVALID_BOC', 'Empty BOC');
  const hex = s.replace(/^0x/i, '');
  if (/^[0-9a-fA-F]+$/.test(hex) && hex.length % 2 === 0 && /^b5ee9c72|^68ff65f3|^acc3a728/i.test(hex)) {
    return TonBuffer.from(hex, 'hex');
  }
  const bad = /[^A-Za-z0-9+/=_-]/.exec(s);
  if (bad)
    throw new EngineError('INVALID_BASE64', 'Not base64', {
      char: bad[0],
      position: bad.index + 1,
    });
  return TonBuffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
}

function paddedData(cell: Cell): Uint8Array {
  const n = cell.bits.length;
  const out = new Uint8Array(Math.ceil(n / 8));
  for (let i = 0; i < n; i++) if (cell.bits.at(i)) out[i >> 3] = (out[i >> 3] ?? 0) | (0x80 >> (i & 7));
  return out;
}

/** Reads a snake string (bytes in this cell, continued in its first ref) strictly as UTF-8, or null. */
function readSnakeText(s: Slice): string | null {
  const parts: Uint8Array[] = [];
  let cur: Slice | null = s;
  while (cur) {
    if (cur.remainingBits % 8 !== 0) return null;
    parts.push(cur.loadBuffer(cur.remainingBits / 8));
    if (cur.remainingRefs === 0) break;
    if (cur.remainingRefs > 1) return null;
    cur = cur.loadRef().beginParse();
  }
  try {
    return utf8.decode(TonBuffer.concat(parts));
  } catch {
    return null;
  }
}

function commentOf(c: Cell): string | null {
  if (c.isExotic || c.bits.length < 32) return null;
  const s = c.beginParse();
  if (s.loadUint(32) !== 0) return null;
  return readSnakeText(s);
}

function addr(a: Address | ExternalAddress | null | undefined): string | undefined {
  if (!a) return undefined;
  return 'workChain' in a ? a.toString({ bounceable: true, urlSafe: true }) : a.toString();
}

function readBody(body: Cell): Pick<TonMessageInfo, 'op' | 'comment' | 'jettonTransfer'> {
  if (body.bits.length < 32) return {};
  const s = body.beginParse();
  const op = s.loadUint(32);
  const opHex = `0x${op.toString(16).padStart(8, '0')}`;
  if (op === 0) return { op: opHex, comment: readSnakeText(s) ?? undefined };
  if (op === OP_JETTON_TRANSFER) {
    try {
      const queryId = s.loadUintBig(64).toString();
      const amount = s.loadCoins().toString();
      const destination = addr(s.loadAddress()) ?? '';
      const responseDestination = addr(s.loadMaybeAddress());
      s.loadMaybeRef(); // custom_payload
      const forwardTonNano = s.loadCoins().toString();
      let comment: string | undefined;
      const inRef = s.remainingBits > 0 && s.loadBit();
      const payload = inRef ? s.loadRef().beginParse() : s;
      if (payload.remainingBits >= 32 && payload.loadUint(32) === 0) comment = readSnakeText(payload) ?? undefined;
      return {
        op: opHex,
        jettonTransfer: {
          queryId,
          amount,
          destination,
          responseDestination,
          forwardTonNano,
          comment,
        },
      };
    } catch {
      return { op: opHex };
    }
  }
  return { op: opHex };
}

function messageOf(c: Cell, index: number): TonMessageInfo | null {
  for (const relaxed of [false, true]) {
    try {
      const s = c.beginParse();
      const m = relaxed ? loadMessageRelaxed(s) : loadMessage(s);
      if (s.remainingBits !== 0 || s.remainingRefs !== 0) continue;
      const i = m.info;
      const base = {
        cell: index,
        kind: i.type,
        src: addr(i.src),
        dest: addr(i.dest),
        ...(i.type === 'internal' ? { valueNano: i.value.coins.toString(), bounce: i.bounce } : {}),
      } as const;
      return { ...base, ...readBody(m.body) };
    } catch {
      // not a message of this flavour
    }
  }
  return null;
}

/**
 * Decodes a bag of cells (base64, URL-safe base64 or hex) into its distinct cells with hashes, plus any
 * messages and text comments found in them. Follows the TVM whitepaper §3.1 (cells) and TL-B `Message`.
 * @throws EngineError INVALID_BOC, INVALID_BASE64 (char, position)
 * @example decodeTonBoc('te6cckEBAQEACQAADgAAAABIaSG5auYN').comments[0].text // 'Hi!'
 */
export function decodeTonBoc(input: string | Uint8Array): TonBocInfo {
  const bytes = toBytes(input);
  let roots: Cell[];
  try {
    roots = Cell.fromBoc(TonBuffer.from(bytes));
  } catch (e) {
    throw new EngineError('INVALID_BOC', `Not a BOC: ${(e as Error).message}`);
  }
  if (roots.length === 0) throw new EngineError('INVALID_BOC', 'The BOC has no root cell');
  const seen = new Map<string, number>();
  const list: Cell[] = [];
  const visit = (c: Cell): number => {
    const key = c.hash().toString('hex');
    const known = seen.get(key);
    if (known !== undefined) return known;
    const i = list.length;
    seen.set(key, i);
    list.push(c);
    for (const r of c.refs) visit(r);
    return i;
  };
  const rootIdx = roots.map(visit);
  const cells: TonCellInfo[] = list.map((c, index) => ({
    index,
    bits: c.bits.length,
    dataHex: hexOf(paddedData(c)),
    fift: c.bits.toString(),
    type: TYPE_NAMES[c.type],
    level: c.level(),
    depth: c.depth(),
    hashHex: c.hash().toString('hex'),
    refs: c.refs.map((r) => seen.get(r.hash().toString('hex')) ?? -1),
  }));
  const comments: { cell: number; text: string }[] = [];
  const messages: TonMessageInfo[] = [];
  list.forEach((c, i) => {
    const text = commentOf(c);
    if (text !== null) comments.push({ cell: i, text });
    const m = messageOf(c, i);
    if (m) messages.push(m);
  });
  return { roots: rootIdx, cells, comments, messages };
}

/**
 * Encodes a text comment as a message body: a cell with op 0 (32 zero bits) and the UTF-8 text as a
 * snake string, serialised as a BOC with CRC32C, as wallets and TonConnect send it.
 * @throws never for a string
 * @example encodeTonComment('Hi!').base64 // 'te6cckEBAQEACQAADgAAAABIaSG5auYN'
 */
export function encodeTonComment(text: string): TonCommentBoc {
  if (typeof text !== 'string') throw new TypeError('encodeTonComment: text must be a string');
  const cell = beginCell().storeUint(0, 32).storeStringTail(text).endCell();
  const boc = cell.toBoc({ idx: false, crc32: true });
  return {
    boc: new Uint8Array(boc),
    base64: boc.toString('base64'),
    hex: boc.toString('hex'),
    hashHex: cell.hash().toString('hex'),
  };
}
