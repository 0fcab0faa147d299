import { TronWeb, utils } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import { decodeTronTransaction } from '../../src/tron/index.ts';
import file from '../vectors/tron/transactions.json' with { type: 'json' };

interface TronVector {
  raw_data_hex: string;
  txID: string;
  signature: string[];
  owner_hex: string;
  target_hex?: string;
  data?: string;
  fee_limit?: number;
  ref_block_bytes: string;
  ref_block_hash: string;
  expiration: number;
  timestamp: number;
}
const vectors = file.vectors as TronVector[];
// Hardhat's default key #1 (hardhat.org "hardhat node" output): any key that is not the owners'.
const OTHER_KEY = '59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

function code(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return isEngineError(e) ? e.code : `not an EngineError: ${String(e)}`;
  }
  return undefined;
}

/** The TRON HTTP API's JSON of vector 4 (USDT approve), raw_data written out field by field. */
function approveJson(change: (rawData: Record<string, unknown>) => void = () => {}) {
  const v = vectors[4]!;
  const rawData: Record<string, unknown> = {
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
  };
  change(rawData);
  return { txID: v.txID, raw_data: rawData, raw_data_hex: v.raw_data_hex };
}

describe('decodeTronTransaction: signatures checked against the owner', () => {
  it('mainnet transactions are signed by their owner', () => {
    for (const v of vectors.filter((x) => x.signature.length > 0)) {
      const d = decodeTronTransaction(
        JSON.stringify({ txID: v.txID, raw_data_hex: v.raw_data_hex, signature: v.signature }),
      );
      expect(d.signerIsOwner).toEqual(v.signature.map(() => true));
    }
  });

  it('a signature by another key (signed by tronweb) recovers to that key and is flagged', () => {
    const v = vectors[0]!;
    const signed = utils.crypto.signTransaction(OTHER_KEY, {
      txID: v.txID,
      raw_data_hex: v.raw_data_hex,
      signature: [],
    } as never) as unknown as { signature: string[] };
    const d = decodeTronTransaction(
      JSON.stringify({ txID: v.txID, raw_data_hex: v.raw_data_hex, signature: [v.signature[0], ...signed.signature] }),
    );
    expect(d.signers[1]).toBe(TronWeb.address.fromPrivateKey(OTHER_KEY));
    expect(d.signers[1]).not.toBe(d.owner);
    expect(d.signerIsOwner).toEqual([true, false]);
  });
});

describe('decodeTronTransaction: raw_data against raw_data_hex', () => {
  it('a raw_data that tronweb encodes to the raw_data_hex: match', () => {
    expect(decodeTronTransaction(JSON.stringify(approveJson())).rawDataCheck).toBe('match');
  });

  it('a raw_data that says another fee limit: mismatch, and the hex is what is decoded', () => {
    const v = vectors[4]!;
    const d = decodeTronTransaction(
      JSON.stringify(
        approveJson((r) => {
          r.fee_limit = 1_000_000_000;
        }),
      ),
    );
    expect(d.rawDataCheck).toBe('mismatch');
    expect(d.feeLimitSun).toBe(String(v.fee_limit));
    expect(d.txID).toBe(v.txID);
  });

  it('only one of them: nothing to compare', () => {
    const j = approveJson();
    expect(decodeTronTransaction(JSON.stringify({ raw_data_hex: j.raw_data_hex })).rawDataCheck).toBeNull();
    expect(decodeTronTransaction(JSON.stringify({ raw_data: j.raw_data })).rawDataCheck).toBeNull();
  });
});

function problemOf(f: () => unknown): Record<string, unknown> | undefined {
  try {
    f();
  } catch (e) {
    if (isEngineError(e) && e.code === 'INVALID_TRANSACTION') return { ...e.params };
  }
  return undefined;
}

describe('decodeTronTransaction: errors that name the cause', () => {
  it('each unreadable transaction says why, as a stable key (the page words it)', () => {
    const v = vectors[0]!;
    expect(problemOf(() => decodeTronTransaction('{\n  "raw_data_hex": 5,\n  x\n}'))).toMatchObject({
      problem: 'bad-json',
      line: 3,
      column: 3,
    });
    expect(problemOf(() => decodeTronTransaction('{"foo": 1}'))?.problem).toBe('no-raw-data');
    expect(problemOf(() => decodeTronTransaction('{"raw_data_hex": "0a0z"}'))?.problem).toBe('raw-data-hex-not-hex');
    expect(problemOf(() => decodeTronTransaction('{"raw_data": {"contract": 5}}'))?.problem).toBe(
      'raw-data-unencodable',
    );
    // Field 1 (ref_block_bytes, 2 bytes) and nothing else: a protobuf without a contract.
    expect(problemOf(() => decodeTronTransaction('0a02ffff'))?.problem).toBe('no-contract');
    // A length that runs past the end of the bytes.
    expect(problemOf(() => decodeTronTransaction('0a7f00'))?.problem).toBe('malformed');
    expect(problemOf(() => decodeTronTransaction(v.raw_data_hex.slice(0, -10)))?.problem).toMatch(
      /^(malformed|unreadable-contract)$/,
    );
  });

  it('odd-length hex and a pasted txID', () => {
    expect(code(() => decodeTronTransaction('0a02fdf6220'))).toBe('ODD_HEX_LENGTH');
    expect(code(() => decodeTronTransaction(vectors[0]!.txID))).toBe('TX_LOOKS_LIKE_HASH');
  });
});
