import { ed25519 } from '@noble/curves/ed25519.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { toHex } from '../encoding/hex.ts';
import { EngineError } from '../errors.ts';
import { inspectCardanoAddress } from './address.ts';
import { type CborItem, decodeCbor } from './cbor.ts';

/** One spent output: the transaction that made it and its index there. */
export interface CardanoTxInputRef {
  readonly txIdHex: string;
  readonly index: bigint;
}

/** One output of a transaction. */
export interface CardanoTxOutputInfo {
  /** bech32 (Shelley) or base58 (Byron) text of the address; hex when the bytes are not an address. */
  readonly address: string;
  readonly lovelace: bigint;
  /** Native tokens carried: one per (policy, asset name) pair. */
  readonly assets: number;
  /** A datum hash or inline datum is attached. */
  readonly datum: boolean;
}

/** One vkey witness and whether its Ed25519 signature verifies over the transaction id. */
export interface CardanoWitnessCheck {
  readonly vkeyHex: string;
  /** Blake2b-224 of the key: what addresses and required signers name. */
  readonly keyHashHex: string;
  readonly valid: boolean;
}

/** The facts of a transaction body a visitor checks first, read from the CBOR alone (no library). */
export interface CardanoTxSummary {
  /** `transaction` for `[body, witnesses, …]`, `body` for a bare transaction body. */
  readonly form: 'transaction' | 'body';
  readonly inputs: readonly CardanoTxInputRef[];
  readonly outputs: readonly CardanoTxOutputInfo[];
  /** Sum of the outputs' lovelace. */
  readonly totalOutput: bigint;
  readonly fee: bigint;
  /** Body key 3: the last slot the transaction is valid in, when set. */
  readonly ttl?: bigint;
  /** Body key 8: the first slot the transaction is valid in, when set. */
  readonly validityStart?: bigint;
  readonly certificates: number;
  /** Sum of the reward withdrawals (body key 5). */
  readonly withdrawals: bigint;
  /** Native-token mint or burn entries (body key 9). */
  readonly mints: number;
  /** Body key 14: key hashes that must sign. */
  readonly requiredSigners: readonly string[];
  /** Body key 15, when set. */
  readonly networkId?: number;
  /** Empty for a bare body. */
  readonly witnesses: readonly CardanoWitnessCheck[];
  /** Byron (bootstrap) witnesses: counted, not checked. */
  readonly bootstrapWitnesses: number;
}

function bad(reason: string): never {
  throw new EngineError('NOT_A_TRANSACTION', reason);
}

function field(map: CborItem & { kind: 'map' }, key: number): CborItem | undefined {
  for (const [k, v] of map.entries) if (k.kind === 'uint' && k.value === BigInt(key)) return v;
  return undefined;
}

/** A list, or a CBOR set (tag 258 around a list), as the Conway era allows. */
function list(item: CborItem | undefined, what: string): readonly CborItem[] {
  if (item === undefined) return [];
  const inner = item.kind === 'tag' && item.tag === 258n ? item.item : item;
  if (inner.kind !== 'array') bad(`${what} is not a list`);
  return inner.items;
}

function uint(item: CborItem | undefined, what: string): bigint {
  if (item?.kind !== 'uint') bad(`${what} is not an unsigned integer`);
  return item.value;
}

function bytes(item: CborItem | undefined, what: string): Uint8Array {
  if (item?.kind !== 'bytes') bad(`${what} is not a byte string`);
  return item.value;
}

function assetCount(multiasset: CborItem | undefined): number {
  if (multiasset?.kind !== 'map') return 0;
  let n = 0;
  for (const [, assets] of multiasset.entries) if (assets.kind === 'map') n += assets.entries.length;
  return n;
}

/** `coin` or `[coin, multiasset]` (CDDL `value`). */
function amount(item: CborItem | undefined): { lovelace: bigint; assets: number } {
  if (item?.kind === 'uint') return { lovelace: item.value, assets: 0 };
  if (item?.kind === 'array' && item.items.length === 2) {
    return { lovelace: uint(item.items[0], 'An output amount'), assets: assetCount(item.items[1]) };
  }
  return bad('An output amount is neither a coin nor [coin, assets]');
}

function addressText(raw: Uint8Array): string {
  try {
    return inspectCardanoAddress(toHex(raw)).address;
  } catch {
    return toHex(raw);
  }
}

/** Legacy `[address, amount, ? datum_hash]` or post-Alonzo `{0: address, 1: amount, ? 2: datum, ? 3: script}`. */
function output(item: CborItem): CardanoTxOutputInfo {
  if (item.kind === 'array') {
    const a = amount(item.items[1]);
    return { address: addressText(bytes(item.items[0], 'An output address')), ...a, datum: item.items.length > 2 };
  }
  if (item.kind === 'map') {
    const a = amount(field(item, 1));
    return {
      address: addressText(bytes(field(item, 0), 'An output address')),
      ...a,
      datum: field(item, 2) !== undefined,
    };
  }
  return bad('An output is neither an array nor a map');
}

function witnesses(set: CborItem | undefined, txId: Uint8Array): { checks: CardanoWitnessCheck[]; bootstrap: number } {
  if (set?.kind !== 'map') return { checks: [], bootstrap: 0 };
  const checks = list(field(set, 0), 'The vkey witnesses').map((w): CardanoWitnessCheck => {
    if (w.kind !== 'array' || w.items.length !== 2) bad('A vkey witness is not [vkey, signature]');
    const vkey = bytes(w.items[0], 'A witness key');
    const signature = bytes(w.items[1], 'A witness signature');
    let valid = false;
    try {
      valid = vkey.length === 32 && signature.length === 64 && ed25519.verify(signature, txId, vkey);
    } catch {
      valid = false;
    }
    return { vkeyHex: toHex(vkey), keyHashHex: toHex(blake2b(vkey, { dkLen: 28 })), valid };
  });
  return { checks, bootstrap: list(field(set, 2), 'The bootstrap witnesses').length };
}

/**
 * Summarises a transaction (or a bare transaction body) from its CBOR: inputs, outputs with their
 * addresses and lovelace, fee, validity interval, and each vkey witness checked with Ed25519 over the
 * transaction id (Blake2b-256 of the body's original bytes), as the ledger checks it. Keys follow the
 * ledger's Conway CDDL (`transaction_body`), which keeps the numbers of the earlier eras.
 * @throws EngineError INVALID_CBOR (reason), TRUNCATED (offset), NOT_A_TRANSACTION
 * @example
 * const body = 'a3 00 81 82 5820' + '00'.repeat(32) + ' 00 01 80 02 18 2a'; // one input, no outputs, fee 42
 * summarizeCardanoTx(Uint8Array.from(body.replace(/ /g, '').match(/../g) ?? [], (h) => Number.parseInt(h, 16))).fee
 * // 42n
 */
export function summarizeCardanoTx(input: Uint8Array): CardanoTxSummary {
  if (!(input instanceof Uint8Array)) throw new TypeError('summarizeCardanoTx: input must be a Uint8Array');
  const root = decodeCbor(input);
  const form = root.kind === 'map' ? 'body' : 'transaction';
  const body = root.kind === 'map' ? root : root.kind === 'array' ? root.items[0] : undefined;
  if (body?.kind !== 'map') bad('Neither a transaction nor a transaction body');
  const txId = blake2b(input.subarray(body.start, body.end), { dkLen: 32 });
  const inputs = list(field(body, 0), 'The inputs').map((i): CardanoTxInputRef => {
    if (i.kind !== 'array' || i.items.length !== 2) bad('An input is not [transaction id, index]');
    return { txIdHex: toHex(bytes(i.items[0], 'An input transaction id')), index: uint(i.items[1], 'An input index') };
  });
  const outputs = list(field(body, 1), 'The outputs').map(output);
  const withdrawalMap = field(body, 5);
  let withdrawals = 0n;
  if (withdrawalMap?.kind === 'map') for (const [, v] of withdrawalMap.entries) withdrawals += uint(v, 'A withdrawal');
  const mint = field(body, 9);
  const ttl = field(body, 3);
  const start = field(body, 8);
  const network = field(body, 15);
  const w = root.kind === 'array' ? witnesses(root.items[1], txId) : { checks: [], bootstrap: 0 };
  return {
    form,
    inputs,
    outputs,
    totalOutput: outputs.reduce((sum, o) => sum + o.lovelace, 0n),
    fee: uint(field(body, 2), 'The fee'),
    ...(ttl === undefined ? {} : { ttl: uint(ttl, 'The TTL') }),
    ...(start === undefined ? {} : { validityStart: uint(start, 'The validity start') }),
    certificates: list(field(body, 4), 'The certificates').length,
    withdrawals,
    mints: assetCount(mint),
    requiredSigners: list(field(body, 14), 'The required signers').map((s) => toHex(bytes(s, 'A required signer'))),
    ...(network === undefined ? {} : { networkId: Number(uint(network, 'The network id')) }),
    witnesses: w.checks,
    bootstrapWitnesses: w.bootstrap,
  };
}
