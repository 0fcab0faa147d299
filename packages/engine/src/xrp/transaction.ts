import { sha512 } from '@noble/hashes/sha2.js';
import { decode, encode, encodeForMultisigning, encodeForSigning } from 'ripple-binary-codec';
import { deriveAddress, verify } from 'ripple-keypairs';
import { toHex } from '../encoding/hex.ts';
import { EngineError } from '../errors.ts';
import { parseTape } from '../json/index.ts';
import { installLinearXrpParser } from './linear-parser.ts';
import {
  type XrpAmountInfo,
  type XrpMemoInfo,
  type XrpSpecialAccount,
  xrpAmounts,
  xrpMemos,
  xrpSpecialAccounts,
} from './summary.ts';

/** One signature of a transaction and whether it verifies. */
export interface XrpSignatureCheck {
  /** The account the signature speaks for: `Account` for a single signature, the signer for a multi-signature. */
  readonly account: string;
  readonly publicKeyHex: string;
  readonly algorithm: 'secp256k1' | 'ed25519';
  /** The signature verifies over the transaction's signing bytes. */
  readonly valid: boolean;
  /** The key's own address is `account`; when false, a regular key or signer list may still authorise it. */
  readonly keyIsAccountMasterKey: boolean;
}

/** What {@link decodeXrpTransaction} and {@link encodeXrpTransaction} produce. */
export interface XrpTransactionInfo {
  /** The transaction as the XRP Ledger's JSON. */
  readonly json: Record<string, unknown>;
  /** The canonical binary form, upper-case hex. */
  readonly blobHex: string;
  /** SHA-512Half of `TXN\0` ‖ blob: the transaction id once it is signed. */
  readonly hash: string;
  /** `single` (TxnSignature), `multi` (Signers) or `none` (not signed yet). */
  readonly signing: 'single' | 'multi' | 'none';
  readonly signatures: readonly XrpSignatureCheck[];
  /** Re-encoding the decoded JSON gives back exactly the input bytes (false means non-canonical input). */
  readonly canonical: boolean;
  /** Top-level keys of JSON input that are not transaction fields and were left out (`hash`, `meta`, …). */
  readonly ignoredFields: readonly string[];
  /** The amount fields, with drops also in XRP. */
  readonly amounts: readonly XrpAmountInfo[];
  /** The memos, their hex read as UTF-8 text where it is text. */
  readonly memos: readonly XrpMemoInfo[];
  /** Account fields naming ACCOUNT_ZERO or ACCOUNT_ONE, which no one holds a key for. */
  readonly specialAccounts: readonly XrpSpecialAccount[];
}

const TXN_PREFIX = Uint8Array.of(0x54, 0x58, 0x4e, 0x00);

/**
 * Largest legal transaction, in bytes: rippled's `txMaxSizeBytes = megabytes(1)` (1,048,576), checked
 * by STTransaction on every transaction it reads (include/xrpl/protocol/Protocol.h).
 */
export const XRP_TX_MAX_BYTES = 1_048_576;

function bytesFromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** The transaction id: SHA-512Half (first 32 bytes of SHA-512) of the `TXN\0` prefix and the blob. */
function transactionId(blob: Uint8Array): string {
  const buf = new Uint8Array(TXN_PREFIX.length + blob.length);
  buf.set(TXN_PREFIX);
  buf.set(blob, TXN_PREFIX.length);
  return toHex(sha512(buf).subarray(0, 32), { upper: true });
}

function check(account: string, publicKeyHex: string, signatureHex: string, messageHex: string): XrpSignatureCheck {
  const algorithm = publicKeyHex.toUpperCase().startsWith('ED') ? 'ed25519' : 'secp256k1';
  let valid = false;
  let own = '';
  try {
    valid = verify(messageHex, signatureHex, publicKeyHex);
  } catch {
    valid = false;
  }
  try {
    own = deriveAddress(publicKeyHex);
  } catch {
    own = '';
  }
  return {
    account,
    publicKeyHex: publicKeyHex.toUpperCase(),
    algorithm,
    valid,
    keyIsAccountMasterKey: own === account,
  };
}

function inspect(blobHex: string, json: Record<string, unknown>, ignoredFields: string[]): XrpTransactionInfo {
  const blob = bytesFromHex(blobHex);
  let canonical = false;
  try {
    canonical = encode(json).toUpperCase() === blobHex;
  } catch {
    canonical = false;
  }
  const signatures: XrpSignatureCheck[] = [];
  let signing: XrpTransactionInfo['signing'] = 'none';
  const account = typeof json.Account === 'string' ? json.Account : '';
  if (typeof json.TxnSignature === 'string' && typeof json.SigningPubKey === 'string' && json.SigningPubKey) {
    signing = 'single';
    let message = '';
    try {
      message = encodeForSigning(json);
    } catch {
      message = '';
    }
    signatures.push(check(account, json.SigningPubKey, json.TxnSignature, message));
  } else if (Array.isArray(json.Signers) && json.Signers.length > 0) {
    signing = 'multi';
    for (const entry of json.Signers as {
      Signer?: Record<string, unknown>;
    }[]) {
      const s = entry.Signer ?? {};
      const signer = typeof s.Account === 'string' ? s.Account : '';
      let message = '';
      try {
        message = encodeForMultisigning(json, signer);
      } catch {
        message = '';
      }
      signatures.push(check(signer, String(s.SigningPubKey ?? ''), String(s.TxnSignature ?? ''), message));
    }
  }
  return {
    json,
    blobHex,
    hash: transactionId(blob),
    signing,
    signatures,
    canonical,
    ignoredFields,
    amounts: xrpAmounts(json),
    memos: xrpMemos(json),
    specialAccounts: xrpSpecialAccounts(json),
  };
}

/**
 * The codec reads a number field given as text with parseInt, so `"12abc"` became 12 and `"x"` 0. A
 * top-level field that comes back as a number must have been that number, or its exact decimal text.
 */
function checkNumbers(input: Record<string, unknown>, decoded: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(decoded)) {
    if (typeof v !== 'number' || !(k in input)) continue;
    const given = input[k];
    const same = typeof given === 'number' ? given === v : typeof given === 'string' && given === String(v);
    if (!same) {
      const reason = `${k} must be a whole number, not ${JSON.stringify(given)}`;
      throw new EngineError('INVALID_TRANSACTION', reason, { reason });
    }
  }
}

/**
 * Decodes a transaction blob (hex) to the XRP Ledger's JSON, with its hash and a check of every signature.
 * Follows the XRPL binary format (xrpl.org "Serialization Format") via ripple-binary-codec; the hash is
 * SHA-512Half over `TXN\0` and the original bytes, as rippled computes it.
 * @throws EngineError INVALID_HEX (char, position), ODD_HEX_LENGTH (digits), INVALID_TRANSACTION (reason),
 *   NOT_A_TRANSACTION for decodable data without a TransactionType, XRP_TX_TOO_LARGE (bytes, limit) past
 *   rippled's 1 MiB limit ({@link XRP_TX_MAX_BYTES})
 * @example
 * decodeXrpTransaction('120003240000000168400000000000000A81148049717CC948789F32F267ADC2582484E3DFA698').hash
 * // '9786ACAA0ADD84EDE6CB3DE817DA0F095580EEE2AEDC857872895A5FB8BB6581' (SHA-512Half of TXN\0 and the blob, by Python's hashlib)
 */
export function decodeXrpTransaction(blobHex: string): XrpTransactionInfo {
  if (typeof blobHex !== 'string') throw new TypeError('decodeXrpTransaction: blob must be a hex string');
  const hex = blobHex.replace(/\s+/g, '').replace(/^0x/i, '');
  const bad = /[^0-9a-fA-F]/.exec(hex);
  if (bad)
    throw new EngineError('INVALID_HEX', 'Not hex', {
      char: bad[0],
      position: bad.index + 1,
    });
  if (hex === '')
    throw new EngineError('INVALID_TRANSACTION', 'Empty blob', {
      reason: 'empty',
    });
  if (hex.length % 2 !== 0) {
    throw new EngineError('ODD_HEX_LENGTH', 'Odd number of hex digits', { digits: hex.length });
  }
  if (hex.length / 2 > XRP_TX_MAX_BYTES) {
    throw new EngineError('XRP_TX_TOO_LARGE', `${hex.length / 2} bytes: a transaction is at most ${XRP_TX_MAX_BYTES}`, {
      bytes: hex.length / 2,
      limit: XRP_TX_MAX_BYTES,
    });
  }
  installLinearXrpParser();
  let json: Record<string, unknown>;
  try {
    json = decode(hex.toUpperCase()) as Record<string, unknown>;
  } catch (e) {
    throw new EngineError('INVALID_TRANSACTION', `Cannot decode: ${(e as Error).message}`, {
      reason: (e as Error).message,
    });
  }
  if (typeof json.TransactionType !== 'string') {
    throw new EngineError('NOT_A_TRANSACTION', 'No TransactionType');
  }
  return inspect(hex.toUpperCase(), json, []);
}

/**
 * Encodes a transaction given as XRPL JSON text to its blob, with the hash and signature checks. Fields
 * that are not part of a transaction (`hash`, `meta`, `validated`, … from a `tx` response) are left out
 * and listed.
 * @throws EngineError INVALID_JSON (line, column, reason), NOT_A_TRANSACTION, INVALID_TRANSACTION (reason)
 * @example encodeXrpTransaction('{"TransactionType":"AccountSet","Account":"rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw1","Fee":"10","Sequence":1}').blobHex
 * // '120003240000000168400000000000000A81148049717CC948789F32F267ADC2582484E3DFA698'
 */
export function encodeXrpTransaction(jsonText: string): XrpTransactionInfo {
  if (typeof jsonText !== 'string') throw new TypeError('encodeXrpTransaction: input must be a string');
  parseTape(jsonText); // throws INVALID_JSON with the line, column and reason of the first error
  // parseTape skips a leading byte order mark (RFC 8259 section 8.1); JSON.parse does not
  const parsed: unknown = JSON.parse(jsonText.charCodeAt(0) === 0xfeff ? jsonText.slice(1) : jsonText);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new EngineError('NOT_A_TRANSACTION', 'Not a JSON object');
  }
  // A `tx` response wraps the transaction in `tx_json` (API v2) or `tx`; accept those too.
  const obj = parsed as Record<string, unknown>;
  const inner = (obj.tx_json ?? obj.tx) as unknown;
  const txObj = (typeof inner === 'object' && inner !== null ? inner : obj) as Record<string, unknown>;
  if (typeof txObj.TransactionType !== 'string') {
    throw new EngineError('NOT_A_TRANSACTION', 'No TransactionType');
  }
  let blobHex: string;
  try {
    blobHex = encode(txObj).toUpperCase();
  } catch (e) {
    throw new EngineError('INVALID_TRANSACTION', (e as Error).message, {
      reason: (e as Error).message,
    });
  }
  installLinearXrpParser();
  let json: Record<string, unknown>;
  try {
    json = decode(blobHex) as Record<string, unknown>;
  } catch (e) {
    // The codec wrote bytes it cannot read back (an empty path set, for one): the input is not a transaction.
    const reason = (e as Error).message || 'a field the XRPL codec cannot read back (an empty path, for one)';
    throw new EngineError('INVALID_TRANSACTION', reason, { reason });
  }
  checkNumbers(txObj, json);
  const ignored = Object.keys(txObj).filter((k) => !(k in json));
  return inspect(blobHex, json, ignored);
}
