import {
  type Abi,
  formatEther,
  formatGwei,
  getAddress,
  type Hex,
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
  type TransactionSerialized,
} from 'viem';
import { recoverAuthorizationAddress } from 'viem/utils';
import { EngineError } from '../errors.ts';
import { type DecodedCall, decodeCalldata } from './calldata.ts';
import { evmChainById } from './chains.ts';
import { toHexInput } from './input.ts';

/** Gas per blob (EIP-4844). */
const GAS_PER_BLOB = 131072n;

export type EvmTxType = 'legacy' | 'eip2930' | 'eip1559' | 'eip4844' | 'eip7702';

/** One EIP-7702 authorization with the account that signed it. */
export interface DecodedAuthorization {
  chainId: number;
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
  hash: Hex;
  from: Hex;
  chainId: number | null;
  chainName: string | null;
  explorerUrl: string | null;
  nonce: number;
  to: Hex | null;
  value: string;
  valueEther: string;
  gas: string;
  gasPrice?: string;
  maxFeePerGas?: string;
  maxPriorityFeePerGas?: string;
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

const TYPE_BYTES: Record<EvmTxType, number> = {
  legacy: 0,
  eip2930: 1,
  eip1559: 2,
  eip4844: 3,
  eip7702: 4,
};

function reasonOf(e: unknown): string {
  const m = e instanceof Error ? ((e as { shortMessage?: string }).shortMessage ?? e.message) : String(e);
  return m.split('\n')[0] ?? m;
}

/**
 * Decodes a raw signed EVM transaction of any type (legacy and EIP-155, EIP-2930, EIP-1559, EIP-4844,
 * EIP-7702): its fields, hash (keccak-256 of the bytes as given), recovered sender, chain, value in
 * ether, fee arithmetic, the authorities of EIP-7702 authorizations and the calldata decoded with
 * `abi` and the bundled signatures. Follows EIP-2718 and the yellow paper's RLP.
 *
 * @throws INVALID_HEX for non-hex input; INVALID_TRANSACTION (with `reason`) for bytes that are not a
 *   signed transaction.
 * @example
 * (await decodeEvmTransaction('0xf86c098504a817c800825208943535353535353535353535353535353535353535880de0b6b3a76400008025a028ef61340bd939bc2195fe537567866003e1a15d3c71ff63e1590620aa636276a067cbe9d8997f761aecb703304b3800ccf555c9f3dc64214b297fb1966a3b6d83')).from
 * // '0x9d8A62f656a8d1615C1294fd71e9CFb3E4855A4F' (the signed example of EIP-155)
 */
export async function decodeEvmTransaction(text: string, abi?: Abi): Promise<DecodedEvmTransaction> {
  const raw = toHexInput(text);
  if (raw === '0x')
    throw new EngineError('INVALID_TRANSACTION', 'empty', {
      reason: 'empty input',
    });
  // EIP-4844 network form (with blobs, commitments, proofs) is not a signed transaction's canonical bytes.
  let tx: ReturnType<typeof parseTransaction>;
  try {
    tx = parseTransaction(raw as TransactionSerialized);
  } catch (e) {
    throw new EngineError('INVALID_TRANSACTION', 'unparsable', {
      reason: reasonOf(e),
    });
  }
  const t = tx as typeof tx & {
    r?: Hex;
    s?: Hex;
    v?: bigint;
    yParity?: number;
    gasPrice?: bigint;
    maxFeePerGas?: bigint;
    maxPriorityFeePerGas?: bigint;
    maxFeePerBlobGas?: bigint;
    blobVersionedHashes?: readonly Hex[];
    accessList?: ReadonlyArray<{ address: Hex; storageKeys: readonly Hex[] }>;
    authorizationList?: ReadonlyArray<{
      chainId: number;
      address: Hex;
      nonce: number;
      yParity?: number;
      r?: Hex;
      s?: Hex;
    }>;
    chainId?: number;
    sidecars?: unknown;
  };
  if (!t.r || !t.s)
    throw new EngineError('INVALID_TRANSACTION', 'unsigned', {
      reason: 'the transaction is not signed',
    });
  const type = (t.type ?? 'legacy') as EvmTxType;
  let from: Hex;
  try {
    from = getAddress(
      await recoverTransactionAddress({
        serializedTransaction: raw as TransactionSerialized,
      }),
    );
  } catch (e) {
    throw new EngineError('INVALID_TRANSACTION', 'bad signature', {
      reason: reasonOf(e),
    });
  }
  const chainId = t.chainId ?? null;
  const chain = chainId === null ? undefined : evmChainById(chainId);
  const gas = t.gas ?? 0n;
  const value = t.value ?? 0n;
  const perGas = type === 'legacy' || type === 'eip2930' ? (t.gasPrice ?? 0n) : (t.maxFeePerGas ?? 0n);
  const maxGasFee = gas * perGas;
  const blobs = BigInt(t.blobVersionedHashes?.length ?? 0);
  const maxBlobFee = type === 'eip4844' ? blobs * GAS_PER_BLOB * (t.maxFeePerBlobGas ?? 0n) : undefined;
  const maxTotal = value + maxGasFee + (maxBlobFee ?? 0n);
  const data = (t.data ?? '0x') as Hex;
  let call: DecodedCall | null = null;
  if (data.length >= 10) {
    try {
      call = decodeCalldata(data, abi);
    } catch {
      call = null;
    }
  }
  const out: DecodedEvmTransaction = {
    type,
    typeByte: TYPE_BYTES[type],
    hash: keccak256(raw),
    from,
    chainId,
    chainName: chain?.name ?? null,
    explorerUrl: chain?.explorerUrl ?? null,
    nonce: t.nonce ?? 0,
    to: t.to ? getAddress(t.to) : null,
    value: value.toString(),
    valueEther: formatEther(value),
    gas: gas.toString(),
    data,
    r: t.r,
    s: t.s,
    fees: {
      maxGasFee: maxGasFee.toString(),
      maxGasFeeEther: formatEther(maxGasFee),
      maxTotal: maxTotal.toString(),
      maxTotalEther: formatEther(maxTotal),
    },
    call,
  };
  if (type === 'legacy') out.v = Number(t.v);
  else out.yParity = t.yParity ?? Number(t.v === 28n);
  if (t.gasPrice !== undefined) {
    out.gasPrice = t.gasPrice.toString();
    out.fees.gasPriceGwei = formatGwei(t.gasPrice);
  }
  if (t.maxFeePerGas !== undefined) {
    out.maxFeePerGas = t.maxFeePerGas.toString();
    out.fees.maxFeePerGasGwei = formatGwei(t.maxFeePerGas);
  }
  if (t.maxPriorityFeePerGas !== undefined) {
    out.maxPriorityFeePerGas = t.maxPriorityFeePerGas.toString();
    out.fees.maxPriorityFee = (gas * t.maxPriorityFeePerGas).toString();
    out.fees.maxPriorityFeePerGasGwei = formatGwei(t.maxPriorityFeePerGas);
  }
  if (t.maxFeePerBlobGas !== undefined) out.maxFeePerBlobGas = t.maxFeePerBlobGas.toString();
  if (maxBlobFee !== undefined) out.fees.maxBlobFee = maxBlobFee.toString();
  if (t.blobVersionedHashes) out.blobVersionedHashes = [...t.blobVersionedHashes];
  if (type !== 'legacy') {
    out.accessList = (t.accessList ?? []).map((a) => ({
      address: getAddress(a.address),
      storageKeys: [...a.storageKeys],
    }));
  }
  if (t.authorizationList) {
    out.authorizationList = await Promise.all(
      t.authorizationList.map(async (a) => {
        let authority: Hex | null = null;
        try {
          authority = getAddress(
            await recoverAuthorizationAddress({ authorization: a } as unknown as Parameters<
              typeof recoverAuthorizationAddress
            >[0]),
          );
        } catch {
          authority = null;
        }
        return {
          chainId: a.chainId,
          address: getAddress(a.address),
          nonce: a.nonce,
          yParity: a.yParity ?? 0,
          r: a.r ?? '0x',
          s: a.s ?? '0x',
          authority,
        };
      }),
    );
  }
  return out;
}
