import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak as wasmKeccak } from 'hash-wasm';
import { type Hex, hexToBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import { decodeEvmTransaction } from '../../src/evm/index.ts';
import vectorFile from '../vectors/evm/transactions.json' with { type: 'json' };

interface TxVector {
  name: string;
  raw: string;
  type: string;
  to: string;
  chainId: number;
  hash?: string;
  from?: string;
  sighash?: string;
  r?: string;
  s?: string;
  yParity?: number;
  nonce?: number;
  value?: string;
  gas?: string;
  gasPrice?: string;
  v?: number;
  blobVersionedHashes?: string[];
  selector?: string;
}
const vectors = vectorFile as { vectors: TxVector[] };

/** keccak-256 by hash-wasm: an implementation independent of viem's @noble/hashes. */
async function keccakHex(hex: string): Promise<string> {
  return `0x${await wasmKeccak(hexToBytes(hex as Hex), 256)}`;
}

/** Address of a private key, derived with @noble/curves and hash-wasm (not viem's recovery path). */
async function addressOfKey(key: string): Promise<string> {
  const pub = secp256k1.getPublicKey(hexToBytes(key as Hex), false).slice(1);
  const h = await wasmKeccak(pub, 256);
  return `0x${h.slice(24)}`;
}

describe('decodeEvmTransaction: published transactions', () => {
  for (const v of vectors.vectors) {
    it(v.name, async () => {
      const d = await decodeEvmTransaction(v.raw);
      expect(d.type).toBe(v.type);
      expect(d.hash).toBe(v.hash ?? (await keccakHex(v.raw)));
      if (v.from) expect(d.from.toLowerCase()).toBe(v.from.toLowerCase());
      if (v.sighash && v.r && v.s && v.yParity !== undefined) {
        // Sender recovered by @noble/curves from the signing hash go-ethereum publishes.
        const sig = new secp256k1.Signature(BigInt(v.r), BigInt(v.s)).addRecoveryBit(v.yParity);
        const pub = sig
          .recoverPublicKey(hexToBytes(v.sighash as Hex))
          .toBytes(false)
          .slice(1);
        expect(d.from.toLowerCase()).toBe(`0x${(await wasmKeccak(pub, 256)).slice(24)}`);
        expect(d.yParity).toBe(v.yParity);
        expect(d.r).toBe(v.r);
        expect(d.s).toBe(v.s);
      }
      expect(d.to?.toLowerCase()).toBe(v.to.toLowerCase());
      expect(d.chainId).toBe(v.chainId);
      if (v.nonce !== undefined) expect(d.nonce).toBe(v.nonce);
      if (v.value !== undefined) expect(d.value).toBe(v.value);
      if (v.gas !== undefined) expect(d.gas).toBe(v.gas);
      if (v.gasPrice !== undefined) expect(d.gasPrice).toBe(v.gasPrice);
      if (v.v !== undefined) expect(d.v).toBe(v.v);
      if (v.blobVersionedHashes !== undefined) expect(d.blobVersionedHashes).toEqual(v.blobVersionedHashes);
      if (v.selector !== undefined) expect(d.call?.selector).toBe(v.selector);
    });
  }

  it('EIP-155 example sender equals the address of the EIP key 0x46…46', async () => {
    const d = await decodeEvmTransaction(vectors.vectors[1]!.raw);
    expect(d.from.toLowerCase()).toBe(await addressOfKey(`0x${'46'.repeat(32)}`));
  });

  it('names the chain and does the fee arithmetic (mainnet legacy swap)', async () => {
    const d = await decodeEvmTransaction(vectors.vectors[0]!.raw);
    expect(d.chainName).toBe('Ethereum');
    expect(d.explorerUrl).toBe('https://etherscan.io');
    // gas 0x022ef1 = 143089, gasPrice 0x05d21dba00 = 25 gwei, value 0x0c46549a521b13d8 wei: read off the RLP by hand.
    expect(d.gas).toBe('143089');
    expect(d.gasPrice).toBe('25000000000');
    expect(d.value).toBe(BigInt('0x0c46549a521b13d8').toString());
    expect(d.fees.maxGasFee).toBe((143089n * 25000000000n).toString());
    expect(d.fees.maxTotal).toBe((143089n * 25000000000n + BigInt('0x0c46549a521b13d8')).toString());
    expect(d.call?.name).toBe('swapExactETHForTokens');
    const path = d.call?.args.find((a) => a.name === 'path');
    expect(path?.items?.map((i) => i.value?.toLowerCase())).toEqual([
      '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2',
      '0x6c6ee5e31d828de241282b9606c8e98ea48526e2',
    ]);
  });

  it('EIP-4844: blob fee = blobs × 131072 × maxFeePerBlobGas', async () => {
    const d = await decodeEvmTransaction(vectors.vectors[4]!.raw);
    // maxFeePerBlobGas 0x04a817c800 = 20 gwei, read off the RLP by hand.
    expect(d.maxFeePerBlobGas).toBe('20000000000');
    expect(d.fees.maxBlobFee).toBe((5n * 131072n * 20000000000n).toString());
    expect(d.chainName).toBe('Sepolia');
    expect(d.yParity).toBe(1);
  });

  it('EIP-7702: authorities recovered (keys and addresses published in the Hardhat docs)', async () => {
    // Hardhat's default accounts #0 and #1 (hardhat.org "hardhat node" output), independent of this code.
    const sender = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
    const signer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
    const authorization = await signer.signAuthorization({
      chainId: 1,
      address: '0x1111111111111111111111111111111111111111',
      nonce: 7,
    });
    const raw = await sender.signTransaction({
      type: 'eip7702',
      chainId: 1,
      nonce: 1,
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      gas: 60000n,
      maxFeePerGas: 3n * 10n ** 9n,
      maxPriorityFeePerGas: 10n ** 9n,
      authorizationList: [authorization],
    });
    const d = await decodeEvmTransaction(raw);
    expect(d.type).toBe('eip7702');
    expect(d.typeByte).toBe(4);
    expect(d.hash).toBe(await keccakHex(raw));
    expect(d.from).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(d.authorizationList?.[0]?.authority).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(d.authorizationList?.[0]?.nonce).toBe(7);
    expect(d.fees.maxGasFee).toBe((60000n * 3n * 10n ** 9n).toString());
    expect(d.fees.maxPriorityFee).toBe((60000n * 10n ** 9n).toString());
  });
});

describe('decodeEvmTransaction: bad input', () => {
  it.each([
    ['0xzz', 'INVALID_HEX'],
    ['0x', 'TRUNCATED'],
    ['0x02c0', 'TX_FIELD_COUNT'],
    // 0xde opens a 30-byte list; three bytes follow.
    ['0xdeadbeef', 'TRUNCATED'],
    [vectors.vectors[3]!.raw.slice(0, -4), 'TRUNCATED'],
  ])('%s → %s', async (input, code) => {
    const e = await decodeEvmTransaction(input).catch((x: unknown) => x);
    expect(isEngineError(e)).toBe(true);
    expect((e as { code: string }).code).toBe(code);
  });
});
