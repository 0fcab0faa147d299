import { fromHex } from '../encoding/hex.ts';
import { dropsToXrp } from './units.ts';

/** An amount field of a transaction, in the units a person reads. */
export interface XrpAmountInfo {
  /** The field it came from: `Amount`, `Fee`, `SendMax`, `DeliverMin`, `LimitAmount`, … */
  readonly field: string;
  /** `xrp` (drops as text), `issued` (an IOU: currency, issuer, value) or `mpt` (a multi-purpose token). */
  readonly kind: 'xrp' | 'issued' | 'mpt';
  /** The amount as written: drops for XRP, the decimal value otherwise. */
  readonly value: string;
  /** For XRP: the same amount in XRP, exact. */
  readonly xrp?: string;
  /** For an issued currency: its code (three letters, or 40 hex digits). */
  readonly currency?: string;
  readonly issuer?: string;
  /** For an MPT: its issuance id. */
  readonly mptIssuanceId?: string;
}

/** One memo, its hex fields read as UTF-8 text where they are text. */
export interface XrpMemoInfo {
  readonly type?: string;
  readonly format?: string;
  readonly data?: string;
  /** The raw MemoData hex, kept when the data is not UTF-8 text. */
  readonly dataHex?: string;
}

/** An account field naming one of the ledger's special accounts that no one holds a key for. */
export interface XrpSpecialAccount {
  readonly field: string;
  readonly address: string;
  /** `zero` is ACCOUNT_ZERO (the issuer of XRP, a black hole); `one` is ACCOUNT_ONE (a placeholder issuer). */
  readonly kind: 'zero' | 'one';
}

/** ACCOUNT_ZERO: account id 0, the base58 of twenty zero bytes (xrpl.org "Special Addresses"). */
export const XRP_ACCOUNT_ZERO = 'rrrrrrrrrrrrrrrrrrrrrhoLvTp';
/** ACCOUNT_ONE: account id 1, a placeholder for the issuer of XRP in trust lines. */
export const XRP_ACCOUNT_ONE = 'rrrrrrrrrrrrrrrrrrrrBZbvji';

/** Top-level fields that hold an amount (xrpl.org "Transaction Types"). */
const AMOUNT_FIELDS = [
  'Amount',
  'Amount2',
  'DeliverMin',
  'DeliverMax',
  'SendMax',
  'LimitAmount',
  'TakerPays',
  'TakerGets',
  'EPrice',
  'LPTokenOut',
  'LPTokenIn',
  'BidMin',
  'BidMax',
  'Fee',
];
/** Top-level fields that hold an account. */
const ACCOUNT_FIELDS = [
  'Account',
  'Destination',
  'Issuer',
  'RegularKey',
  'Owner',
  'Authorize',
  'Unauthorize',
  'Holder',
];

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Control characters other than tab and line breaks mean binary data, not text. */
function isBinary(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

function hexText(hex: unknown): string | undefined {
  if (typeof hex !== 'string' || hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  try {
    const text = utf8.decode(fromHex(hex));
    return isBinary(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

function amount(field: string, v: unknown): XrpAmountInfo | undefined {
  if (typeof v === 'string' && /^\d+$/.test(v)) {
    let xrp: string | undefined;
    try {
      xrp = dropsToXrp(v);
    } catch {
      xrp = undefined;
    }
    return { field, kind: 'xrp', value: v, ...(xrp === undefined ? {} : { xrp }) };
  }
  if (typeof v !== 'object' || v === null) return undefined;
  const o = v as Record<string, unknown>;
  if (typeof o.mpt_issuance_id === 'string' && typeof o.value === 'string') {
    return { field, kind: 'mpt', value: o.value, mptIssuanceId: o.mpt_issuance_id };
  }
  if (typeof o.currency === 'string' && typeof o.value === 'string') {
    return {
      field,
      kind: 'issued',
      value: o.value,
      currency: o.currency,
      ...(typeof o.issuer === 'string' ? { issuer: o.issuer } : {}),
    };
  }
  return undefined;
}

/** The amounts of a transaction's JSON, in XRP where they are drops. */
export function xrpAmounts(json: Record<string, unknown>): XrpAmountInfo[] {
  return AMOUNT_FIELDS.flatMap((f) => {
    const a = f in json ? amount(f, json[f]) : undefined;
    return a ? [a] : [];
  });
}

/** The memos of a transaction's JSON, read as text where they are UTF-8. */
export function xrpMemos(json: Record<string, unknown>): XrpMemoInfo[] {
  if (!Array.isArray(json.Memos)) return [];
  return json.Memos.map((entry) => {
    const m = ((entry as { Memo?: Record<string, unknown> }).Memo ?? {}) as Record<string, unknown>;
    const type = hexText(m.MemoType);
    const format = hexText(m.MemoFormat);
    const data = hexText(m.MemoData);
    return {
      ...(type === undefined ? {} : { type }),
      ...(format === undefined ? {} : { format }),
      ...(data === undefined ? {} : { data }),
      ...(data === undefined && typeof m.MemoData === 'string' ? { dataHex: m.MemoData } : {}),
    };
  });
}

/** Account fields of a transaction's JSON that name ACCOUNT_ZERO or ACCOUNT_ONE. */
export function xrpSpecialAccounts(json: Record<string, unknown>): XrpSpecialAccount[] {
  const found: XrpSpecialAccount[] = [];
  const look = (field: string, v: unknown) => {
    if (v === XRP_ACCOUNT_ZERO) found.push({ field, address: v, kind: 'zero' });
    if (v === XRP_ACCOUNT_ONE) found.push({ field, address: v, kind: 'one' });
  };
  for (const f of ACCOUNT_FIELDS) look(f, json[f]);
  for (const a of xrpAmounts(json)) if (a.issuer) look(`${a.field}.issuer`, a.issuer);
  return found;
}
