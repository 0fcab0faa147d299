import { blake2b } from '@noble/hashes/blake2.js';
import { fromBase64 } from '../encoding/base64.ts';
import { toHex } from '../encoding/hex.ts';
import { EngineError } from '../errors.ts';
import { type CborItem, cborDiagnostic, decodeCbor } from './cbor.ts';

/** The parts of a transaction that need no Cardano library: its id and its CBOR structure. */
export interface CardanoTxStructure {
  /** `transaction` for `[body, witnesses, …]`, `body` for a bare transaction body (a CBOR map). */
  readonly form: 'transaction' | 'body';
  /** Blake2b-256 of the body exactly as its bytes appear in the input: the transaction id. */
  readonly txIdHex: string;
  /** Byte range of the body inside the input. */
  readonly bodyStart: number;
  readonly bodyEnd: number;
  /** Elements of the top-level array: 3 in Shelley to Mary, 4 (with is_valid) from Alonzo on; 0 for a bare body. */
  readonly elements: number;
  /** The whole transaction in CBOR diagnostic notation (RFC 8949 §8), indented. */
  readonly diagnostic: string;
}

/** A transaction read by the Cardano serialization library, with the id from the original bytes. */
export interface CardanoTxDecoded extends CardanoTxStructure {
  /** The library's JSON view of the transaction (body, witness set, validity, auxiliary data). */
  readonly json: unknown;
}

/** A cardano-cli text envelope: `{"type": "Tx ConwayEra", "description": "", "cborHex": "84a4…"}`. */
export interface CardanoTextEnvelope {
  readonly type: string;
  readonly description: string;
  readonly cborHex: string;
}

/**
 * Reads a cardano-cli text envelope (the JSON that `cardano-cli … build` and `sign` write), or gives null
 * when the text does not start with `{`.
 * @throws EngineError INVALID_JSON (reason) for text that starts with `{` but is not JSON;
 *   INVALID_TRANSACTION (reason) for JSON without a string `cborHex`
 * @example readCardanoEnvelope('{"type":"Tx ConwayEra","description":"","cborHex":"84a0a0f5f6"}')?.type // 'Tx ConwayEra'
 */
export function readCardanoEnvelope(text: string): CardanoTextEnvelope | null {
  if (typeof text !== 'string') throw new TypeError('readCardanoEnvelope: text must be a string');
  if (!text.trimStart().startsWith('{')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new EngineError('INVALID_JSON', (e as Error).message, { reason: (e as Error).message });
  }
  const o = parsed as Record<string, unknown>;
  if (typeof o !== 'object' || o === null || typeof o.cborHex !== 'string') {
    throw new EngineError('INVALID_TRANSACTION', 'No cborHex', { reason: 'JSON without "cborHex"' });
  }
  return {
    type: typeof o.type === 'string' ? o.type : '',
    description: typeof o.description === 'string' ? o.description : '',
    cborHex: o.cborHex,
  };
}

/**
 * Reads transaction bytes given as hex (spaces allowed, optional 0x), base64 (RFC 4648, either
 * alphabet) or a cardano-cli text envelope ({@link readCardanoEnvelope}). Text made only of hex digits
 * is read as hex, so an odd count of them is a hex error rather than a base64 reading of it.
 * @throws EngineError INVALID_TRANSACTION (reason) for empty input, ODD_HEX_LENGTH (digits),
 * INVALID_BASE64 (char, position), BASE64_PADDING (position), INVALID_JSON (reason)
 * @example cardanoTxBytes('84a4 00').length // 3
 */
export function cardanoTxBytes(text: string): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('cardanoTxBytes: text must be a string');
  const envelope = readCardanoEnvelope(text);
  if (envelope) return hexBytes(envelope.cborHex.replace(/\s+/g, ''), true);
  const s = text.replace(/\s+/g, '').replace(/^0x/i, '');
  return hexBytes(s, false);
}

function hexBytes(s: string, mustBeHex: boolean): Uint8Array {
  if (s === '') throw new EngineError('INVALID_TRANSACTION', 'Empty', { reason: 'empty input' });
  if (/^[0-9a-fA-F]+$/.test(s)) {
    if (s.length % 2 === 1) throw new EngineError('ODD_HEX_LENGTH', 'Odd number of hex digits', { digits: s.length });
    const out = new Uint8Array(s.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(s.slice(i * 2, i * 2 + 2), 16);
    return out;
  }
  if (mustBeHex) {
    const bad = /[^0-9a-fA-F]/.exec(s);
    throw new EngineError('INVALID_HEX', 'Not hex', { char: bad?.[0] ?? '', position: (bad?.index ?? 0) + 1 });
  }
  return fromBase64(s);
}

/**
 * Finds a transaction's body in its CBOR and hashes the body's original bytes (never a re-serialisation,
 * which can differ: map order, integer widths, indefinite lengths) to get the transaction id.
 * Follows the ledger CDDL (`transaction = [body, witness_set, ? is_valid, auxiliary_data / null]`); a
 * bare body (a CBOR map, as hardware wallets and some tools pass it) is accepted too.
 * @throws EngineError INVALID_CBOR (reason), TRUNCATED (offset), NOT_A_TRANSACTION
 * @example
 * const body = 'a3 00 81 82 5820' + '00'.repeat(32) + ' 00 01 80 02 00'; // one input, no outputs, fee 0
 * cardanoTxStructure(cardanoTxBytes(`84 ${body} a0 f5 f6`)).txIdHex
 * // 'ad7cfc59b53b4cec40bdc3b649e5d04c435c852d97c65ceccac32721403f284b' (BLAKE2b-256 of the body, by Python's hashlib)
 */
export function cardanoTxStructure(bytes: Uint8Array): CardanoTxStructure {
  const root: CborItem = decodeCbor(bytes);
  if (root.kind === 'map') {
    // A body has inputs (0), outputs (1) and a fee (2) in every era.
    const keys = new Set(root.entries.map(([k]) => (k.kind === 'uint' ? Number(k.value) : -1)));
    if (![0, 1, 2].every((k) => keys.has(k))) {
      throw new EngineError('NOT_A_TRANSACTION', 'A transaction body needs inputs, outputs and a fee');
    }
    return {
      form: 'body',
      txIdHex: toHex(blake2b(bytes, { dkLen: 32 })),
      bodyStart: 0,
      bodyEnd: bytes.length,
      elements: 0,
      diagnostic: cborDiagnostic(root, '  '),
    };
  }
  if (root.kind !== 'array' || root.items.length < 3 || root.items.length > 4) {
    throw new EngineError('NOT_A_TRANSACTION', 'A transaction is a CBOR array of 3 or 4 elements');
  }
  const body = root.items[0] as CborItem;
  if (body.kind !== 'map') {
    throw new EngineError('NOT_A_TRANSACTION', 'The body must be a CBOR map');
  }
  return {
    form: 'transaction',
    txIdHex: toHex(blake2b(bytes.subarray(body.start, body.end), { dkLen: 32 })),
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
    const tx = structure.form === 'body' ? csl.TransactionBody.from_bytes(bytes) : csl.Transaction.from_bytes(bytes);
    json = JSON.parse(tx.to_json());
    tx.free();
  } catch (e) {
    const reason = typeof e === 'string' ? e : (e as Error).message;
    throw new EngineError('INVALID_TRANSACTION', reason, { reason });
  }
  return { ...structure, json };
}
