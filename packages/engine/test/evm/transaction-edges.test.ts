import { createHash } from 'node:crypto';
import { Transaction as EthersTx, type TransactionLike, Wallet } from 'ethers';
import fc from 'fast-check';
import {
  concatHex,
  fromRlp,
  getContractAddress,
  type Hex,
  hexToBigInt,
  keccak256,
  numberToHex,
  parseTransaction,
  serializeTransaction,
  type TransactionSerialized,
  toRlp,
} from 'viem';
import { privateKeyToAccount, sign } from 'viem/accounts';
import { bsc, gnosis, mainnet, polygon } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import { type DecodedEvmTransaction, decodeEvmTransaction } from '../../src/evm/index.ts';

// Hardhat's default accounts #0 and #1 (hardhat.org "hardhat node" output).
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const KEY1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const wallet = new Wallet(KEY);
const account = privateKeyToAccount(KEY);
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Signs with ethers (which, unlike viem, signs chain id 0 and empty blob lists). */
function ethersSign(fields: TransactionLike): string {
  const tx = EthersTx.from(fields);
  tx.signature = wallet.signingKey.sign(tx.unsignedHash);
  return tx.serialized;
}

const big = (x: string | undefined) => (x === undefined ? null : BigInt(x));

/** Every field of our decoding against ethers' Transaction.from of the same bytes. */
function expectLikeEthers(d: DecodedEvmTransaction, raw: string): void {
  const e = EthersTx.from(raw);
  expect(d.typeByte).toBe(e.type);
  expect(d.hash).toBe(e.hash);
  expect(d.from).toBe(e.from);
  expect(d.nonce).toBe(e.nonce);
  expect(d.to).toBe(e.to);
  expect(BigInt(d.value)).toBe(e.value);
  expect(BigInt(d.gas)).toBe(e.gasLimit);
  expect(d.data).toBe(e.data);
  expect(big(d.gasPrice)).toBe(e.gasPrice);
  expect(big(d.maxFeePerGas)).toBe(e.maxFeePerGas);
  expect(big(d.maxPriorityFeePerGas)).toBe(e.maxPriorityFeePerGas);
  expect(big(d.maxFeePerBlobGas)).toBe(e.maxFeePerBlobGas);
  expect(d.blobVersionedHashes ?? null).toEqual(e.type === 3 ? e.blobVersionedHashes : null);
  expect(d.r).toBe(e.signature?.r);
  expect(d.s).toBe(e.signature?.s);
  if (d.type === 'legacy') {
    expect(BigInt(d.v ?? -1)).toBe(e.signature?.networkV ?? BigInt(e.signature?.v ?? -1));
    // ethers reads a pre-EIP-155 transaction as chain 0.
    expect(BigInt(d.chainId ?? 0)).toBe(e.chainId);
  } else {
    expect(d.yParity).toBe(e.signature?.yParity);
    expect(BigInt(d.chainId ?? -1)).toBe(e.chainId);
    expect(d.accessList).toEqual(e.accessList?.map((a) => ({ address: a.address, storageKeys: a.storageKeys })));
  }
  if (e.type === 4) {
    expect(
      d.authorizationList?.map((a) => ({ chainId: BigInt(a.chainId), address: a.address, nonce: BigInt(a.nonce) })),
    ).toEqual(e.authorizationList?.map((a) => ({ chainId: a.chainId, address: a.address, nonce: a.nonce })));
    expect(d.authorizationList?.map((a) => a.r)).toEqual(e.authorizationList?.map((a) => a.signature.r));
  }
}

/** Where viem can read the bytes, every field it gives (it omits zeros) and its hash of the canonical form. */
function expectLikeViem(d: DecodedEvmTransaction, raw: string): void {
  const p = parseTransaction(raw as TransactionSerialized) as ReturnType<typeof parseTransaction> & {
    sidecars?: unknown;
    gasPrice?: bigint;
    maxFeePerGas?: bigint;
    maxPriorityFeePerGas?: bigint;
    maxFeePerBlobGas?: bigint;
  };
  const { sidecars: _, r, s, yParity, v, ...rest } = p as typeof p & { r: Hex; s: Hex; yParity: number; v: bigint };
  const canonical = serializeTransaction(rest as Parameters<typeof serializeTransaction>[0], {
    r,
    s,
    yParity,
    ...(p.type === 'legacy' ? { v } : {}),
  });
  expect(d.hash).toBe(keccak256(canonical));
  expect(d.type).toBe(p.type);
  expect(d.chainId).toBe(p.chainId ?? null);
  expect(d.r).toBe(r);
  expect(d.s).toBe(s);
  for (const k of ['gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'maxFeePerBlobGas'] as const) {
    if (p[k] !== undefined) expect(d[k]).toBe(p[k]?.toString());
    // viem leaves out a zero fee; the field is there and 0 in ours.
    else if (d[k] !== undefined) expect(d[k]).toBe('0');
  }
}

describe('decodeEvmTransaction: zero fees, chain id 0, empty blob list (signed by ethers)', () => {
  const common = { nonce: 0, to: TO, gasLimit: 21000n, value: 0n };
  const cases: Array<[string, TransactionLike]> = [
    ['legacy, chain 0 (pre-EIP-155), gas price 0', { ...common, type: 0, chainId: 0, gasPrice: 0n }],
    ['legacy, chain 1 (EIP-155), gas price 0', { ...common, type: 0, chainId: 1, gasPrice: 0n }],
    ['EIP-2930, chain 0, gas price 0', { ...common, type: 1, chainId: 0, gasPrice: 0n }],
    ['EIP-1559, chain 0, all fees 0', { ...common, type: 2, chainId: 0, maxFeePerGas: 0n, maxPriorityFeePerGas: 0n }],
    [
      'EIP-4844, chain 0, fees 0, no blobs',
      {
        ...common,
        type: 3,
        chainId: 0,
        maxFeePerGas: 0n,
        maxPriorityFeePerGas: 0n,
        maxFeePerBlobGas: 0n,
        blobVersionedHashes: [],
      },
    ],
    [
      'EIP-7702, chain 0, fees 0, no authorizations',
      { ...common, type: 4, chainId: 0, maxFeePerGas: 0n, maxPriorityFeePerGas: 0n, authorizationList: [] },
    ],
  ];
  for (const [name, fields] of cases) {
    it(name, async () => {
      const raw = ethersSign(fields);
      const d = await decodeEvmTransaction(raw);
      expectLikeEthers(d, raw);
      expect(d.form).toBe('canonical');
      expect(d.hash).toBe(keccak256(raw as Hex));
    });
  }

  it('notes what a chain would refuse: chain id 0, no blobs, no authorizations', async () => {
    const [, , t1, t2, t3, t4] = cases;
    expect((await decodeEvmTransaction(ethersSign(t1![1]))).notes).toEqual(['CHAIN_ID_ZERO']);
    expect((await decodeEvmTransaction(ethersSign(t2![1]))).notes).toEqual(['CHAIN_ID_ZERO']);
    expect((await decodeEvmTransaction(ethersSign(t3![1]))).notes).toEqual(['CHAIN_ID_ZERO', 'NO_BLOBS']);
    expect((await decodeEvmTransaction(ethersSign(t4![1]))).notes).toEqual(['CHAIN_ID_ZERO', 'NO_AUTHORIZATIONS']);
    expect((await decodeEvmTransaction(ethersSign(cases[1]![1]))).notes).toEqual([]);
  });

  it('zero fees keep their rows and gwei text (signed by viem, chain 1)', async () => {
    const raw = await account.signTransaction({
      type: 'eip1559',
      chainId: 1,
      nonce: 0,
      to: TO,
      gas: 21000n,
      maxFeePerGas: 0n,
      maxPriorityFeePerGas: 0n,
    });
    const d = await decodeEvmTransaction(raw);
    expectLikeViem(d, raw);
    expectLikeEthers(d, raw);
    expect(d.maxFeePerGas).toBe('0');
    expect(d.maxPriorityFeePerGas).toBe('0');
    expect(d.fees.maxFeePerGasGwei).toBe('0');
    expect(d.fees.maxPriorityFee).toBe('0');
  });

  it('viem-signed legacy (pre-EIP-155 and EIP-155) and EIP-2930 with gas price 0', async () => {
    const raws = [
      await account.signTransaction({ type: 'legacy', nonce: 3, to: TO, gas: 21000n, gasPrice: 0n } as never),
      await account.signTransaction({ type: 'legacy', chainId: 137, nonce: 3, to: TO, gas: 21000n, gasPrice: 0n }),
      await account.signTransaction({ type: 'eip2930', chainId: 56, nonce: 3, to: TO, gas: 21000n, gasPrice: 0n }),
    ];
    for (const raw of raws) {
      const d = await decodeEvmTransaction(raw);
      expectLikeViem(d, raw);
      expectLikeEthers(d, raw);
      expect(d.gasPrice).toBe('0');
    }
  });
});

describe('decodeEvmTransaction: EIP-4844 network form', () => {
  // Blob, commitment and proof bytes need not be valid KZG for decoding; the versioned hash is computed by
  // ethers from the commitment (0x01 || sha256(commitment)[1:]).
  const blob = new Uint8Array(131072).fill(1, 0, 31);
  const commitment = new Uint8Array(48).fill(3);
  const base = {
    type: 3,
    chainId: 11155111,
    nonce: 9,
    to: TO,
    gasLimit: 21000n,
    maxFeePerGas: 10n ** 9n,
    maxPriorityFeePerGas: 0n,
    maxFeePerBlobGas: 0n,
  };

  function signed(version: number | null): EthersTx {
    const tx = EthersTx.from(base);
    if (version !== null) tx.blobWrapperVersion = version;
    tx.blobs = [{ data: blob, commitment, proof: new Uint8Array(version === 1 ? 48 * 128 : 48).fill(4) }];
    tx.signature = wallet.signingKey.sign(tx.unsignedHash);
    return tx;
  }

  it('EIP-4844 wrapper: the canonical hash that ethers and viem give, not the wrapper hash', async () => {
    const tx = signed(null);
    const raw = tx.serialized;
    const d = await decodeEvmTransaction(raw);
    expect(d.form).toBe('network');
    expect(d.sidecar).toEqual({ version: 0, blobs: 1, proofs: 1 });
    expect(d.hash).not.toBe(keccak256(raw as Hex));
    expect(d.hash).toBe(tx.hash);
    expectLikeEthers(d, raw);
    expectLikeViem(d, raw);
    expect(d.blobVersionedHashes).toEqual([`0x01${createHash('sha256').update(commitment).digest('hex').slice(2)}`]);
    expect(d.notes).toEqual([]);
    expect(d.chainName).toBe('Sepolia');
  });

  it('EIP-7594 wrapper (version 1, 128 cell proofs per blob)', async () => {
    const tx = signed(1);
    const d = await decodeEvmTransaction(tx.serialized);
    expect(d.form).toBe('network');
    expect(d.sidecar).toEqual({ version: 1, blobs: 1, proofs: 128 });
    expect(d.hash).toBe(tx.hash);
    expectLikeEthers(d, tx.serialized);
  });

  it('the canonical form of the same transaction has the same hash', async () => {
    const tx = signed(null);
    const canonical = EthersTx.from({ ...base, blobVersionedHashes: tx.blobVersionedHashes, signature: tx.signature });
    const d = await decodeEvmTransaction(canonical.serialized);
    expect(d.form).toBe('canonical');
    expect(d.hash).toBe(tx.hash);
  });
});

describe('decodeEvmTransaction: property test against ethers', () => {
  const uint = (max: bigint) => fc.oneof(fc.constant(0n), fc.bigInt({ min: 0n, max }));
  const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => `0x${Buffer.from(b).toString('hex')}`);
  const addr = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((b) => `0x${Buffer.from(b).toString('hex')}`);
  const fields = fc.record({
    type: fc.constantFrom(0, 1, 2, 3, 4),
    chainId: fc.oneof(fc.constant(0n), fc.constant(1n), fc.bigInt({ min: 0n, max: 2n ** 40n })),
    nonce: fc.oneof(fc.constant(0), fc.nat()),
    gasLimit: uint(2n ** 64n - 1n),
    fee: uint(2n ** 256n - 1n),
    tip: uint(2n ** 128n),
    blobFee: uint(2n ** 256n - 1n),
    to: fc.option(addr),
    value: uint(2n ** 256n - 1n),
    data: fc.uint8Array({ maxLength: 80 }).map((b) => `0x${Buffer.from(b).toString('hex')}`),
    accessList: fc.array(fc.record({ address: addr, storageKeys: fc.array(bytes32, { maxLength: 2 }) }), {
      maxLength: 2,
    }),
    blobHashes: fc.array(bytes32, { maxLength: 3 }),
  });

  it('every field and the hash equal ethers’ reading, for 120 random transactions', async () => {
    await fc.assert(
      fc.asyncProperty(fields, async (f) => {
        const like: TransactionLike = {
          type: f.type,
          chainId: f.chainId,
          nonce: f.nonce,
          gasLimit: f.gasLimit,
          to: f.type >= 3 ? (f.to ?? TO) : f.to,
          value: f.value,
          data: f.data,
        };
        if (f.type < 2) like.gasPrice = f.fee;
        // ethers signs no tip above the fee cap.
        else Object.assign(like, { maxFeePerGas: f.fee, maxPriorityFeePerGas: f.tip % (f.fee + 1n) });
        if (f.type >= 1) like.accessList = f.accessList;
        if (f.type === 3) Object.assign(like, { maxFeePerBlobGas: f.blobFee, blobVersionedHashes: f.blobHashes });
        if (f.type === 4) {
          const signer = new Wallet(KEY1);
          const auth = signer.authorizeSync({ address: TO, nonce: f.nonce, chainId: f.chainId });
          like.authorizationList = [auth];
        }
        const raw = ethersSign(like);
        const d = await decodeEvmTransaction(raw);
        expectLikeEthers(d, raw);
        if (f.type === 4) expect(d.authorizationList?.[0]?.authority).toBe(new Wallet(KEY1).address);
      }),
      { numRuns: 120 },
    );
  }, 60_000);
});

describe('decodeEvmTransaction: contract creation, chain symbol, EIP-7702 on every chain', () => {
  it('a creation (no `to`) gives the address viem’s getContractAddress computes', async () => {
    for (const nonce of [0, 1, 127, 128, 65535, 1_000_000]) {
      const raw = await account.signTransaction({
        type: 'eip1559',
        chainId: 1,
        nonce,
        gas: 100000n,
        maxFeePerGas: 1n,
        maxPriorityFeePerGas: 1n,
        data: '0x6080604052',
      });
      const d = await decodeEvmTransaction(raw);
      expect(d.to).toBeNull();
      expect(d.contractAddress).toBe(getContractAddress({ from: account.address, nonce: BigInt(nonce) }));
    }
    const call = await decodeEvmTransaction(ethersSign({ type: 2, chainId: 1, nonce: 0, to: TO, gasLimit: 21000n }));
    expect(call.contractAddress).toBeNull();
  });

  it('EIP-4844 and EIP-7702 without `to` are noted (they cannot create a contract)', async () => {
    // ethers refuses to sign these, so the bytes are assembled by viem's serializer and signed by viem.
    const raw = await account.signTransaction({
      type: 'eip7702',
      chainId: 1,
      nonce: 0,
      gas: 21000n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
      authorizationList: [await privateKeyToAccount(KEY1).signAuthorization({ chainId: 1, address: TO, nonce: 0 })],
    } as never);
    const d = await decodeEvmTransaction(raw);
    expect(d.notes).toContain('NO_RECIPIENT');
  });

  it.each([
    [mainnet.id, mainnet.nativeCurrency.symbol],
    [polygon.id, polygon.nativeCurrency.symbol],
    [bsc.id, bsc.nativeCurrency.symbol],
    [gnosis.id, gnosis.nativeCurrency.symbol],
    [424242, null],
  ])('chain %i: native symbol %s (viem/chains)', async (chainId, symbol) => {
    const d = await decodeEvmTransaction(ethersSign({ type: 2, chainId, nonce: 0, to: TO, gasLimit: 21000n }));
    expect(d.symbol).toBe(symbol);
  });

  it('an authorization for chain 0 is flagged as valid on every chain', async () => {
    const signer = privateKeyToAccount(KEY1);
    const any = await signer.signAuthorization({ chainId: 0, address: TO, nonce: 0 });
    const one = await signer.signAuthorization({ chainId: 1, address: TO, nonce: 1 });
    const raw = await account.signTransaction({
      type: 'eip7702',
      chainId: 1,
      nonce: 0,
      to: TO,
      gas: 60000n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 0n,
      authorizationList: [any, one],
    });
    const d = await decodeEvmTransaction(raw);
    expectLikeViem(d, raw);
    expectLikeEthers(d, raw);
    expect(d.authorizationList?.map((a) => [a.chainId, a.anyChain, a.authority])).toEqual([
      [0, true, signer.address],
      [1, false, signer.address],
    ]);
  });
});

describe('decodeEvmTransaction: errors that name the cause', () => {
  const code = async (input: string) => {
    const e = await decodeEvmTransaction(input).catch((x: unknown) => x);
    expect(isEngineError(e)).toBe(true);
    return e as { code: string; params: Record<string, unknown> };
  };

  it('odd-length hex: ODD_HEX_LENGTH with the digit count, not a bad character', async () => {
    const e = await code('0x02f86c9');
    expect(e.code).toBe('ODD_HEX_LENGTH');
    expect(e.params.digits).toBe(7);
  });

  it('a 32-byte value (a transaction hash) is named as such', async () => {
    const e = await code('0x1bbb8c3f1ac4a40e9a7f14e4c8e3ac6c5c3e3c1f0e2d1c0b0a09080706050403');
    expect(e.code).toBe('TX_LOOKS_LIKE_HASH');
  });

  it('an unsigned transaction, a wrong field count, an unknown type, broken RLP', async () => {
    const unsigned = EthersTx.from({ type: 2, chainId: 1, nonce: 0, to: TO, gasLimit: 21000n }).unsignedSerialized;
    expect((await code(unsigned)).code).toBe('TX_UNSIGNED');
    expect((await code('0x02c0')).code).toBe('TX_FIELD_COUNT');
    expect((await code('0x05c0')).params.type).toBe('0x05');
    const raw = ethersSign({ type: 2, chainId: 1, nonce: 0, to: TO, gasLimit: 21000n });
    expect((await code(raw.slice(0, -4))).code).toBe('TRUNCATED');
    expect((await code(`${raw}00`)).code).toBe('TX_BAD_RLP');
  });

  it('a signature that recovers to no key', async () => {
    const raw = ethersSign({ type: 2, chainId: 1, nonce: 0, to: TO, gasLimit: 21000n });
    // r = 0 (the last 66 bytes are 0xa0 r 0xa0 s): no point, no sender.
    const broken = `${raw.slice(0, -132)}80${raw.slice(-66)}`;
    const e = await code(
      broken.replace(/^0x02f8(..)/, (_, n: string) => `0x02f8${(Number.parseInt(n, 16) - 32).toString(16)}`),
    );
    expect(e.code).toBe('TX_BAD_SIGNATURE');
  });
});

describe('decodeEvmTransaction: the other notes', () => {
  const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n; // secp256k1 order (SEC 2)
  const fields: Hex[] = ['0x01', '0x', '0x05', '0x03', '0x5208', TO.toLowerCase() as Hex, '0x', '0x', []] as never;

  /** An EIP-1559 transaction with a tip (5) above its fee cap (3), assembled by viem's RLP and signed by viem. */
  async function tipAboveCap(highS: boolean): Promise<Hex> {
    const sig = await sign({ hash: keccak256(concatHex(['0x02', toRlp(fields)])), privateKey: KEY });
    let s = hexToBigInt(sig.s);
    let y = sig.yParity ?? 0;
    // (r, n − s) with the other parity is the same signature in its high-s twin (EIP-2 refuses it).
    if (highS) [s, y] = [N - s, 1 - y];
    return concatHex(['0x02', toRlp([...fields, y ? '0x01' : '0x', sig.r, numberToHex(s)] as Hex[])]);
  }

  it('a tip above the fee cap still recovers the sender, with a note', async () => {
    const d = await decodeEvmTransaction(await tipAboveCap(false));
    expect(d.from).toBe(account.address);
    expect(d.maxPriorityFeePerGas).toBe('5');
    expect(d.notes).toEqual(['TIP_ABOVE_FEE_CAP']);
  });

  it('the high-s twin of a signature recovers the same sender, with a note', async () => {
    const d = await decodeEvmTransaction(await tipAboveCap(true));
    expect(d.from).toBe(account.address);
    expect(d.notes).toEqual(['TIP_ABOVE_FEE_CAP', 'HIGH_S']);
  });

  it('a network form whose commitment does not match its versioned hash', async () => {
    const tx = EthersTx.from({ type: 3, chainId: 1, nonce: 0, to: TO, gasLimit: 21000n, maxFeePerGas: 1n });
    tx.blobs = [{ data: new Uint8Array(131072), commitment: new Uint8Array(48).fill(3), proof: new Uint8Array(48) }];
    tx.signature = wallet.signingKey.sign(tx.unsignedHash);
    const [body, blobs, , proofs] = fromRlp(`0x${tx.serialized.slice(4)}`, 'hex') as [Hex[], Hex[], Hex[], Hex[]];
    const swapped = concatHex(['0x03', toRlp([body, blobs, [`0x${'04'.repeat(48)}`], proofs])]);
    const d = await decodeEvmTransaction(swapped);
    expect(d.hash).toBe(tx.hash);
    expect(d.notes).toEqual(['BLOB_HASH_MISMATCH']);
  });
});
