import { blake2b } from '@noble/hashes/blake2.js';
import { fromBase64 } from '../encoding/base64.ts';
import { EngineError } from '../errors.ts';
import { type CborItem, cborDiagnostic, decodeCbor } from './cbor.ts';

/** The parts of a transaction that need no Cardano library: its id and its CBOR structure. */
export interface CardanoTxStructure {
  /** Blake2b-256 of the body exactly as its bytes appear in the input: the transaction id. */
  readonly txIdHex: string;
  /** Byte range of the body inside the input. */
  readonly bodyStart: number;
  readonly bodyEnd: number;
  /** Elements of the top-level array: 3 in Shelley to Mary, 4 (with is_valid) from Alonzo on. */
  readonly elements: number;
  /** The whole transaction in CBOR diagnostic notation (RFC 8949 §8), indented. */
  readonly diagnostic: string;
}

/** A transaction read by the Cardano serialization library, with the id from the original bytes. */
export interface CardanoTxDecoded extends CardanoTxStructure {
  /** The library's JSON view of the transaction (body, witness set, validity, auxiliary data). */
  readonly json: unknown;
}

function hexOf(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s;
}

/**
 * Reads transaction bytes given as hex (spaces allowed, optional 0x) or base64 (RFC 4648, either
 * alphabet). Text made only of hex digits is read as hex, so an odd count of them is a hex error rather
 * than a base64 reading of it.
 * @throws EngineError INVALID_TRANSACTION (reason) for empty input, ODD_HEX_LENGTH (digits),
 * INVALID_BASE64 (char, position), BASE64_PADDING (position)
 * @example cardanoTxBytes('84a4 00').length // 3
 */
export function cardanoTxBytes(text: string): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('cardanoTxBytes: text must be a string');
  const s = text.replace(/\s+/g, '').replace(/^0x/i, '');
  if (s === '') throw new EngineError('INVALID_TRANSACTION', 'Empty', { reason: 'empty input' });
  if (/^[0-9a-fA-F]+$/.test(s)) {
    if (s.length % 2 === 1) throw new EngineError('ODD_HEX_LENGTH', 'Odd number of hex digits', { digits: s.length });
    const out = new Uint8Array(s.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(s.slice(i * 2, i * 2 + 2), 16);
    return out;
  }
  return fromBase64(s);
}

/**
 * Finds a transaction's body in its CBOR and hashes the body's original bytes (never a re-serialisation,
 * which can differ: map order, integer widths, indefinite lengths) to get the transaction id.
 * Follows the ledger CDDL (`transaction = [body, witness_set, ? is_valid, auxiliary_data / null]`).
 * @throws EngineError INVALID_CBOR (reason), TRUNCATED (offset), NOT_A_TRANSACTION
 * @example
 * const body = 'a3 00 81 82 5820' + '00'.repeat(32) + ' 00 01 80 02 00'; // one input, no outputs, fee 0
 * cardanoTxStructure(cardanoTxBytes(`84 ${body} a0 f5 f6`)).txIdHex
 * // 'ad7cfc59b53b4cec40bdc3b649e5d04c435c852d97c65ceccac32721403f284b' (BLAKE2b-256 of the body, by Python's hashlib)
 */
export function cardanoTxStructure(bytes: Uint8Array): CardanoTxStructure {
  const root: CborItem = decodeCbor(bytes);
  if (root.kind !== 'array' || root.items.length < 3 || root.items.length > 4) {
    throw new EngineError('NOT_A_TRANSACTION', 'A transaction is a CBOR array of 3 or 4 elements');
  }
  const body = root.items[0] as CborItem;
  if (body.kind !== 'map') {
    throw new EngineError('NOT_A_TRANSACTION', 'The body must be a CBOR map');
  }
  return {
    txIdHex: hexOf(blake2b(bytes.subarray(body.start, body.end), { dkLen: 32 })),
    bodyStart: body.start,
    bodyEnd: body.end,
    elements: root.items.length,
    diagnostic: cborDiagnostic(root, '  '),
  };
}

/**
 * Decodes a transaction with the Cardano serialization library, which is loaded only now and only in a
 * browser or worker (its WASM does not load under Node). The id comes from {@link cardanoTxStructure}.
 * @throws EngineError as {@link cardanoTxStructure}; INVALID_TRANSACTION (reason) when the library rejects it;
 *   UNSUPPORTED (what) where the library cannot load
 * @example
 * // doctest skipped: the serialization library's WASM loads only in a browser or worker, not under Node
 * (await decodeCardanoTransaction(bytesOfMainnetTx)).json.body.fee // '217553' (the fc863a44… transaction)
 */
export async function decodeCardanoTransaction(bytes: Uint8Array): Promise<CardanoTxDecoded> {
  const structure = cardanoTxStructure(bytes);
  let csl: typeof import('@emurgo/cardano-serialization-lib-browser');
  try {
    csl = await import('@emurgo/cardano-serialization-lib-browser');
  } catch {
    throw new EngineError('UNSUPPORTED', 'The Cardano library did not load', {
      what: 'Cardano WASM in this environment',
    });
  }
  let json: unknown;
  try {
    const tx = csl.Transaction.from_bytes(bytes);
    json = JSON.parse(tx.to_json());
    tx.free();
  } catch (e) {
    const reason = typeof e === 'string' ? e : (e as Error).message;
    throw new EngineError('INVALID_TRANSACTION', reason, { reason });
  }
  return { ...structure, json };
}
