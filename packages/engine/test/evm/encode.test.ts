import { encodeAbiParameters, encodeFunctionData, parseAbi, parseAbiParameters } from 'viem';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import { abiFunctions, encodeCall, parseAbiText, parseArgument, parseJsonList } from '../../src/evm/index.ts';
import { buildTronCall, decodeTronTransaction, refBlockFromBlock } from '../../src/tron/index.ts';

function code(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return isEngineError(e) ? e.code : `not an EngineError: ${String(e)}`;
  }
  return undefined;
}

const BIG = 1000000000000000001n; // 1e18 + 1: a double rounds it to 1e18
const ADDR = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

describe('big integers in JSON lists and tuples are exact (values from viem with bigint inputs)', () => {
  it('uint256[] typed as [1000000000000000001, 2]', () => {
    const fn = abiFunctions(parseAbiText('function f(uint256[] xs)'))[0];
    if (!fn) throw new Error('no fn');
    const viem = encodeFunctionData({ abi: parseAbi(['function f(uint256[] xs)']), args: [[BIG, 2n]] });
    expect(encodeCall(fn, ['[1000000000000000001, 2]'])).toBe(viem);
    expect(encodeCall(fn, ['[1000000000000000001,2]'])).toBe(viem);
    // Bare words and quoted numbers read the same way.
    expect(encodeCall(fn, ['["1000000000000000001", 2]'])).toBe(viem);
  });

  it('tuples as lists and as objects, nested arrays, the largest uint256 and negative int256', () => {
    const sig = 'function g((address to, uint256 amount, int256 delta)[] legs, uint128[2][] grid)';
    const fn = abiFunctions(parseAbiText(sig))[0];
    if (!fn) throw new Error('no fn');
    const max = 2n ** 256n - 1n;
    const min = -(2n ** 255n);
    const viem = encodeFunctionData({
      abi: parseAbi([sig]),
      args: [
        [
          { to: ADDR, amount: max, delta: min },
          { to: ADDR, amount: BIG, delta: -BIG },
        ],
        [[BIG, 340282366920938463463374607431768211455n]],
      ],
    });
    const legsList = `[["${ADDR}", ${max}, ${min}], ["${ADDR}", 1000000000000000001, -1000000000000000001]]`;
    const legsObj = `[{"to":"${ADDR}","amount":${max},"delta":${min}},{"to":"${ADDR}","amount":1000000000000000001,"delta":-1000000000000000001}]`;
    const grid = '[[1000000000000000001, 340282366920938463463374607431768211455]]';
    expect(encodeCall(fn, [legsList, grid])).toBe(viem);
    expect(encodeCall(fn, [legsObj, grid])).toBe(viem);
  });

  it('JSON exponents are exact integers or refused, never rounded', () => {
    const p = parseAbiParameters('uint256[]')[0];
    if (!p) throw new Error('no p');
    expect(parseArgument(p, '[1.5e18, 1E+2]')).toEqual([1500000000000000000n, 100n]);
    expect(code(() => parseArgument(p, '[1.5]'))).toBe('INVALID_NUMBER');
    expect(code(() => parseArgument(p, '[1e-2]'))).toBe('INVALID_NUMBER');
  });

  it('parseJsonList keeps the text of every number', () => {
    expect(parseJsonList('[1000000000000000001, [0xab, "x"], {"n": 12345678901234567890123}]')).toEqual([
      '1000000000000000001',
      ['0xab', 'x'],
      { n: '12345678901234567890123' },
    ]);
  });

  it('bad lists: INVALID_JSON with a position, EXPECTED_LIST for a scalar', () => {
    const p = parseAbiParameters('uint256[]')[0];
    if (!p) throw new Error('no p');
    try {
      parseArgument(p, '[1, 2');
      throw new Error('no error');
    } catch (e) {
      if (!isEngineError(e)) throw e;
      expect(e.code).toBe('INVALID_JSON');
      expect(e.params.column).toBe(6);
    }
    expect(code(() => parseArgument(p, '5'))).toBe('EXPECTED_LIST');
    const t = parseAbiParameters('(uint8 a, bool b)')[0];
    if (!t) throw new Error('no t');
    expect(code(() => parseArgument(t, '5'))).toBe('EXPECTED_LIST');
  });

  it('a signed TRON transaction gets the exact values (the builder reads lists with the same parser)', async () => {
    const block = refBlockFromBlock({
      blockID: `0000000003b5fdf64cd898aed8ce5d14${'0'.repeat(32)}`,
      block_header: { raw_data: { number: 62258678, timestamp: 1717419786000 } },
    });
    const tx = await buildTronCall({
      to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      method: 'batch(uint256[])',
      data: '[[1000000000000000001, 2]]',
      abi: 'function batch(uint256[] amounts)',
      owner: 'TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC',
      block,
    });
    const viem = encodeAbiParameters(parseAbiParameters('uint256[]'), [[BIG, 2n]]);
    expect(decodeTronTransaction(tx.raw_data_hex).callData?.slice(10)).toBe(viem.slice(2));
  });
});
