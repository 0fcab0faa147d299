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
import { loneSurrogate } from '../encoding/escape.ts';
import { toHex } from '../encoding/hex.ts';
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
  /** The cell that holds the body: its own cell when in a ref, else the message's cell (body inline). */
  readonly bodyCell: number;
  readonly comment?: string;
  /** The body read as a TEP-74 jetton message, when it is one. */
  readonly jetton?: TonJettonInfo;
  /** @deprecated Use {@link TonMessageInfo.jetton}; kept for a jetton `transfer` body. */
  readonly jettonTransfer?: {
    readonly queryId: string;
    readonly amount: string;
    readonly destination: string;
    readonly responseDestination?: string;
    readonly forwardTonNano: string;
    readonly comment?: string;
  };
}

/** The TEP-74 jetton messages {@link decodeTonBoc} reads, by their op code. */
export const JETTON_OPS = {
  transfer: 0x0f8a7ea5,
  'transfer-notification': 0x7362d09c,
  'internal-transfer': 0x178d4519,
  burn: 0x595f07bc,
} as const;

/** A TEP-74 jetton message body (on its own or as a message's body), fields as the standard names them. */
export interface TonJettonInfo {
  /** The cell holding the body; for a body inline in its message, the message's cell. */
  readonly cell: number;
  readonly kind: keyof typeof JETTON_OPS;
  readonly op: string;
  readonly queryId: string;
  /** Jetton amount in the jetton's base units, as a decimal string. */
  readonly amount: string;
  /** `transfer`: the new owner. */
  readonly destination?: string;
  /** `transfer`, `burn`: where excess TON goes; `internal_transfer`: `response_address`. */
  readonly responseDestination?: string;
  /** `internal_transfer`: `from`; `transfer_notification`: `sender`. */
  readonly from?: string;
  /** `transfer`, `internal_transfer`: nanotons forwarded with the notification. */
  readonly forwardTonNano?: string;
  /** A text comment in the forward payload. */
  readonly comment?: string;
  /** True when a `custom_payload` cell is attached (`transfer`, `burn`). */
  readonly customPayload?: boolean;
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
  /** TEP-74 jetton bodies found anywhere: in their own cells, or inline in a message. */
  readonly jettons: readonly TonJettonInfo[];
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
const JETTON_KINDS = new Map<number, TonJettonInfo['kind']>(
  Object.entries(JETTON_OPS).map(([k, v]) => [v, k as TonJettonInfo['kind']]),
);
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

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

/** Reads `forward_payload:(Either Cell ^Cell)` for a text comment (op 0 and a snake string). */
function forwardComment(s: Slice): string | undefined {
  const inRef = s.loadBit();
  const payload = inRef ? s.loadRef().beginParse() : s;
  if (payload.remainingBits < 32 || payload.loadUint(32) !== 0) return undefined;
  return readSnakeText(payload) ?? undefined;
}

/**
 * Reads a TEP-74 jetton body, or null when the cell is not one (unknown op, or fields that do not fit
 * the layout). Layouts from TEP-74:
 * transfer#0f8a7ea5 query_id:uint64 amount:Coins destination:MsgAddress response_destination:MsgAddress
 *   custom_payload:(Maybe ^Cell) forward_ton_amount:Coins forward_payload:(Either Cell ^Cell)
 * transfer_notification#7362d09c query_id amount sender:MsgAddress forward_payload
 * internal_transfer#178d4519 query_id amount from:MsgAddress response_address:MsgAddress
 *   forward_ton_amount:Coins forward_payload
 * burn#595f07bc query_id amount response_destination:MsgAddress custom_payload:(Maybe ^Cell)
 */
function jettonOf(body: Cell, cell: number): TonJettonInfo | null {
  if (body.isExotic || body.bits.length < 32) return null;
  const s = body.beginParse();
  const op = s.loadUint(32);
  const kind = JETTON_KINDS.get(op);
  if (!kind) return null;
  try {
    const head = {
      cell,
      kind,
      op: `0x${op.toString(16).padStart(8, '0')}`,
      queryId: s.loadUintBig(64).toString(),
      amount: s.loadCoins().toString(),
    };
    if (kind === 'transfer') {
      const destination = addr(s.loadAddressAny());
      const responseDestination = addr(s.loadAddressAny());
      const customPayload = s.loadMaybeRef() !== null;
      const forwardTonNano = s.loadCoins().toString();
      const comment = forwardComment(s);
      return { ...head, destination, responseDestination, customPayload, forwardTonNano, comment };
    }
    if (kind === 'transfer-notification') {
      const from = addr(s.loadAddressAny());
      return { ...head, from, comment: forwardComment(s) };
    }
    if (kind === 'internal-transfer') {
      const from = addr(s.loadAddressAny());
      const responseDestination = addr(s.loadAddressAny());
      const forwardTonNano = s.loadCoins().toString();
      return { ...head, from, responseDestination, forwardTonNano, comment: forwardComment(s) };
    }
    const responseDestination = addr(s.loadAddressAny());
    return { ...head, responseDestination, customPayload: s.loadMaybeRef() !== null };
  } catch {
    return null;
  }
}

function readBody(body: Cell, bodyCell: number): Pick<TonMessageInfo, 'op' | 'comment' | 'jetton' | 'jettonTransfer'> {
  if (body.bits.length < 32) return {};
  const s = body.beginParse();
  const op = s.loadUint(32);
  const opHex = `0x${op.toString(16).padStart(8, '0')}`;
  if (op === 0) return { op: opHex, comment: readSnakeText(s) ?? undefined };
  const jetton = jettonOf(body, bodyCell) ?? undefined;
  if (jetton?.kind !== 'transfer') return { op: opHex, jetton };
  const { queryId, amount, responseDestination, comment } = jetton;
  return {
    op: opHex,
    jetton,
    jettonTransfer: {
      queryId,
      amount,
      destination: jetton.destination ?? '',
      responseDestination,
      forwardTonNano: jetton.forwardTonNano ?? '0',
      comment,
    },
  };
}

function messageOf(c: Cell, index: number, indexOf: (c: Cell) => number | undefined): TonMessageInfo | null {
  for (const relaxed of [false, true]) {
    try {
      const s = c.beginParse();
      const m = relaxed ? loadMessageRelaxed(s) : loadMessage(s);
      // The body is in a ref (nothing left) or inline, the rest of this cell. An inline body is taken only
      // when it reads as a comment or a jetton message: about 2% of random cells parse as a message header
      // followed by some inline body, and a data cell must not be shown as a message.
      const rest = s.remainingBits !== 0 || s.remainingRefs !== 0;
      if (rest && (!s.asCell().equals(m.body) || (commentOf(m.body) === null && jettonOf(m.body, index) === null))) {
        continue;
      }
      const i = m.info;
      const base = {
        cell: index,
        kind: i.type,
        src: addr(i.src),
        dest: addr(i.dest),
        ...(i.type === 'internal' ? { valueNano: i.value.coins.toString(), bounce: i.bounce } : {}),
      } as const;
      // A body in a ref is a cell of the bag; an inline one is part of the message's own cell.
      const bodyCell = indexOf(m.body) ?? index;
      return { ...base, bodyCell, ...readBody(m.body, bodyCell) };
    } catch {
      // not a message of this flavour
    }
  }
  return null;
}

/**
 * Decodes a bag of cells (base64, URL-safe base64 or hex) into its distinct cells with hashes, plus any
 * messages, TEP-74 jetton bodies (transfer, transfer_notification, internal_transfer, burn, each with the
 * cell that holds it) and text comments found in them. Follows the TVM whitepaper §3.1 (cells), TL-B
 * `Message` and TEP-74.
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
    dataHex: toHex(paddedData(c)),
    fift: c.bits.toString(),
    type: TYPE_NAMES[c.type],
    level: c.level(),
    depth: c.depth(),
    hashHex: c.hash().toString('hex'),
    refs: c.refs.map((r) => seen.get(r.hash().toString('hex')) ?? -1),
  }));
  const comments: { cell: number; text: string }[] = [];
  const messages: TonMessageInfo[] = [];
  const jettons: TonJettonInfo[] = [];
  const indexOf = (c: Cell) => seen.get(c.hash().toString('hex'));
  list.forEach((c, i) => {
    const text = commentOf(c);
    if (text !== null) comments.push({ cell: i, text });
    const jetton = jettonOf(c, i);
    if (jetton) jettons.push(jetton);
    const m = messageOf(c, i, indexOf);
    // A jetton body inline in its message is in no cell of its own, so the scan above cannot see it.
    if (m?.jetton && m.bodyCell === i) jettons.push(m.jetton);
    if (m) messages.push(m);
  });
  return { roots: rootIdx, cells, comments, messages, jettons };
}

/**
 * Encodes a text comment as a message body: a cell with op 0 (32 zero bits) and the UTF-8 text as a
 * snake string, serialised as a BOC with CRC32C, as wallets and TonConnect send it.
 * @throws never for a string
 * @example encodeTonComment('Hi!').base64 // 'te6cckEBAQEACQAADgAAAABIaSG5auYN'
 */
export function encodeTonComment(text: string): TonCommentBoc {
  if (typeof text !== 'string') throw new TypeError('encodeTonComment: text must be a string');
  // Buffer would write a lone surrogate as U+FFFD and change the comment
  loneSurrogate(text);
  const cell = beginCell().storeUint(0, 32).storeStringTail(text).endCell();
  const boc = cell.toBoc({ idx: false, crc32: true });
  return {
    boc: new Uint8Array(boc),
    base64: boc.toString('base64'),
    hex: boc.toString('hex'),
    hashHex: cell.hash().toString('hex'),
  };
}
