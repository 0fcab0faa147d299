import { createHash } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import fc from 'fast-check';
import { keccak } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import {
  buildTronCall,
  checkTronAddress,
  decodeTronTransaction,
  parseArgumentList,
  refBlockFromBlock,
  signTronTransaction,
  tronAddressFromHex,
  tronAddressOfKey,
} from '../../src/tron/index.ts';
import file from '../vectors/tron/transactions.json' with { type: 'json' };

interface TronVector {
  name: string;
  raw_data_hex: string;
  txID: string;
  signature: string[];
  contractType: string;
  owner_hex: string;
  target_hex?: string;
  target_base58?: string;
  amount?: string;
  amountTrx?: string;
  memo_hex?: string;
  data?: string;
  fee_limit?: number;
  ref_block_bytes: string;
  ref_block_hash: string;
  expiration: number;
  timestamp: number;
}
const vectors = file.vectors as TronVector[];

// Independent Base58Check (node:crypto SHA-256 and BigInt arithmetic), to check the engine's addresses.
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function base58check(hex: string): string {
  const body = Buffer.from(hex, 'hex');
  const d1 = createHash('sha256').update(body).digest();
  const check = createHash('sha256').update(d1).digest().subarray(0, 4);
  const all = Buffer.concat([body, check]);
  let n = BigInt(`0x${all.toString('hex')}`);
  let s = '';
  while (n > 0n) {
    s = ALPHABET[Number(n % 58n)] + s;
    n /= 58n;
  }
  for (const b of all) {
    if (b !== 0) break;
    s = `1${s}`;
  }
  return s;
}
const sha256hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

function code(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return isEngineError(e) ? e.code : `not an EngineError: ${String(e)}`;
  }
  return undefined;
}
async function codeAsync(f: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await f();
  } catch (e) {
    return isEngineError(e) ? e.code : `not an EngineError: ${String(e)}`;
  }
  return undefined;
}

describe('decodeTronTransaction: published transactions', () => {
  for (const v of vectors) {
    it(v.name, () => {
      const json = JSON.stringify({ txID: v.txID, raw_data_hex: v.raw_data_hex, signature: v.signature });
      for (const input of [json, v.raw_data_hex]) {
        const d = decodeTronTransaction(input);
        expect(d.contractType).toBe(v.contractType);
        expect(d.txID).toBe(v.txID);
        expect(d.txID).toBe(sha256hex(v.raw_data_hex));
        expect(d.owner).toBe(base58check(v.owner_hex));
        if (v.target_hex) expect(d.target).toBe(base58check(v.target_hex));
        if (v.target_base58) expect(d.target).toBe(v.target_base58);
        if (v.amount) expect(d.amountSun).toBe(v.amount);
        if (v.amountTrx) expect(d.amountTrx).toBe(v.amountTrx);
        if (v.memo_hex) expect(d.memo).toBe(Buffer.from(v.memo_hex, 'hex').toString('utf8'));
        if (v.data) expect(d.callData).toBe(`0x${v.data}`);
        if (v.fee_limit) expect(d.feeLimitSun).toBe(String(v.fee_limit));
        expect(d.refBlockBytes).toBe(v.ref_block_bytes);
        expect(d.refBlockHash).toBe(v.ref_block_hash);
        expect(d.expiration).toBe(v.expiration);
        expect(d.timestamp).toBe(v.timestamp);
      }
      const d = decodeTronTransaction(json);
      expect(d.txIDMatches).toBe(true);
      // A mainnet transaction was accepted by the chain, so its signature is the owner's.
      expect(d.signers).toEqual(v.signature.map(() => base58check(v.owner_hex)));
    });
  }

  it('a txID that does not match the raw data is reported', () => {
    const v = vectors[0]!;
    const d = decodeTronTransaction(JSON.stringify({ txID: vectors[1]!.txID, raw_data_hex: v.raw_data_hex }));
    expect(d.txIDMatches).toBe(false);
    expect(d.txID).toBe(v.txID);
  });

  it('TriggerSmartContract calldata decoded with T… addresses', () => {
    const d = decodeTronTransaction(vectors[4]!.raw_data_hex);
    expect(d.call?.name).toBe('approve');
    expect(d.call?.args[0]?.value).toBe(base58check('414ab38f7ae7eadad03981b2a7d7883760aa63e564'));
    expect(d.call?.args[1]?.value).toBe('1000000');
  });

  it('JSON with raw_data only is re-encoded by tronweb to the published raw_data_hex', () => {
    const v = vectors[4]!;
    const json = {
      raw_data: {
        contract: [
          {
            parameter: {
              value: { data: v.data, owner_address: v.owner_hex, contract_address: v.target_hex },
              type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
            },
            type: 'TriggerSmartContract',
          },
        ],
        ref_block_bytes: v.ref_block_bytes,
        ref_block_hash: v.ref_block_hash,
        expiration: v.expiration,
        timestamp: v.timestamp,
        fee_limit: v.fee_limit,
      },
      txID: v.txID,
    };
    const d = decodeTronTransaction(JSON.stringify(json));
    expect(d.rawDataHex).toBe(v.raw_data_hex);
    expect(d.txIDMatches).toBe(true);
  });

  it('a whole signed Transaction protobuf (QuickNode broadcasthex example)', () => {
    const s = file.signedHex;
    const d = decodeTronTransaction(s.hex);
    expect(d.contractType).toBe(s.contractType);
    expect(d.owner).toBe(base58check(s.owner_hex));
    expect(d.target).toBe(base58check(s.target_hex));
    expect(d.amountSun).toBe(s.amount);
    expect(d.value.asset_name).toBe(Buffer.from(s.asset_name_utf8).toString('hex'));
    expect(d.signatures).toHaveLength(1);
    const rawLen = 0x8a; // field 1 length 0x8a 0x01 = 138 bytes, read off the hex
    expect(d.txID).toBe(sha256hex(s.hex.slice(6, 6 + rawLen * 2)));
  });

  it('bad input', () => {
    expect(code(() => decodeTronTransaction(''))).toBe('INVALID_TRANSACTION');
    expect(code(() => decodeTronTransaction('0a0z'))).toBe('INVALID_HEX');
    expect(code(() => decodeTronTransaction('{"raw_data_hex": 5'))).toBe('INVALID_TRANSACTION');
    expect(code(() => decodeTronTransaction('{"foo": 1}'))).toBe('INVALID_TRANSACTION');
    expect(code(() => decodeTronTransaction('0a02ffff'))).toBe('INVALID_TRANSACTION');
    expect(code(() => decodeTronTransaction(vectors[0]!.raw_data_hex.slice(0, -10)))).toBe('INVALID_TRANSACTION');
  });
});

describe('TRON addresses', () => {
  it('USDT contract: published hex and base58 forms agree', () => {
    expect(tronAddressFromHex('41a614f803b6fd780986a42c78ec9c7f77e6ded13c')).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(checkTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t').hex).toBe(
      '41a614f803b6fd780986a42c78ec9c7f77e6ded13c',
    );
  });
  it('bad addresses are named plainly', () => {
    expect(code(() => checkTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u'))).toBe('BAD_CHECKSUM');
    expect(code(() => checkTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6'))).toBe('INVALID_ADDRESS');
    expect(code(() => checkTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60'))).toBe('INVALID_BASE58');
  });
  it('property: hex → base58 → hex, and base58 matches an independent encoder', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (b) => {
        const hex = `41${Buffer.from(b).toString('hex')}`;
        const t = tronAddressFromHex(hex);
        expect(t).toBe(base58check(hex));
        expect(checkTronAddress(t).hex).toBe(hex);
      }),
      { numRuns: 200 },
    );
  });
});

describe('buildTronCall and signTronTransaction', () => {
  const usdtAbi =
    'function approve(address spender, uint256 amount) returns (bool)\nfunction transfer(address to, uint256 amount) returns (bool)';
  const v = vectors[4]!;
  const block = {
    ref_block_bytes: v.ref_block_bytes,
    ref_block_hash: v.ref_block_hash,
    expiration: v.expiration,
    timestamp: v.timestamp,
  };

  it('rebuilds the published USDT approve byte for byte (same txID)', async () => {
    const tx = await buildTronCall({
      to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      method: 'approve(address,uint256)',
      data: `${base58check('414ab38f7ae7eadad03981b2a7d7883760aa63e564')}, 1000000`,
      abi: usdtAbi,
      owner: base58check(v.owner_hex),
      feeLimit: '250000000',
      block,
    });
    expect(tx.raw_data_hex).toBe(v.raw_data_hex);
    expect(tx.txID).toBe(v.txID);
  });

  it('defaults: value 0, feeLimit 150000000; arguments as a JSON list', async () => {
    const tx = await buildTronCall({
      to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      method: 'transfer(address,uint256)',
      data: `["${base58check(v.owner_hex)}", "5"]`,
      abi: usdtAbi,
      owner: base58check('414ab38f7ae7eadad03981b2a7d7883760aa63e564'),
      block,
    });
    const d = decodeTronTransaction(tx.raw_data_hex);
    expect(d.feeLimitSun).toBe('150000000');
    expect(d.value.call_value ?? '0').toBe('0');
    expect(d.callData?.slice(0, 10)).toBe('0xa9059cbb');
    expect(d.call?.args[0]?.value).toBe(base58check(v.owner_hex));
    expect(tx.txID).toBe(sha256hex(tx.raw_data_hex));
  });

  it('tells which: method not in the ABI, or wrong argument count', async () => {
    const base = { to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', abi: usdtAbi, owner: base58check(v.owner_hex), block };
    expect(await codeAsync(() => buildTronCall({ ...base, method: 'transfer(address)', data: 'x' }))).toBe(
      'METHOD_NOT_IN_ABI',
    );
    expect(await codeAsync(() => buildTronCall({ ...base, method: 'mint(address,uint256)', data: '1,2' }))).toBe(
      'METHOD_NOT_IN_ABI',
    );
    expect(await codeAsync(() => buildTronCall({ ...base, method: 'transfer(address,uint256)', data: '1' }))).toBe(
      'ARGUMENT_COUNT',
    );
    expect(
      await codeAsync(() =>
        buildTronCall({ ...base, method: 'transfer(address,uint256)', data: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u, 1' }),
      ),
    ).toBe('BAD_CHECKSUM');
    expect(
      await codeAsync(() =>
        buildTronCall({ ...base, method: 'transfer(address,uint256)', data: `${base.owner}, 1`, feeLimit: 'lots' }),
      ),
    ).toBe('INVALID_NUMBER');
  });

  it('signs locally: the signature verifies over the txID and the signed hex reads back', async () => {
    const key = '8e812436a0e3323166e1f0e8ba79e19e217b2c4a53c970d4cca0cfb1078979df';
    // Address of the key derived independently: @noble/curves public key, hash-wasm keccak, Base58Check.
    const pub = secp256k1.getPublicKey(Buffer.from(key, 'hex'), false).slice(1);
    const owner = base58check(`41${(await keccak(pub, 256)).slice(24)}`);
    expect(tronAddressOfKey(key)).toBe(owner);
    const tx = await buildTronCall({
      to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      method: 'transfer(address,uint256)',
      data: `${base58check(v.owner_hex)}, 1`,
      abi: usdtAbi,
      owner,
      block,
    });
    const { transaction, signedHex } = signTronTransaction(tx, key);
    const sig = transaction.signature?.[0] ?? '';
    expect(
      secp256k1.verify(
        Buffer.from(sig.slice(0, 128), 'hex'),
        Buffer.from(tx.txID, 'hex'),
        secp256k1.getPublicKey(Buffer.from(key, 'hex')),
        {
          prehash: false,
        },
      ),
    ).toBe(true);
    const back = decodeTronTransaction(signedHex);
    expect(back.txID).toBe(tx.txID);
    expect(back.signers).toEqual([owner]);
    expect(tx.signature).toBeUndefined();
    expect(code(() => signTronTransaction(tx, '12'))).toBe('INVALID_KEY_SIZE');
    expect(code(() => signTronTransaction(tx, 'zz'))).toBe('INVALID_HEX');
  });

  it('big integers in a JSON list reach the transaction exactly (issue 15)', async () => {
    // 10^18 + 1 and 2^64 + 1 in hex, worked out by hand: 0de0b6b3a7640001, 1_0000000000000001.
    const tx = await buildTronCall({
      to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      method: 'transfer(address,uint256)',
      data: `["${base58check(v.owner_hex)}", 1000000000000000001]`,
      abi: usdtAbi,
      owner: base58check(v.owner_hex),
      block,
    });
    expect(decodeTronTransaction(tx.raw_data_hex).callData?.slice(-64)).toBe('0de0b6b3a7640001'.padStart(64, '0'));
    const tx2 = await buildTronCall({
      to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      method: 'approve(address,uint256)',
      data: `["${base58check(v.owner_hex)}", 18446744073709551617]`,
      abi: usdtAbi,
      owner: base58check(v.owner_hex),
      block,
    });
    expect(decodeTronTransaction(tx2.raw_data_hex).callData?.slice(-64)).toBe('10000000000000001'.padStart(64, '0'));
  });

  it('a bad reference block names its field and the real cause', async () => {
    const base = {
      to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      method: 'transfer(address,uint256)',
      data: `${base58check(v.owner_hex)}, 1`,
      abi: usdtAbi,
      owner: base58check(v.owner_hex),
    };
    const err = async (b: Partial<typeof block>) => {
      try {
        await buildTronCall({ ...base, block: { ...block, ...b } });
      } catch (e) {
        return isEngineError(e) ? { code: e.code, ...e.params } : String(e);
      }
      return 'no error';
    };
    expect(await err({ ref_block_bytes: '' })).toEqual({
      code: 'WRONG_LENGTH',
      expected: '2 bytes',
      actual: '0 bytes',
      field: 'ref_block_bytes',
    });
    expect(await err({ ref_block_bytes: 'fdf' })).toEqual({
      code: 'ODD_HEX_LENGTH',
      digits: 3,
      field: 'ref_block_bytes',
    });
    expect(await err({ ref_block_hash: '4cd898aed8ce5dzz' })).toMatchObject({ code: 'INVALID_HEX', position: 15 });
    expect(await err({ expiration: 0 })).toMatchObject({ code: 'INVALID_NUMBER', field: 'expiration' });
  });

  it('parseArgumentList', () => {
    expect(parseArgumentList('')).toEqual([]);
    expect(parseArgumentList('a, [1, 2], "x,y"')).toEqual(['a', '[1, 2]', 'x,y']);
    expect(parseArgumentList('["a", 1000000000000000001]')).toEqual(['a', '1000000000000000001']);
  });

  it('refBlockFromBlock follows tronweb: last 2 bytes of the number, id bytes 8..16, +60 s', () => {
    const id = `0000000003b5fe0a${'ab'.repeat(8)}${'cd'.repeat(16)}`;
    const h = refBlockFromBlock({
      blockID: id,
      block_header: { raw_data: { number: 62258698, timestamp: 1717419792000 } },
    });
    // 62258698 = 0x3b5fe0a
    expect(h).toEqual({
      ref_block_bytes: 'fe0a',
      ref_block_hash: 'abababababababab',
      expiration: 1717419852000,
      timestamp: 1717419792000,
    });
    expect(code(() => refBlockFromBlock({}))).toBe('INVALID_JSON');
  });
});
