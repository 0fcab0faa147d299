import { sha256 } from '@noble/hashes/sha2.js';
import { utils } from 'tronweb';
import type { Abi } from 'viem';
import { EngineError } from '../errors.ts';
import { type DecodedCall, type DecodedValue, decodeCalldata } from '../evm/calldata.ts';
import { parseTape } from '../json/tape.ts';
import { tronAddressFromHex } from './address.ts';
import { fields } from './protobuf.ts';

const toHex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (x) => Number.parseInt(x, 16));

/** Contract type numbers of core/Tron.proto `Transaction.Contract.ContractType`. */
const CONTRACT_TYPES: Record<number, string> = {
  0: 'AccountCreateContract',
  1: 'TransferContract',
  2: 'TransferAssetContract',
  4: 'VoteWitnessContract',
  5: 'WitnessCreateContract',
  6: 'AssetIssueContract',
  8: 'WitnessUpdateContract',
  9: 'ParticipateAssetIssueContract',
  10: 'AccountUpdateContract',
  11: 'FreezeBalanceContract',
  12: 'UnfreezeBalanceContract',
  13: 'WithdrawBalanceContract',
  15: 'UpdateAssetContract',
  16: 'ProposalCreateContract',
  17: 'ProposalApproveContract',
  18: 'ProposalDeleteContract',
  19: 'SetAccountIdContract',
  30: 'CreateSmartContract',
  31: 'TriggerSmartContract',
  33: 'UpdateSettingContract',
  41: 'ExchangeCreateContract',
  42: 'ExchangeInjectContract',
  43: 'ExchangeWithdrawContract',
  44: 'ExchangeTransactionContract',
  45: 'UpdateEnergyLimitContract',
  46: 'AccountPermissionUpdateContract',
  48: 'ClearABIContract',
  49: 'UpdateBrokerageContract',
  54: 'FreezeBalanceV2Contract',
  55: 'UnfreezeBalanceV2Contract',
  56: 'WithdrawExpireUnfreezeContract',
  57: 'DelegateResourceContract',
  58: 'UnDelegateResourceContract',
  59: 'CancelAllUnfreezeV2Contract',
};

/** A TRON transaction, decoded. Amounts are in sun (1 TRX = 1 000 000 sun) as decimal strings. */
export interface DecodedTronTransaction {
  contractType: string;
  /** sha256(raw_data): the transaction id. */
  txID: string;
  /** The txID the input carried, if any, and whether it matches the raw data. */
  givenTxID: string | null;
  txIDMatches: boolean | null;
  owner: string | null;
  /** to_address, contract_address or receiver_address, in `T…` form. */
  target: string | null;
  amountSun: string | null;
  amountTrx: string | null;
  /** TriggerSmartContract: calldata and its decoding (address arguments shown in `T…` form). */
  callData: string | null;
  call: DecodedCall | null;
  feeLimitSun: string | null;
  refBlockBytes: string;
  refBlockHash: string;
  expiration: number;
  timestamp: number;
  /** The memo (raw_data.data) as UTF-8 when it decodes, else hex. */
  memo: string | null;
  signatures: string[];
  /** The address recovered from each signature over the txID ('' when it recovers to none). */
  signers: string[];
  /**
   * Per signature: true when it recovers to the owner. False is a warning: valid only if the owner's
   * account permission (multi-signature) lists that key.
   */
  signerIsOwner: boolean[];
  /**
   * JSON carrying both `raw_data` and `raw_data_hex`: `match` when tronweb encodes `raw_data` to the same
   * bytes, `mismatch` when not (the decoding, txID and signatures are of `raw_data_hex`, what the chain
   * reads), `unchecked` when tronweb cannot encode that `raw_data`; null when only one of them was given.
   */
  rawDataCheck: 'match' | 'mismatch' | 'unchecked' | null;
  /** Every field of the contract value, with `*_address` fields in `T…` form. */
  value: Record<string, string>;
  rawDataHex: string;
  /** raw_data in the TRON HTTP API's JSON shape (as tronweb's deserializer gives it). */
  rawData: unknown;
}

function sunToTrx(sun: bigint): string {
  const neg = sun < 0n;
  const a = neg ? -sun : sun;
  const frac = (a % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${a / 1_000_000n}${frac ? `.${frac}` : ''}`;
}

function mapAddresses(v: DecodedValue): DecodedValue {
  const out: DecodedValue = { ...v };
  if (v.type.startsWith('address') && v.value && /^0x[0-9a-fA-F]{40}$/.test(v.value)) {
    out.value = tronAddressFromHex(v.value);
  }
  if (v.items) out.items = v.items.map(mapAddresses);
  if (v.call) out.call = { ...v.call, args: v.call.args.map(mapAddresses) };
  return out;
}

function contractTypeOf(raw: Uint8Array): string {
  const contract = fields(raw).find((f) => f.no === 11 && f.bytes);
  if (!contract?.bytes) throw new RangeError('no contract');
  const t = fields(contract.bytes).find((f) => f.no === 1 && f.int !== undefined);
  const name = CONTRACT_TYPES[Number(t?.int ?? 0n)];
  if (!name) throw new EngineError('UNSUPPORTED', 'contract type', { what: `contract type ${t?.int}` });
  return name;
}

/** A raw_data starts with ref_block_bytes (field 1, 2 bytes); a Transaction with raw_data (field 1, longer). */
function splitEnvelope(b: Uint8Array): { raw: Uint8Array; signatures: Uint8Array[] } {
  const top = fields(b);
  const first = top[0];
  if (
    first?.no === 1 &&
    first.bytes &&
    first.bytes.length !== 2 &&
    top.every((f) => f.no === 1 || f.no === 2 || f.no === 5)
  ) {
    return { raw: first.bytes, signatures: top.filter((f) => f.no === 2 && f.bytes).map((f) => f.bytes as Uint8Array) };
  }
  return { raw: b, signatures: [] };
}

interface Parsed {
  raw: Uint8Array;
  signatures: string[];
  givenTxID: string | null;
  rawDataCheck: DecodedTronTransaction['rawDataCheck'];
}

/** tronweb's encoding of a JSON raw_data, or null when it cannot encode it. */
function encodeRawData(j: object): string | null {
  try {
    return utils.transaction.txPbToRawDataHex(utils.transaction.txJsonToPb(j)).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Why a TRON transaction could not be read, as the `problem` param of INVALID_TRANSACTION (its
 * `reason` is the English detail, often a library's): JSON that does not parse (`line`, `column`
 * given), JSON with neither raw_data nor raw_data_hex, a raw_data tronweb cannot encode, a
 * raw_data_hex that is not hex, bytes that are not a protobuf, a raw_data without a contract, a
 * contract tronweb cannot read.
 */
export type TronTxProblem =
  | 'bad-json'
  | 'no-raw-data'
  | 'raw-data-unencodable'
  | 'raw-data-hex-not-hex'
  | 'malformed'
  | 'no-contract'
  | 'unreadable-contract';

function problem(p: TronTxProblem, reason: string, more: Record<string, number> = {}): EngineError {
  return new EngineError('INVALID_TRANSACTION', reason, { reason, problem: p, ...more });
}

/** Line and column of the first JSON error, by the engine's own JSON parser. */
function jsonPosition(t: string): Record<string, number> {
  try {
    parseTape(t);
  } catch (e) {
    if (e instanceof EngineError && e.code === 'INVALID_JSON') {
      return { line: Number(e.params.line), column: Number(e.params.column) };
    }
  }
  return { line: 1, column: 1 };
}

function parseInput(text: string): Parsed {
  const t = text.trim();
  if (t === '') throw new EngineError('INVALID_TRANSACTION', 'empty', { reason: 'empty input' });
  if (t.startsWith('{')) {
    let j: { raw_data_hex?: unknown; raw_data?: unknown; txID?: unknown; signature?: unknown; visible?: unknown };
    try {
      j = JSON.parse(t);
    } catch (e) {
      throw problem('bad-json', e instanceof Error ? e.message : 'bad JSON', jsonPosition(t));
    }
    let rawHex: string;
    let rawDataCheck: Parsed['rawDataCheck'] = null;
    if (typeof j.raw_data_hex === 'string') {
      rawHex = j.raw_data_hex;
      if (j.raw_data && typeof j.raw_data === 'object') {
        const encoded = encodeRawData(j);
        rawDataCheck =
          encoded === null ? 'unchecked' : encoded === rawHex.toLowerCase().replace(/^0x/, '') ? 'match' : 'mismatch';
      }
    } else if (j.raw_data && typeof j.raw_data === 'object') {
      try {
        rawHex = utils.transaction.txPbToRawDataHex(utils.transaction.txJsonToPb(j));
      } catch (e) {
        throw problem('raw-data-unencodable', e instanceof Error ? e.message : 'bad raw_data');
      }
    } else throw problem('no-raw-data', 'neither raw_data_hex nor raw_data');
    if (!/^[0-9a-fA-F]*$/.test(rawHex) || rawHex.length % 2) {
      throw problem('raw-data-hex-not-hex', 'raw_data_hex is not hex');
    }
    const sigs = Array.isArray(j.signature) ? j.signature.filter((s): s is string => typeof s === 'string') : [];
    return {
      raw: fromHex(rawHex.toLowerCase()),
      signatures: sigs,
      givenTxID: typeof j.txID === 'string' ? j.txID : null,
      rawDataCheck,
    };
  }
  const h = t.replace(/\s+/g, '').replace(/^0x/i, '');
  const bad = h.search(/[^0-9a-fA-F]/);
  if (bad >= 0) throw new EngineError('INVALID_HEX', 'not hex', { char: h[bad] ?? '', position: bad + 1 });
  if (h.length % 2) throw new EngineError('ODD_HEX_LENGTH', 'odd length', { digits: h.length });
  // A raw_data is longer than its ref block, expiration and contract: 32 bytes is a txID.
  if (h.length === 64) throw new EngineError('TX_LOOKS_LIKE_HASH', '32 bytes', { bytes: 32 });
  const { raw, signatures } = (() => {
    try {
      return splitEnvelope(fromHex(h.toLowerCase()));
    } catch (e) {
      throw problem('malformed', e instanceof Error ? e.message : 'bad bytes');
    }
  })();
  return { raw, signatures: signatures.map(toHex), givenTxID: null, rawDataCheck: null };
}

/**
 * Decodes a TRON transaction given as hex (raw_data, or a whole signed `Transaction` protobuf) or as
 * the JSON of the TRON HTTP API: contract type, owner, target, amount or call (decoded with `abi` and
 * the bundled signatures), addresses in `T…` form, and the txID (sha256 of raw_data) checked against
 * the one given. Follows core/Tron.proto; the contract is read by tronweb's deserializer.
 *
 * Warns (without throwing) when a signature does not recover to the owner (`signerIsOwner`) and when
 * JSON's `raw_data` disagrees with its `raw_data_hex` (`rawDataCheck`).
 *
 * @throws INVALID_HEX, ODD_HEX_LENGTH, TX_LOOKS_LIKE_HASH (a 32-byte txID pasted), INVALID_TRANSACTION
 *   (with `problem`, a {@link TronTxProblem}, and `reason`), UNSUPPORTED for a contract type tronweb
 *   cannot read.
 * @example
 * decodeTronTransaction('0a02fdf622084cd898aed8ce5d1440f0d2ccf1fd315a65080112610a2d747970652e676f6f676c65617069732e636f6d2f70726f746f636f6c2e5472616e73666572436f6e747261637412300a15419b3281a60ab7a44f351ef2896c653f134972ad2212154105cc125604448afeb6867eb688efb7e80411d57a1805709c91c9f1fd31').contractType
 * // 'TransferContract' (5 sun in mainnet block 62258698, test/vectors/tron/transactions.json)
 */
export function decodeTronTransaction(text: string, abi?: Abi): DecodedTronTransaction {
  const { raw, signatures, givenTxID, rawDataCheck } = parseInput(text);
  const rawHex = toHex(raw);
  let type: string;
  try {
    type = contractTypeOf(raw);
  } catch (e) {
    if (e instanceof EngineError) throw e;
    throw problem('no-contract', 'no contract in raw_data');
  }
  let rawData: { contract: Array<{ parameter: { value: Record<string, unknown> } }>; [k: string]: unknown };
  try {
    rawData = utils.deserializeTx.deserializeTransaction(type, rawHex);
  } catch (e) {
    const m = e instanceof Error ? e.message : String(e);
    if (/not supported|unsupported/i.test(m)) throw new EngineError('UNSUPPORTED', m, { what: type });
    throw problem('unreadable-contract', m);
  }
  const txID = toHex(sha256(raw));
  const v = rawData.contract[0]?.parameter.value ?? {};
  const value: Record<string, string> = {};
  for (const [k, x] of Object.entries(v)) {
    if (x === undefined || x === null || x === '') continue;
    const raw = typeof x === 'object' ? JSON.stringify(x) : String(x);
    // tronweb's deserializer gives upper-case hex.
    const s = /^[0-9A-F]+$/.test(raw) && raw.length % 2 === 0 && !/^\d+$/.test(raw) ? raw.toLowerCase() : raw;
    value[k] = /address$/.test(k) && /^41[0-9a-f]{40}$/i.test(s) ? tronAddressFromHex(s) : s;
  }
  const amount = v.amount ?? v.call_value ?? v.frozen_balance ?? v.unfreeze_balance ?? v.balance ?? null;
  const target = value.to_address ?? value.contract_address ?? value.receiver_address ?? null;
  const callData = type === 'TriggerSmartContract' && typeof v.data === 'string' ? `0x${v.data.toLowerCase()}` : null;
  let call: DecodedCall | null = null;
  if (callData && callData.length >= 10) {
    try {
      const c = decodeCalldata(callData, abi);
      call = c ? { ...c, args: c.args.map(mapAddresses) } : null;
    } catch {
      call = null;
    }
  }
  const memoHex = typeof rawData.data === 'string' ? rawData.data.toLowerCase() : '';
  let memo: string | null = null;
  if (memoHex) {
    try {
      memo = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(fromHex(memoHex));
    } catch {
      memo = `0x${memoHex}`;
    }
  }
  const signers = signatures.map((s) => {
    try {
      return tronAddressFromHex(utils.crypto.ecRecover(txID, s.replace(/^0x/, '')));
    } catch {
      return '';
    }
  });
  const feeLimit = rawData.fee_limit;
  return {
    contractType: type,
    txID,
    givenTxID: givenTxID ? givenTxID.toLowerCase().replace(/^0x/, '') : null,
    txIDMatches: givenTxID ? givenTxID.toLowerCase().replace(/^0x/, '') === txID : null,
    owner: value.owner_address ?? null,
    target,
    amountSun: amount === null ? null : String(amount),
    amountTrx: amount === null ? null : sunToTrx(BigInt(String(amount))),
    callData,
    call,
    feeLimitSun: typeof feeLimit === 'number' && feeLimit > 0 ? String(feeLimit) : null,
    refBlockBytes: String(rawData.ref_block_bytes ?? '').toLowerCase(),
    refBlockHash: String(rawData.ref_block_hash ?? '').toLowerCase(),
    expiration: Number(rawData.expiration ?? 0),
    timestamp: Number(rawData.timestamp ?? 0),
    memo,
    signatures: signatures.map((s) => s.replace(/^0x/, '').toLowerCase()),
    signers,
    signerIsOwner: signers.map((a) => a !== '' && a === (value.owner_address ?? null)),
    rawDataCheck,
    value,
    rawDataHex: rawHex,
    rawData,
  };
}
