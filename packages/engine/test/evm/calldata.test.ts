import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import {
  abiFunctions,
  checkEvmAddress,
  decodeCalldata,
  decodeLog,
  decodeRevert,
  encodeCall,
  parseAbiText,
  parseArgument,
  parseTopics,
} from '../../src/evm/index.ts';

const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');
const A = '11'.repeat(20);
const B = '22'.repeat(20);
// Selectors as published on 4byte.directory / in the ERC texts.
const TRANSFER = 'a9059cbb'; // transfer(address,uint256)
const MULTICALL = 'ac9650d8'; // multicall(bytes[])
const MULTISEND = '8d80ff0a'; // multiSend(bytes)
const transferCall = `${TRANSFER}${word(B)}${word('0x0de0b6b3a7640000')}`; // 1e18 to 0x22…22

function code(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return isEngineError(e) ? e.code : `not an EngineError: ${String(e)}`;
  }
  return undefined;
}

describe('decodeCalldata', () => {
  it('ERC-20 transfer with no ABI (bundled signatures)', () => {
    const d = decodeCalldata(`0x${transferCall}`);
    expect(d?.name).toBe('transfer');
    expect(d?.source).toBe('common');
    expect(d?.args.map((a) => [a.name, a.value])).toEqual([
      ['to', '0x2222222222222222222222222222222222222222'],
      ['amount', '1000000000000000000'],
    ]);
  });

  it('prefers the pasted ABI, with its parameter names', () => {
    const abi = parseAbiText('function transfer(address recipient, uint256 wad)');
    const d = decodeCalldata(transferCall, abi);
    expect(d?.source).toBe('abi');
    expect(d?.args[0]?.name).toBe('recipient');
  });

  it('returns null for an unknown selector', () => {
    expect(decodeCalldata('0x12345678')).toBeNull();
  });

  it('multicall(bytes[]) decodes the inner calls recursively', () => {
    // ABI layout written out by hand: offset to the array, length 2, two offsets, then two bytes values.
    const inner = transferCall;
    const innerLen = inner.length / 2; // 68
    const padded = inner.padEnd(Math.ceil(inner.length / 64) * 64, '0');
    const elemSize = 32 + padded.length / 2;
    const data = `0x${MULTICALL}${word('0x20')}${word('0x2')}${word('0x40')}${word((0x40 + elemSize).toString(16))}${word(innerLen.toString(16))}${padded}${word(innerLen.toString(16))}${padded}`;
    const d = decodeCalldata(data);
    expect(d?.name).toBe('multicall');
    const items = d?.args[0]?.items ?? [];
    expect(items).toHaveLength(2);
    expect(items[1]?.call?.name).toBe('transfer');
    expect(items[1]?.call?.args[1]?.value).toBe('1000000000000000000');
  });

  it('Safe multiSend: packed transactions decoded, inner calldata too', () => {
    const tx1 = `00${A}${word('0x0')}${word((transferCall.length / 2).toString(16))}${transferCall}`;
    const tx2 = `01${B}${word('0x5')}${word('0x0')}`;
    const packed = tx1 + tx2;
    const len = packed.length / 2;
    const data = `0x${MULTISEND}${word('0x20')}${word(len.toString(16))}${packed.padEnd(Math.ceil(packed.length / 64) * 64, '0')}`;
    const d = decodeCalldata(data);
    expect(d?.name).toBe('multiSend');
    const txs = d?.args[0]?.items ?? [];
    expect(txs).toHaveLength(2);
    expect(txs[0]?.items?.[1]?.value).toBe(checkEvmAddress(`0x${A}`));
    expect(txs[0]?.items?.[3]?.call?.name).toBe('transfer');
    expect(txs[1]?.items?.[0]?.value).toBe('1 (delegatecall)');
    expect(txs[1]?.items?.[2]?.value).toBe('5');
  });

  it('bad input', () => {
    expect(code(() => decodeCalldata('0x12'))).toBe('CALLDATA_TOO_SHORT');
    expect(code(() => decodeCalldata('0xa9059cbb00'))).toBe('DATA_DOES_NOT_FIT');
    expect(code(() => decodeCalldata('0xg9059cbb'))).toBe('INVALID_HEX');
  });
});

describe('parseTopics', () => {
  const t0 = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
  const t1 = `0x${word(A)}`;
  it('lines, commas, a JSON array, a log object', () => {
    expect(parseTopics(`${t0}\n${t1}`)).toEqual([t0, t1]);
    expect(parseTopics(`"${t0}", "${t1}"`)).toEqual([t0, t1]);
    expect(parseTopics(`["${t0}","${t1}"]`)).toEqual([t0, t1]);
    expect(parseTopics(`[\n  "${t0}",\n  "${t1}"\n]`)).toEqual([t0, t1]);
    expect(parseTopics(`{"address":"0x${A}","topics":["${t0}"],"data":"0x"}`)).toEqual([t0]);
  });
  it('bad input names the cause', () => {
    expect(code(() => parseTopics(`["${t0}"`))).toBe('INVALID_JSON');
    expect(code(() => parseTopics('{"data":"0x"}'))).toBe('EXPECTED_LIST');
    expect(code(() => parseTopics('0xzz'))).toBe('INVALID_HEX');
  });
});

describe('decodeLog', () => {
  // topic0 of Transfer(address,address,uint256) as given in EIP-20 tooling and on every explorer.
  const TOPIC_TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
  it('ERC-20 Transfer (2 indexed + data)', () => {
    const l = decodeLog([TOPIC_TRANSFER, `0x${word(A)}`, `0x${word(B)}`], `0x${word('0x05')}`);
    expect(l?.name).toBe('Transfer');
    expect(l?.args.map((a) => a.value)).toEqual([checkEvmAddress(`0x${A}`), checkEvmAddress(`0x${B}`), '5']);
  });
  it('ERC-721 Transfer (3 indexed, no data) is told apart by the topic count', () => {
    const l = decodeLog([TOPIC_TRANSFER, `0x${word(A)}`, `0x${word(B)}`, `0x${word('0x2a')}`], '0x');
    expect(l?.args[2]?.name).toBe('tokenId');
    expect(l?.args[2]?.value).toBe('42');
  });
  it('unknown topic → null; no topic → NO_TOPICS; a short topic → WRONG_LENGTH', () => {
    expect(decodeLog([`0x${'ab'.repeat(32)}`], '0x')).toBeNull();
    expect(code(() => decodeLog([], '0x'))).toBe('NO_TOPICS');
    expect(code(() => decodeLog([TOPIC_TRANSFER, '0x1234'], '0x'))).toBe('WRONG_LENGTH');
  });
});

describe('parseAbiText', () => {
  it('reads JSON, artifacts, human-readable lines and bare signatures', () => {
    const json =
      '[{"type":"function","name":"f","inputs":[{"name":"x","type":"uint8"}],"outputs":[],"stateMutability":"view"}]';
    expect(abiFunctions(parseAbiText(json))[0]?.name).toBe('f');
    expect(abiFunctions(parseAbiText(`{"abi":${json}}`))[0]?.name).toBe('f');
    expect(abiFunctions(parseAbiText('["function g(uint256)"]'))[0]?.name).toBe('g');
    expect(abiFunctions(parseAbiText('function a(uint256)\nb(address,bool)'))[1]?.name).toBe('b');
    // Some tools leave out empty lists: a function without "inputs" still decodes.
    const bare = parseAbiText('[{"type":"function","name":"totalSupply"},{"type":"event","name":"Paused"}]');
    expect(decodeCalldata('0x18160ddd', bare)?.signature).toBe('totalSupply()');
  });
  it('bad ABIs name the cause', () => {
    const cases: Array<[string, string]> = [
      ['', 'ABI_EMPTY'],
      ['[1,2', 'INVALID_JSON'],
      ['{"x":1}', 'ABI_NO_ARRAY'],
      ['[{"name":"f"}]', 'ABI_ITEM_INVALID'],
      ['[{"type":"function","inputs":[]}]', 'ABI_ITEM_INVALID'],
      ['[{"type":"function","name":"f","inputs":[{"name":"x","type":"uint257"}]}]', 'ABI_INVALID_TYPE'],
      ['[{"type":"function","name":"f","inputs":[{"name":"x","type":"tuple"}]}]', 'ABI_INVALID_TYPE'],
      ['[{"type":"event","name":"E","inputs":[{"name":"x","type":"bytes33","indexed":false}]}]', 'ABI_INVALID_TYPE'],
      ['function (', 'ABI_BAD_SIGNATURE'],
      ['function f(uint257)', 'ABI_BAD_SIGNATURE'],
    ];
    for (const [t, c] of cases) expect([t, code(() => parseAbiText(t))]).toEqual([t, c]);
  });
  it('reports the item, the type and the line', () => {
    const params = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (isEngineError(e)) return e.params;
      }
      return undefined;
    };
    const json = `[{"type":"function","name":"ok","inputs":[]},{"type":"function","name":"f","inputs":[{"name":"p","type":"tuple","components":[{"name":"x","type":"uint7"}]}]}]`;
    expect(params(() => parseAbiText(json))).toEqual({ item: 2, type: 'uint7' });
    expect(params(() => parseAbiText('function a(uint256)\n\nfunction b(uint257 x)\nfunction c()'))).toEqual({
      line: 3,
      text: 'function b(uint257 x)',
    });
  });
  it("accepts Etherscan's getabi response and its stringified result", () => {
    const abi =
      '[{"type":"function","name":"f","inputs":[{"name":"x","type":"uint8"}],"outputs":[],"stateMutability":"view"}]';
    const response = JSON.stringify({ status: '1', message: 'OK', result: abi });
    expect(abiFunctions(parseAbiText(response))[0]?.name).toBe('f');
    expect(abiFunctions(parseAbiText(JSON.stringify(abi)))[0]?.name).toBe('f');
    const unverified = '{"status":"0","message":"NOTOK","result":"Contract source code not verified"}';
    expect(code(() => parseAbiText(unverified))).toBe('ABI_NO_ARRAY');
  });
});

describe('encodeCall / parseArgument', () => {
  it('encodes transfer exactly as the hand-written layout', () => {
    const fn = abiFunctions(parseAbiText('function transfer(address to, uint256 amount)'))[0];
    if (!fn) throw new Error('no fn');
    expect(encodeCall(fn, [`0x${B}`, '1e18'])).toBe(`0x${transferCall}`);
    expect(encodeCall(fn, [`0x${B}`, '0xde0b6b3a7640000'])).toBe(`0x${transferCall}`);
  });
  it('tuples and arrays from JSON or bare lists', () => {
    const fn = abiFunctions(parseAbiText('function f((address a, uint8 n)[] xs, bytes2 b)'))[0];
    if (!fn) throw new Error('no fn');
    const withJson = encodeCall(fn, [`[["0x${A}", 1]]`, '0xabcd']);
    expect(encodeCall(fn, [`[[0x${A}, 1]]`, '0xabcd'])).toBe(withJson);
    expect(encodeCall(fn, [`[{"a":"0x${A}","n":"1"}]`, 'abcd'])).toBe(withJson);
    expect(decodeCalldata(withJson, [fn])?.args[0]?.items?.[0]?.items?.[1]?.value).toBe('1');
  });
  it('rejects bad arguments with the right code', () => {
    const p = (type: string) => ({ type, name: 'x' });
    expect(code(() => parseArgument(p('uint8'), '256'))).toBe('OUT_OF_RANGE');
    expect(code(() => parseArgument(p('int8'), '-129'))).toBe('OUT_OF_RANGE');
    expect(code(() => parseArgument(p('uint256'), '1.5'))).toBe('INVALID_NUMBER');
    expect(code(() => parseArgument(p('uint256'), '1.55e1'))).toBe('INVALID_NUMBER');
    expect(code(() => parseArgument(p('address'), '0x1234'))).toBe('INVALID_ADDRESS');
    // EIP-55 example address with one letter's case flipped.
    expect(code(() => parseArgument(p('address'), '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'))).toBe('BAD_CHECKSUM');
    expect(code(() => parseArgument(p('bytes4'), '0x1234'))).toBe('WRONG_LENGTH');
    expect(code(() => parseArgument(p('uint8[2]'), '[1]'))).toBe('WRONG_LENGTH');
    expect(code(() => parseArgument(p('uint8[]'), '[1,'))).toBe('INVALID_JSON');
    expect(code(() => parseArgument(p('bool'), 'yes'))).toBe('INVALID_NUMBER');
  });
  it('checkEvmAddress follows the EIP-55 examples', () => {
    // From the EIP-55 text.
    for (const a of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(checkEvmAddress(a.toLowerCase())).toBe(a);
    }
  });
  it('property: encode then decode gives the arguments back', () => {
    const fn = abiFunctions(parseAbiText('function p(uint256 a, int64 b, bool c, bytes d, string e, address[] f)'))[0];
    if (!fn) throw new Error('no fn');
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
        fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
        fc.boolean(),
        fc.uint8Array({ maxLength: 80 }),
        fc.string(),
        fc.array(fc.uint8Array({ minLength: 20, maxLength: 20 }), {
          maxLength: 3,
        }),
        (a, b, c, d, e, f) => {
          const hex = (u: Uint8Array) => `0x${Buffer.from(u).toString('hex')}`;
          const addrs = f.map((x) => checkEvmAddress(hex(x)));
          const data = encodeCall(fn, [a.toString(), b.toString(), String(c), hex(d), e, JSON.stringify(addrs)]);
          const back = decodeCalldata(data, [fn]);
          expect(back?.args.map((x) => x.value)).toEqual([a.toString(), b.toString(), String(c), hex(d), e, undefined]);
          expect(back?.args[5]?.items?.map((x) => x.value)).toEqual(addrs);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('hostile input never escapes as a library error', () => {
  // Selectors of bundled signatures with dynamic arguments, so random tails hit viem's decoder paths.
  const selectors = ['ac9650d8', '5ae401dc', '3593564c', '8d80ff0a', '6a761202', '82ad56cb', 'a9059cbb', '12345678'];
  it('decodeCalldata and decodeRevert: a result or an EngineError', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...selectors),
        fc.uint8Array({ maxLength: 300 }),
        fc.boolean(),
        (sel, tail, wordy) => {
          // Half the time the tail is made of small 32-byte words, which look like offsets and lengths.
          const body = wordy
            ? Array.from(tail.slice(0, 10), (b) => word(b.toString(16))).join('')
            : Buffer.from(tail).toString('hex');
          for (const f of [() => decodeCalldata(`0x${sel}${body}`), () => decodeRevert(`0x${sel}${body}`)]) {
            const c = code(f);
            if (c?.startsWith('not an EngineError')) throw new Error(`${sel}${body}: ${c}`);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
