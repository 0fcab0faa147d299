import {
  type Abi,
  concatHex,
  formatEther,
  formatGwei,
  getAddress,
  type Hex,
  hexToBytes,
  keccak256,
  numberToHex,
  recoverAddress,
  sha256,
  toRlp,
} from 'viem';
import { EngineError } from '../errors.ts';
import { type DecodedCall, decodeCalldata } from './calldata.ts';
import { evmChainById } from './chains.ts';
import { type EvmTxType, type ParsedEvmTx, parseEvmTx } from './tx-parse.ts';
import { scalar } from './tx-rlp.ts';

export type { EvmTxType } from './tx-parse.ts';

/** Gas per blob (EIP-4844). */
const GAS_PER_BLOB = 131072n;
/** secp256k1 group order n; EIP-2 refuses s above n/2. */
const HALF_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n / 2n;

/**
 * Why a chain would refuse a transaction that decodes: `CHAIN_ID_ZERO` (signed for chain id 0, which no
 * chain has), `NO_BLOBS` (EIP-4844 needs at least one blob), `NO_RECIPIENT` (EIP-4844 and EIP-7702
 * transactions cannot create a contract), `NO_AUTHORIZATIONS` (EIP-7702 needs at least one),
 * `TIP_ABOVE_FEE_CAP` (EIP-1559: the priority fee may not exceed the max fee), `HIGH_S` (EIP-2: s above
 * n/2), `BLOB_HASH_MISMATCH` (network form: a commitment does not hash to its versioned hash).
 */
export type EvmTxNote =
  | 'CHAIN_ID_ZERO'
  | 'NO_BLOBS'
  | 'NO_RECIPIENT'
  | 'NO_AUTHORIZATIONS'
  | 'TIP_ABOVE_FEE_CAP'
  | 'HIGH_S'
  | 'BLOB_HASH_MISMATCH';

/** One EIP-7702 authorization with the account that signed it. */
export interface DecodedAuthorization {
  chainId: number;
  /** Chain id 0: the authorization is valid on every chain (EIP-7702). */
  anyChain: boolean;
  address: Hex;
  nonce: number;
  yParity: number;
  r: Hex;
  s: Hex;
  authority: Hex | null;
}

/** A signed EVM transaction, decoded. Amounts are decimal strings in wei unless named otherwise. */
export interface DecodedEvmTransaction {
  type: EvmTxType;
  /** EIP-2718 type byte; legacy is 0. */
  typeByte: number;
  /** keccak-256 of the canonical bytes (for the network form, of the transaction without its blobs). */
  hash: Hex;
  /** `network`: an EIP-4844 transaction with its blobs, commitments and proofs (as sent between nodes). */
  form: 'canonical' | 'network';
  /** The network form's sidecar: wrapper version (0 EIP-4844, 1 EIP-7594 cell proofs), blob and proof counts. */
  sidecar?: { version: number; blobs: number; proofs: number };
  from: Hex;
  chainId: number | null;
  chainName: string | null;
  /** The chain's native currency symbol (ETH, POL, BNB, XDAI…), null when the chain is unknown. */
  symbol: string | null;
  explorerUrl: string | null;
  nonce: number;
  to: Hex | null;
  /** For a contract creation (no `to`): the address of the new contract, from sender and nonce. */
  contractAddress: Hex | null;
  value: string;
  valueEther: string;
  gas: string;
  /** Present (also when 0) on legacy and EIP-2930 transactions. */
  gasPrice?: string;
  /** Present (also when 0) on EIP-1559 and later. */
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
  /** Present (also when 0) on EIP-4844. */
  maxFeePerBlobGas?: string;
  blobVersionedHashes?: Hex[];
  accessList?: Array<{ address: Hex; storageKeys: Hex[] }>;
  authorizationList?: DecodedAuthorization[];
  data: Hex;
  /** Signature: yParity for typed transactions; v for legacy (27/28 or EIP-155 35+2·chainId). */
  v?: number;
  yParity?: number;
  r: Hex;
  s: Hex;
  /** Why a chain would refuse this transaction, if it would (see {@link EvmTxNote}). */
  notes: EvmTxNote[];
  /** The most the sender can pay, by part (wei). */
  fees: {
    /** gas × gasPrice or gas × maxFeePerGas. */
    maxGasFee: string;
    maxGasFeeEther: string;
    /** gas × maxPriorityFeePerGas (EIP-1559 and later). */
    maxPriorityFee?: string;
    /** blobs × 131072 × maxFeePerBlobGas (EIP-4844). */
    maxBlobFee?: string;
    /** value + maxGasFee + maxBlobFee: the balance the sender needs. */
    maxTotal: string;
    maxTotalEther: string;
    gasPriceGwei?: string;
    maxFeePerGasGwei?: string;
    maxPriorityFeePerGasGwei?: string;
  };
  /** The calldata decoded as on /abidecoder (null when empty or its selector is unknown). */
  call: DecodedCall | null;
}

/** Pasted hex to bytes, with errors that name the cause (not a character, an odd count, a hash). */
function readHex(text: string): Uint8Array {
  const compact = text.replace(/\s+/g, '');
  const body = /^0x/i.test(compact) ? compact.slice(2) : compact;
  const bad = body.search(/[^0-9a-fA-F]/);
  if (bad >= 0) {
    const offset = compact.length - body.length;
    throw new EngineError('INVALID_HEX', `not hex at ${bad + offset}`, {
      char: body[bad] ?? '',
      position: bad + offset + 1,
    });
  }
  if (body.length % 2) throw new EngineError('ODD_HEX_LENGTH', 'odd number of hex digits', { digits: body.length });
  if (body.length === 0) throw new EngineError('TRUNCATED', 'empty', { offset: 0 });
  // A signed transaction carries r and s alone in 64 bytes: 32 bytes is a hash (most likely the tx hash).
  if (body.length === 64) throw new EngineError('TX_LOOKS_LIKE_HASH', '32 bytes', { bytes: 32 });
  return hexToBytes(`0x${body}`);
}

async function recover(hash: Hex, yParity: number, r: bigint, s: bigint): Promise<Hex | null> {
  try {
    const signature = { r: numberToHex(r, { size: 32 }), s: numberToHex(s, { size: 32 }), yParity };
    return getAddress(await recoverAddress({ hash, signature }));
  } catch {
    return null;
  }
}

function authorizations(tx: ParsedEvmTx): Promise<DecodedAuthorization[]> {
  return Promise.all(
    (tx.authorizationList ?? []).map(async (a) => ({
      chainId: Number(a.chainId),
      anyChain: a.chainId === 0n,
      address: getAddress(a.address),
      nonce: Number(a.nonce),
      yParity: a.yParity,
      r: numberToHex(a.r, { size: 32 }),
      s: numberToHex(a.s, { size: 32 }),
      // EIP-7702: the authority signs keccak256(0x05 || rlp([chain_id, address, nonce])).
      authority: await recover(
        keccak256(concatHex(['0x05', toRlp([scalar(a.chainId), a.address, scalar(a.nonce)])])),
        a.yParity,
        a.r,
        a.s,
      ),
    })),
  );
}

function notesOf(tx: ParsedEvmTx, blobHashMismatch: boolean): EvmTxNote[] {
  const notes: EvmTxNote[] = [];
  if (tx.chainId === 0n) notes.push('CHAIN_ID_ZERO');
  if (tx.type === 'eip4844' && tx.blobVersionedHashes?.length === 0) notes.push('NO_BLOBS');
  if ((tx.type === 'eip4844' || tx.type === 'eip7702') && tx.to === null) notes.push('NO_RECIPIENT');
  if (tx.type === 'eip7702' && tx.authorizationList?.length === 0) notes.push('NO_AUTHORIZATIONS');
  if (tx.maxPriorityFeePerGas !== undefined && tx.maxPriorityFeePerGas > (tx.maxFeePerGas ?? 0n)) {
    notes.push('TIP_ABOVE_FEE_CAP');
  }
  if (tx.s > HALF_N) notes.push('HIGH_S');
  if (blobHashMismatch) notes.push('BLOB_HASH_MISMATCH');
  return notes;
}

/** EIP-4844: a versioned hash is 0x01 followed by the last 31 bytes of sha256(commitment). */
function blobHashesMatch(tx: ParsedEvmTx): boolean {
  const hashes = tx.blobVersionedHashes ?? [];
  return (tx.network?.commitments ?? []).every((c, i) => `0x01${sha256(c).slice(4)}` === hashes[i]);
}

function callOf(data: Hex, abi: Abi | undefined): DecodedCall | null {
  if (data.length < 10) return null;
  try {
    return decodeCalldata(data, abi);
  } catch {
    return null;
  }
}

/**
 * Decodes a raw signed EVM transaction of any type (legacy with or without EIP-155, EIP-2930,
 * EIP-1559, EIP-4844 in canonical or network form, EIP-7702): its fields (zeros kept), hash
 * (keccak-256 of the canonical bytes), recovered sender, chain and its currency symbol, the address a
 * contract creation makes, value in ether, fee arithmetic, the authorities of EIP-7702 authorizations,
 * the reasons a chain would refuse it (`notes`) and the calldata decoded with `abi` and the bundled
 * signatures. Reads what ethers' `Transaction.from` reads (chain id 0, an empty blob list). Follows
 * EIP-2718 and the yellow paper's RLP.
 *
 * @throws INVALID_HEX, ODD_HEX_LENGTH, TX_LOOKS_LIKE_HASH (32 bytes), TRUNCATED, TX_BAD_RLP,
 *   TX_UNKNOWN_TYPE, TX_FIELD_COUNT, TX_BAD_FIELD (with `field`), TX_UNSIGNED, TX_BAD_SIGNATURE.
 * @example
 * (await decodeEvmTransaction('0xf86c098504a817c800825208943535353535353535353535353535353535353535880de0b6b3a76400008025a028ef61340bd939bc2195fe537567866003e1a15d3c71ff63e1590620aa636276a067cbe9d8997f761aecb703304b3800ccf555c9f3dc64214b297fb1966a3b6d83')).from
 * // '0x9d8A62f656a8d1615C1294fd71e9CFb3E4855A4F' (the signed example of EIP-155)
 */
export async function decodeEvmTransaction(text: string, abi?: Abi): Promise<DecodedEvmTransaction> {
  const tx = parseEvmTx(readHex(text));
  const from = await recover(keccak256(tx.signingPayload), tx.yParity, tx.r, tx.s);
  if (!from) throw new EngineError('TX_BAD_SIGNATURE', 'signature does not recover', {});
  const chainId = tx.chainId === null ? null : Number(tx.chainId);
  const chain = chainId === null ? undefined : evmChainById(chainId);
  const perGas = tx.gasPrice ?? tx.maxFeePerGas ?? 0n;
  const maxGasFee = tx.gas * perGas;
  const blobs = BigInt(tx.blobVersionedHashes?.length ?? 0);
  const maxBlobFee = tx.maxFeePerBlobGas === undefined ? undefined : blobs * GAS_PER_BLOB * tx.maxFeePerBlobGas;
  const maxTotal = tx.value + maxGasFee + (maxBlobFee ?? 0n);
  const out: DecodedEvmTransaction = {
    type: tx.type,
    typeByte: tx.typeByte,
    hash: keccak256(tx.canonical),
    form: tx.network ? 'network' : 'canonical',
    from,
    chainId,
    chainName: chain?.name ?? null,
    symbol: chain?.symbol ?? null,
    explorerUrl: chain?.explorerUrl ?? null,
    nonce: Number(tx.nonce),
    to: tx.to ? getAddress(tx.to) : null,
    // The yellow paper's creation address: keccak256(rlp([sender, nonce]))[12:].
    contractAddress: tx.to ? null : getAddress(`0x${keccak256(toRlp([from, scalar(tx.nonce)])).slice(-40)}`),
    value: tx.value.toString(),
    valueEther: formatEther(tx.value),
    gas: tx.gas.toString(),
    data: tx.data,
    r: numberToHex(tx.r, { size: 32 }),
    s: numberToHex(tx.s, { size: 32 }),
    notes: notesOf(tx, !blobHashesMatch(tx)),
    fees: {
      maxGasFee: maxGasFee.toString(),
      maxGasFeeEther: formatEther(maxGasFee),
      maxTotal: maxTotal.toString(),
      maxTotalEther: formatEther(maxTotal),
    },
    call: callOf(tx.data, abi),
  };
  if (tx.network) out.sidecar = { version: tx.network.version, blobs: tx.network.blobs, proofs: tx.network.proofs };
  if (tx.v !== undefined) out.v = Number(tx.v);
  else out.yParity = tx.yParity;
  if (tx.gasPrice !== undefined) {
    out.gasPrice = tx.gasPrice.toString();
    out.fees.gasPriceGwei = formatGwei(tx.gasPrice);
  }
  if (tx.maxFeePerGas !== undefined) {
    out.maxFeePerGas = tx.maxFeePerGas.toString();
    out.fees.maxFeePerGasGwei = formatGwei(tx.maxFeePerGas);
  }
  if (tx.maxPriorityFeePerGas !== undefined) {
    out.maxPriorityFeePerGas = tx.maxPriorityFeePerGas.toString();
    out.fees.maxPriorityFee = (tx.gas * tx.maxPriorityFeePerGas).toString();
    out.fees.maxPriorityFeePerGasGwei = formatGwei(tx.maxPriorityFeePerGas);
  }
  if (tx.maxFeePerBlobGas !== undefined) out.maxFeePerBlobGas = tx.maxFeePerBlobGas.toString();
  if (maxBlobFee !== undefined) out.fees.maxBlobFee = maxBlobFee.toString();
  if (tx.blobVersionedHashes) out.blobVersionedHashes = tx.blobVersionedHashes;
  if (tx.accessList) {
    out.accessList = tx.accessList.map((a) => ({ address: getAddress(a.address), storageKeys: a.storageKeys }));
  }
  if (tx.authorizationList) out.authorizationList = await authorizations(tx);
  return out;
}
