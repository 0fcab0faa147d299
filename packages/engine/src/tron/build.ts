import { TronWeb, utils } from 'tronweb';
import { type AbiFunction, encodeAbiParameters, type Hex, parseAbiItem } from 'viem';
import { formatAbiItem } from 'viem/utils';
import { EngineError } from '../errors.ts';
import { abiFunctions, parseAbiText } from '../evm/abi.ts';
import { coerceArgument, parseJsonList } from '../evm/encode.ts';
import { checkTronAddress, tronAddressFromHex } from './address.ts';
import { encodeTransaction } from './protobuf.ts';

/** The reference block a TRON transaction is bound to (TAPOS) and its validity window. */
export interface TronBlockHeader {
  ref_block_bytes: string;
  ref_block_hash: string;
  expiration: number;
  timestamp: number;
}

/** A TRON transaction in the HTTP API's JSON shape, as tronweb builds it. */
export interface TronTransactionJson {
  visible: boolean;
  txID: string;
  raw_data: Record<string, unknown>;
  raw_data_hex: string;
  signature?: string[];
}

export interface TronCallRequest {
  /** Contract address, `T…` or `41…`. */
  to: string;
  /** Method signature, e.g. `transfer(address,uint256)`. */
  method: string;
  /** The argument list: JSON (`["T…", "1000"]`) or comma-separated. */
  data: string;
  /** ABI text (JSON or human-readable); the method must be in it. */
  abi: string;
  /** The caller, `T…` or `41…`. */
  owner: string;
  /** call_value in sun; default 0. */
  value?: string;
  /** fee_limit in sun; default 150 000 000. */
  feeLimit?: string;
  block: TronBlockHeader;
}

const hexToBytes = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (x) => Number.parseInt(x, 16));
const bytesToHex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');

/** Splits `a, [b, c], "d,e"` at top-level commas. */
function splitArgs(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let cur = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = '';
      cur += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      cur += ch;
    } else if (ch === '[' || ch === '(' || ch === '{') {
      depth++;
      cur += ch;
    } else if (ch === ']' || ch === ')' || ch === '}') {
      depth--;
      cur += ch;
    } else if (ch === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim() !== '') out.push(cur.trim());
  return out.map((s) => (/^(["']).*\1$/s.test(s) ? s.slice(1, -1) : s));
}

/**
 * Reads an argument list typed by a visitor: a JSON array, or values separated by commas (nested
 * lists in brackets). An empty text is no arguments.
 *
 * @throws INVALID_JSON for a malformed JSON list.
 * @example
 * parseArgumentList('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t, 1000') // ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', '1000']
 */
export function parseArgumentList(text: string): unknown[] {
  const t = text.trim();
  if (t === '') return [];
  if (t.startsWith('[') && t.endsWith(']')) {
    const v = parseJsonList(t);
    if (Array.isArray(v)) return v;
  }
  return splitArgs(t);
}

function tronToEvm(s: string): Hex {
  return `0x${checkTronAddress(s).hex.slice(2)}`;
}

function integer(text: string | undefined, fallback: bigint, name: string): number {
  const s = (text ?? '').trim().replace(/_/g, '');
  if (s === '') return Number(fallback);
  if (!/^\d+$/.test(s)) throw new EngineError('INVALID_NUMBER', `${name} not an integer`, { value: s });
  const n = BigInt(s);
  if (n > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new EngineError('OUT_OF_RANGE', `${name} too large`, { min: 0, max: Number.MAX_SAFE_INTEGER });
  }
  return Number(n);
}

function findMethod(abiText: string, method: string): AbiFunction {
  const abi = parseAbiText(abiText);
  let wanted: string;
  try {
    const m = method.trim().replace(/^function\s+/, '');
    wanted = formatAbiItem(parseAbiItem(`function ${m}`) as AbiFunction);
  } catch {
    throw new EngineError('METHOD_NOT_IN_ABI', 'bad signature', { method: method.trim() });
  }
  const fn = abiFunctions(abi).find((f) => formatAbiItem(f) === wanted);
  if (!fn) throw new EngineError('METHOD_NOT_IN_ABI', 'not in ABI', { method: wanted });
  return fn;
}

/**
 * The reference block of a TRON block as returned by `/wallet/getblock` or `/wallet/getnowblock`,
 * the way tronweb derives it: last 2 bytes of the number, bytes 8–16 of the block id, and a 60 s
 * expiration.
 *
 * @throws INVALID_JSON when the block has no header number, timestamp or id.
 * @example
 * const ref = refBlockFromBlock({ blockID: '0000000003b5fdf64cd898aed8ce5d14' + '0'.repeat(32), block_header: { raw_data: { number: 62258678, timestamp: 1717419786000 } } });
 * [ref.ref_block_bytes, ref.ref_block_hash, ref.expiration] // ['fdf6', '4cd898aed8ce5d14', 1717419846000]
 */
export function refBlockFromBlock(block: unknown): TronBlockHeader {
  const b = block as { blockID?: unknown; block_header?: { raw_data?: { number?: unknown; timestamp?: unknown } } };
  const number = b?.block_header?.raw_data?.number;
  const timestamp = b?.block_header?.raw_data?.timestamp;
  if (
    typeof number !== 'number' ||
    typeof timestamp !== 'number' ||
    typeof b.blockID !== 'string' ||
    b.blockID.length !== 64
  ) {
    throw new EngineError('INVALID_JSON', 'not a block', {
      line: 1,
      column: 1,
      reason: 'not a TRON block (blockID, block_header)',
    });
  }
  return {
    ref_block_bytes: number.toString(16).slice(-4).padStart(4, '0'),
    ref_block_hash: b.blockID.slice(16, 32),
    expiration: timestamp + 60_000,
    timestamp,
  };
}

// Each error names the header field in `params.field`, so a page can put the message beside it.
function checkHexField(value: string, bytes: number, field: string): void {
  const bad = value.search(/[^0-9a-fA-F]/);
  if (bad >= 0) throw new EngineError('INVALID_HEX', field, { char: value[bad] ?? '', position: bad + 1, field });
  if (value.length % 2 === 1) throw new EngineError('ODD_HEX_LENGTH', field, { digits: value.length, field });
  if (value.length !== bytes * 2) {
    throw new EngineError('WRONG_LENGTH', field, {
      expected: `${bytes} bytes`,
      actual: `${value.length / 2} bytes`,
      field,
    });
  }
}

function checkBlock(h: TronBlockHeader): void {
  checkHexField(h.ref_block_bytes, 2, 'ref_block_bytes');
  checkHexField(h.ref_block_hash, 8, 'ref_block_hash');
  for (const k of ['expiration', 'timestamp'] as const) {
    if (!Number.isSafeInteger(h[k]) || h[k] <= 0) {
      throw new EngineError('INVALID_NUMBER', k, { value: String(h[k]), field: k });
    }
  }
}

/**
 * Builds an unsigned TRON TriggerSmartContract transaction, offline: the method signature must be in
 * the ABI and the argument count must match; addresses in the arguments may be `T…`. value defaults
 * to 0 and feeLimit to 150 000 000 sun. Built by tronweb's transaction builder (txLocal) and read
 * back with tronweb's deserializer before it is returned.
 *
 * @throws METHOD_NOT_IN_ABI, ARGUMENT_COUNT, INVALID_ABI, the argument codes of parseArgument,
 *   INVALID_ADDRESS / BAD_CHECKSUM for `to` or `owner`, INVALID_NUMBER; for the block INVALID_HEX,
 *   ODD_HEX_LENGTH, WRONG_LENGTH (in bytes) or INVALID_NUMBER, with the header field in `params.field`.
 * @example
 * const block = refBlockFromBlock({ blockID: '0000000003b5fdf64cd898aed8ce5d14' + '0'.repeat(32), block_header: { raw_data: { number: 62258678, timestamp: 1717419786000 } } });
 * const owner = 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC';
 * const tx = await buildTronCall({ to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', method: 'transfer(address,uint256)', data: `${owner}, 1`, abi: 'function transfer(address to, uint256 value)', owner, block });
 * [tx.raw_data.fee_limit, tx.raw_data.ref_block_bytes] // [150000000, 'fdf6']
 */
export async function buildTronCall(req: TronCallRequest): Promise<TronTransactionJson> {
  const fn = findMethod(req.abi, req.method);
  const list = parseArgumentList(req.data);
  const sig = formatAbiItem(fn);
  if (list.length !== fn.inputs.length) {
    throw new EngineError('ARGUMENT_COUNT', 'argument count', {
      method: sig,
      expected: fn.inputs.length,
      actual: list.length,
    });
  }
  const values = fn.inputs.map((p, i) => coerceArgument(p, list[i], tronToEvm));
  const rawParameter = encodeAbiParameters(fn.inputs, values as never).slice(2);
  const to = checkTronAddress(req.to);
  const owner = checkTronAddress(req.owner);
  const callValue = integer(req.value, 0n, 'value');
  const feeLimit = integer(req.feeLimit, 150_000_000n, 'feeLimit');
  checkBlock(req.block);
  const blockHeader = {
    ...req.block,
    ref_block_bytes: req.block.ref_block_bytes.toLowerCase(),
    ref_block_hash: req.block.ref_block_hash.toLowerCase(),
  };
  // No node is contacted: with txLocal and a blockHeader tronweb builds the protobuf itself.
  const tw = new TronWeb({ fullHost: 'http://127.0.0.1:1' });
  const { transaction } = (await tw.transactionBuilder.triggerSmartContract(
    to.hex,
    sig,
    { feeLimit, callValue, txLocal: true, blockHeader, rawParameter } as never,
    [],
    owner.hex,
  )) as unknown as { transaction: TronTransactionJson };
  const back = utils.deserializeTx.deserializeTransaction('TriggerSmartContract', transaction.raw_data_hex);
  const v = back.contract[0].parameter.value;
  const data = String(v.data).toLowerCase();
  if (
    String(v.contract_address).toLowerCase() !== to.hex ||
    String(v.owner_address).toLowerCase() !== owner.hex ||
    data.slice(8) !== rawParameter ||
    data.length < 8 ||
    Number(v.call_value ?? 0) !== callValue ||
    back.fee_limit !== feeLimit
  ) {
    throw new Error('tronweb built a transaction that does not read back as requested');
  }
  return transaction;
}

/**
 * Signs a TRON transaction locally with a private key (secp256k1 over the txID, as TronLink does). The
 * key is used for this call only. Returns the signed JSON and the signed `Transaction` protobuf as hex,
 * ready for `/wallet/broadcasthex`.
 *
 * @throws INVALID_HEX or INVALID_KEY_SIZE for a key that is not 32 bytes of hex.
 * @example
 * const block = refBlockFromBlock({ blockID: '0000000003b5fdf64cd898aed8ce5d14' + '0'.repeat(32), block_header: { raw_data: { number: 62258678, timestamp: 1717419786000 } } });
 * const owner = 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC';
 * const tx = await buildTronCall({ to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', method: 'transfer(address,uint256)', data: `${owner}, 1`, abi: 'function transfer(address to, uint256 value)', owner, block });
 * const signed = signTronTransaction(tx, '00'.repeat(31) + '01');
 * const [signature] = signed.transaction.signature ?? [];
 * signature?.length; // 130 (65 bytes: r, s, recovery id)
 * signed.signedHex.endsWith(`1241${signature?.toLowerCase()}`) // true (the protobuf ends with field 2, 0x41 bytes long: the signature)
 */
export function signTronTransaction(
  tx: TronTransactionJson,
  privateKey: string,
): { transaction: TronTransactionJson; signedHex: string } {
  const k = privateKey.trim().replace(/^0x/i, '');
  const bad = k.search(/[^0-9a-fA-F]/);
  if (bad >= 0) throw new EngineError('INVALID_HEX', 'key', { char: k[bad] ?? '', position: bad + 1 });
  if (k.length !== 64)
    throw new EngineError('INVALID_KEY_SIZE', 'key', { expected: 32, actual: Math.floor(k.length / 2) });
  const copy = JSON.parse(JSON.stringify(tx)) as TronTransactionJson;
  let signed: TronTransactionJson;
  try {
    signed = utils.crypto.signTransaction(k, copy) as unknown as TronTransactionJson;
  } catch {
    throw new EngineError('INVALID_KEY_SIZE', 'key out of range', { expected: 32, actual: 32 });
  }
  return { transaction: signed, signedHex: signedTransactionHex(signed) };
}

/**
 * The signed `Transaction` protobuf (raw_data then signatures) as hex, from the JSON shape.
 *
 * @example
 * signedTransactionHex({ raw_data_hex: '0a02fdf6', signature: ['c1c0'] }) // '0a040a02fdf61202c1c0' (field 1 raw_data, field 2 signature)
 */
export function signedTransactionHex(tx: Pick<TronTransactionJson, 'raw_data_hex' | 'signature'>): string {
  return bytesToHex(
    encodeTransaction(
      hexToBytes(tx.raw_data_hex),
      (tx.signature ?? []).map((s) => hexToBytes(s.replace(/^0x/, ''))),
    ),
  );
}

/**
 * The TRON address (`T…`) of a private key.
 *
 * @throws INVALID_HEX or INVALID_KEY_SIZE for a key that is not 32 bytes of hex.
 * @example
 * tronAddressOfKey('00'.repeat(31) + '01') // 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC' (base58check of 0x41 and the Ethereum address of key 1)
 */
export function tronAddressOfKey(privateKey: string): string {
  const k = privateKey.trim().replace(/^0x/i, '');
  const bad = k.search(/[^0-9a-fA-F]/);
  if (bad >= 0) throw new EngineError('INVALID_HEX', 'key', { char: k[bad] ?? '', position: bad + 1 });
  if (k.length !== 64)
    throw new EngineError('INVALID_KEY_SIZE', 'key', { expected: 32, actual: Math.floor(k.length / 2) });
  const a = utils.address.fromPrivateKey(k, true);
  if (!a) throw new EngineError('INVALID_KEY_SIZE', 'key out of range', { expected: 32, actual: 32 });
  return tronAddressFromHex(checkTronAddress(a).hex);
}
