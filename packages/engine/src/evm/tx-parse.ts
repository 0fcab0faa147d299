import { bytesToHex, concatHex, type Hex, hexToBigInt, toRlp } from 'viem';
import { EngineError } from '../errors.ts';
import { type RlpItem, readRlp, scalar } from './tx-rlp.ts';

export type EvmTxType = 'legacy' | 'eip2930' | 'eip1559' | 'eip4844' | 'eip7702';

/** The fields of a signed transaction as the bytes carry them, before any check against a chain's rules. */
export interface ParsedEvmTx {
  type: EvmTxType;
  typeByte: number;
  /** The bytes a chain hashes for the transaction hash (without an EIP-4844 network wrapper). */
  canonical: Hex;
  /** The bytes the sender signed (keccak-256 of these is the signing hash). */
  signingPayload: Hex;
  chainId: bigint | null;
  nonce: bigint;
  gasPrice?: bigint;
  maxPriorityFeePerGas?: bigint;
  maxFeePerGas?: bigint;
  gas: bigint;
  to: Hex | null;
  value: bigint;
  data: Hex;
  accessList?: Array<{ address: Hex; storageKeys: Hex[] }>;
  maxFeePerBlobGas?: bigint;
  blobVersionedHashes?: Hex[];
  authorizationList?: Array<{ chainId: bigint; address: Hex; nonce: bigint; yParity: number; r: bigint; s: bigint }>;
  /** Legacy only: v as signed (27/28, or 35 + 2·chainId + yParity). */
  v?: bigint;
  yParity: number;
  r: bigint;
  s: bigint;
  /** EIP-4844 network form: the wrapper version (0 for EIP-4844, 1 for EIP-7594 cell proofs) and sidecar. */
  network?: { version: number; blobs: number; commitments: Hex[]; proofs: number };
}

const TYPES: Record<number, EvmTxType> = { 1: 'eip2930', 2: 'eip1559', 3: 'eip4844', 4: 'eip7702' };

/** Field names in RLP order, without the signature (yParity, r, s), per EIP-2930, -1559, -4844, -7702. */
const FIELDS: Record<EvmTxType, readonly string[]> = {
  legacy: ['nonce', 'gasPrice', 'gas', 'to', 'value', 'data'],
  eip2930: ['chainId', 'nonce', 'gasPrice', 'gas', 'to', 'value', 'data', 'accessList'],
  eip1559: ['chainId', 'nonce', 'maxPriorityFeePerGas', 'maxFeePerGas', 'gas', 'to', 'value', 'data', 'accessList'],
  eip4844: [
    'chainId',
    'nonce',
    'maxPriorityFeePerGas',
    'maxFeePerGas',
    'gas',
    'to',
    'value',
    'data',
    'accessList',
    'maxFeePerBlobGas',
    'blobVersionedHashes',
  ],
  eip7702: [
    'chainId',
    'nonce',
    'maxPriorityFeePerGas',
    'maxFeePerGas',
    'gas',
    'to',
    'value',
    'data',
    'accessList',
    'authorizationList',
  ],
};

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Cell proofs per blob in the EIP-7594 network form. */
const CELLS_PER_BLOB = 128;

function bad(field: string): never {
  throw new EngineError('TX_BAD_FIELD', `bad field ${field}`, { field });
}

function bytesOf(x: RlpItem | undefined, field: string): Hex {
  if (typeof x !== 'string') bad(field);
  return x;
}

/** An RLP scalar: at most 32 bytes, no leading zero byte (0 is the empty string). */
function uint(x: RlpItem | undefined, field: string): bigint {
  const h = bytesOf(x, field);
  if (h === '0x') return 0n;
  if (h.length > 66 || h.startsWith('0x00')) bad(field);
  return hexToBigInt(h);
}

function address(x: RlpItem | undefined, field: string): Hex {
  const h = bytesOf(x, field);
  if (h.length !== 42) bad(field);
  return h;
}

function listOf(x: RlpItem | undefined, field: string): RlpItem[] {
  if (!Array.isArray(x)) bad(field);
  return x;
}

function accessList(x: RlpItem | undefined): Array<{ address: Hex; storageKeys: Hex[] }> {
  return listOf(x, 'accessList').map((e) => {
    const [a, keys, ...rest] = listOf(e, 'accessList');
    if (rest.length) bad('accessList');
    return {
      address: address(a, 'accessList'),
      storageKeys: listOf(keys, 'accessList').map((k) => {
        const h = bytesOf(k, 'accessList');
        if (h.length !== 66) bad('accessList');
        return h;
      }),
    };
  });
}

function parity(x: RlpItem | undefined, field: string): number {
  const v = uint(x, field);
  if (v > 1n) bad(field);
  return Number(v);
}

function split(b: Uint8Array): { type: EvmTxType; typeByte: number; items: RlpItem[]; network?: RlpItem[] } {
  const first = b[0] ?? 0;
  if (first >= 0xc0) return { type: 'legacy', typeByte: 0, items: listOf(readRlp(b), 'transaction') };
  const type = TYPES[first];
  if (!type) {
    throw new EngineError('TX_UNKNOWN_TYPE', `type byte ${first}`, {
      type: `0x${first.toString(16).padStart(2, '0')}`,
    });
  }
  const body = readRlp(b, 1);
  if (!Array.isArray(body)) throw new EngineError('TX_BAD_RLP', 'not a list', { offset: 1 });
  // EIP-4844 network form: rlp([tx, blobs, commitments, proofs]); EIP-7594 adds a version after tx.
  if (type === 'eip4844' && Array.isArray(body[0])) return { type, typeByte: first, items: body[0], network: body };
  return { type, typeByte: first, items: body };
}

function sidecar(w: RlpItem[], blobHashes: number): NonNullable<ParsedEvmTx['network']> {
  const v1 = w.length === 5;
  if (w.length !== 4 && !v1) {
    throw new EngineError('TX_FIELD_COUNT', 'network form', { type: '0x03', expected: 4, actual: w.length });
  }
  const version = v1 ? Number(uint(w[1], 'wrapperVersion')) : 0;
  if (v1 && version !== 1) bad('wrapperVersion');
  const [blobs, commitments, proofs] = (v1 ? w.slice(2) : w.slice(1)).map((x) => listOf(x, 'sidecar'));
  const n = blobs?.length ?? 0;
  const perBlob = v1 ? CELLS_PER_BLOB : 1;
  if (commitments?.length !== n || proofs?.length !== n * perBlob || n !== blobHashes) bad('sidecar');
  return {
    version,
    blobs: n,
    commitments: commitments.map((c) => {
      const h = bytesOf(c, 'sidecar');
      if (h.length !== 98) bad('sidecar');
      return h;
    }),
    proofs: proofs.length,
  };
}

/**
 * Splits a raw signed transaction into its fields (legacy RLP, or an EIP-2718 type byte and RLP),
 * reading zero as zero and chain id 0 as 0, and keeping the network wrapper of EIP-4844 apart from the
 * canonical bytes. Checks the shape only; the chain's rules are the caller's notes.
 *
 * @throws TX_UNKNOWN_TYPE, TX_BAD_RLP, TRUNCATED, TX_FIELD_COUNT, TX_BAD_FIELD, TX_UNSIGNED.
 */
export function parseEvmTx(b: Uint8Array): ParsedEvmTx {
  const { type, typeByte, items, network } = split(b);
  const names = FIELDS[type];
  if (items.length === names.length) throw new EngineError('TX_UNSIGNED', 'unsigned', {});
  if (items.length !== names.length + 3) {
    throw new EngineError('TX_FIELD_COUNT', 'field count', {
      type: `0x0${typeByte}`,
      expected: names.length + 3,
      actual: items.length,
    });
  }
  const f = Object.fromEntries(names.map((n, i) => [n, items[i]])) as Record<string, RlpItem>;
  const [sv, sr, ss] = items.slice(names.length);
  const unsigned = items.slice(0, names.length);
  const toField = bytesOf(f.to, 'to');
  if (toField !== '0x' && toField.length !== 42) bad('to');
  const out: ParsedEvmTx = {
    type,
    typeByte,
    canonical: type === 'legacy' ? bytesToHex(b) : concatHex([bytesToHex(b.subarray(0, 1)), toRlp(items)]),
    signingPayload: '0x',
    chainId: null,
    nonce: uint(f.nonce, 'nonce'),
    gas: uint(f.gas, 'gas'),
    to: toField === '0x' ? null : toField,
    value: uint(f.value, 'value'),
    data: bytesOf(f.data, 'data'),
    yParity: 0,
    r: uint(sr, 'r'),
    s: uint(ss, 's'),
  };
  // Nonces stay below 2^64 (EIP-2681); above 2^53 they are not JavaScript numbers (ethers refuses them too).
  if (out.nonce > MAX_SAFE) bad('nonce');
  if (out.gas >= 2n ** 64n) bad('gas');
  if (type === 'legacy') {
    const v = uint(sv, 'v');
    out.v = v;
    out.gasPrice = uint(f.gasPrice, 'gasPrice');
    if (v === 27n || v === 28n) {
      out.yParity = Number(v - 27n);
      out.signingPayload = toRlp(unsigned);
    } else if (v >= 35n) {
      out.chainId = (v - 35n) / 2n;
      if (out.chainId > MAX_SAFE) bad('v');
      out.yParity = Number((v - 35n) % 2n);
      // EIP-155: the signed list ends with chainId, 0, 0.
      out.signingPayload = toRlp([...unsigned, scalar(out.chainId), '0x', '0x']);
    } else bad('v');
    return out;
  }
  out.chainId = uint(f.chainId, 'chainId');
  if (out.chainId > MAX_SAFE) bad('chainId');
  out.yParity = parity(sv, 'yParity');
  out.signingPayload = concatHex([bytesToHex(b.subarray(0, 1)), toRlp(unsigned)]);
  out.accessList = accessList(f.accessList);
  if (type === 'eip2930') out.gasPrice = uint(f.gasPrice, 'gasPrice');
  else {
    out.maxPriorityFeePerGas = uint(f.maxPriorityFeePerGas, 'maxPriorityFeePerGas');
    out.maxFeePerGas = uint(f.maxFeePerGas, 'maxFeePerGas');
  }
  if (type === 'eip4844') {
    out.maxFeePerBlobGas = uint(f.maxFeePerBlobGas, 'maxFeePerBlobGas');
    out.blobVersionedHashes = listOf(f.blobVersionedHashes, 'blobVersionedHashes').map((h) => {
      const x = bytesOf(h, 'blobVersionedHashes');
      if (x.length !== 66) bad('blobVersionedHashes');
      return x;
    });
    if (network) out.network = sidecar(network, out.blobVersionedHashes.length);
  }
  if (type === 'eip7702') {
    out.authorizationList = listOf(f.authorizationList, 'authorizationList').map((a) => {
      const [chainId, addr, nonce, y, r, s, ...rest] = listOf(a, 'authorizationList');
      if (rest.length || s === undefined) bad('authorizationList');
      return {
        chainId: uint(chainId, 'authorizationList'),
        address: address(addr, 'authorizationList'),
        nonce: uint(nonce, 'authorizationList'),
        yParity: parity(y, 'authorizationList'),
        r: uint(r, 'authorizationList'),
        s: uint(s, 'authorizationList'),
      };
    });
  }
  return out;
}
