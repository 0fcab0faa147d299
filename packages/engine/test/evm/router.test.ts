import {
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  parseAbi,
  parseAbiParameters,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { type DecodedValue, decodeCalldata, parseAbiText, universalRouterCommands } from '../../src/evm/index.ts';

// Mainnet addresses (etherscan): tokens, Uniswap's routers.
const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const UNIVERSAL_ROUTER = '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD';
const ME = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
// Universal Router's recipient constants (ActionConstants.sol): 1 = msg.sender, 2 = the router itself.
const MSG_SENDER = '0x0000000000000000000000000000000000000001';
const ADDRESS_THIS = '0x0000000000000000000000000000000000000002';

const values = (v: DecodedValue | undefined) => v?.items?.map((x) => x.value);

describe('SwapRouter02 multicall (calldata built with viem from the published interfaces)', () => {
  const sr02 = parseAbi([
    'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[])',
    'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256)',
    'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
    'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256)',
  ]);
  const swap = encodeFunctionData({
    abi: sr02,
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn: USDC,
        tokenOut: WETH,
        fee: 500,
        recipient: ADDRESS_THIS,
        amountIn: 2_500_000_000n,
        amountOutMinimum: 1_000_000_000_000_000_001n,
        sqrtPriceLimitX96: 0n,
      },
    ],
  });
  const unwrap = encodeFunctionData({ abi: sr02, functionName: 'unwrapWETH9', args: [1_000_000_000_000_000_001n, ME] });
  const v2 = encodeFunctionData({
    abi: sr02,
    functionName: 'swapExactTokensForTokens',
    args: [5n, 4n, [USDC, DAI], ME],
  });
  const data = encodeFunctionData({ abi: sr02, functionName: 'multicall', args: [1_700_000_000n, [swap, unwrap, v2]] });

  it('names every inner call, with the values viem decodes', () => {
    // The selectors as published on 4byte.directory for SwapRouter02.
    expect(data.slice(0, 10)).toBe('0x5ae401dc');
    expect(swap.slice(0, 10)).toBe('0x04e45aaf');
    expect(v2.slice(0, 10)).toBe('0x472b43f3');
    const d = decodeCalldata(data);
    expect(d?.name).toBe('multicall');
    expect(d?.args[0]?.value).toBe('1700000000');
    const inner = d?.args[1]?.items ?? [];
    expect(inner.map((x) => x.call?.name)).toEqual(['exactInputSingle', 'unwrapWETH9', 'swapExactTokensForTokens']);
    const viemSwap = decodeFunctionData({ abi: sr02, data: swap }).args[0] as Record<string, unknown>;
    expect(values(inner[0]?.call?.args[0])).toEqual(
      Object.values(viemSwap).map((x) => (typeof x === 'string' ? x : String(x))),
    );
    expect(values(inner[2]?.call?.args[2])).toEqual([USDC, DAI]);
    expect(inner.some((x) => x.unknownSelector)).toBe(false);
  });

  it('an unknown inner selector is marked, and decoded with signatures found online', () => {
    const mystery = encodeFunctionData({
      abi: parseAbi(['function frobnicate(uint256 a, address b)']),
      args: [42n, ME],
    });
    const wrapped = encodeFunctionData({ abi: sr02, functionName: 'multicall', args: [1n, [mystery, unwrap]] });
    const d = decodeCalldata(wrapped);
    const inner = d?.args[1]?.items ?? [];
    expect(inner[0]?.unknownSelector).toBe(mystery.slice(0, 10));
    expect(inner[0]?.call).toBeUndefined();
    expect(inner[1]?.unknownSelector).toBeUndefined();
    const online = parseAbiText('function frobnicate(uint256,address)');
    const again = decodeCalldata(wrapped, undefined, { online });
    const call = again?.args[1]?.items?.[0]?.call;
    expect(call?.source).toBe('online');
    expect(call?.args.map((a) => a.value)).toEqual(['42', ME]);
    // Online guesses that do not fit leave the selector unknown rather than failing the whole decode.
    const wrong = parseAbiText('function frobnicate(string)');
    const guess = decodeCalldata(wrapped, undefined, { online: wrong });
    expect(guess?.args[1]?.items?.[0]?.unknownSelector).toBe(mystery.slice(0, 10));
    expect(decodeCalldata(mystery, undefined, { online: wrong })).toBeNull();
  });

  it('every signature of a colliding selector that fits is given', () => {
    // burn(uint256) and collate_propagate_storage(bytes16) share 0x42966c68 (4byte.directory).
    const abi = parseAbiText('function burn(uint256 amount)\nfunction collate_propagate_storage(bytes16 x)');
    const data = encodeFunctionData({
      abi: parseAbi(['function collate_propagate_storage(bytes16 x)']),
      args: ['0x0102030405060708090a0b0c0d0e0f10'],
    });
    const d = decodeCalldata(data, abi);
    expect([d?.name, ...(d?.alternatives ?? []).map((a) => a.name)]).toEqual(['burn', 'collate_propagate_storage']);
    expect(d?.alternatives?.[0]?.args[0]?.value).toBe('0x0102030405060708090a0b0c0d0e0f10');
  });
});

describe('Universal Router execute (inputs built with viem as Uniswap’s SDK encodes them)', () => {
  const ur = parseAbi([
    'function execute(bytes commands, bytes[] inputs, uint256 deadline) payable',
    'function execute(bytes commands, bytes[] inputs) payable',
  ]);
  const wrapIn = encodeAbiParameters(parseAbiParameters('address recipient, uint256 amountMin'), [
    ADDRESS_THIS,
    10n ** 18n,
  ]);
  const path = encodePacked(['address', 'uint24', 'address', 'uint24', 'address'], [WETH, 500, USDC, 100, DAI]);
  const v3In = encodeAbiParameters(
    parseAbiParameters('address recipient, uint256 amountIn, uint256 amountOutMin, bytes path, bool payerIsUser'),
    [MSG_SENDER, 10n ** 18n, 1_000_000_000_000_000_001n, path, false],
  );
  const sweepIn = encodeAbiParameters(parseAbiParameters('address token, address recipient, uint256 amountMin'), [
    WETH,
    MSG_SENDER,
    0n,
  ]);
  const permitIn = encodeAbiParameters(
    parseAbiParameters(
      '((address token, uint160 amount, uint48 expiration, uint48 nonce) details, address spender, uint256 sigDeadline), bytes',
    ),
    [
      {
        details: { token: USDC, amount: 2n ** 160n - 1n, expiration: 1_700_000_000, nonce: 3 },
        spender: UNIVERSAL_ROUTER,
        sigDeadline: 1_700_000_000n,
      },
      `0x${'ab'.repeat(65)}`,
    ],
  );
  const v2In = encodeAbiParameters(
    parseAbiParameters('address recipient, uint256 amountIn, uint256 amountOutMin, address[] path, bool payerIsUser'),
    [ME, 5n, 4n, [USDC, WETH], true],
  );
  const unwrapIn = encodeAbiParameters(parseAbiParameters('address recipient, uint256 amountMin'), [ME, 0n]);
  const subPlan = encodeAbiParameters(parseAbiParameters('bytes commands, bytes[] inputs'), [
    '0x080c',
    [v2In, unwrapIn],
  ]);

  it('the command table matches Commands.sol', () => {
    expect(universalRouterCommands[0x00]).toBe('V3_SWAP_EXACT_IN');
    expect(universalRouterCommands[0x0b]).toBe('WRAP_ETH');
    expect(universalRouterCommands[0x0c]).toBe('UNWRAP_WETH');
    expect(universalRouterCommands[0x10]).toBe('V4_SWAP');
    expect(universalRouterCommands[0x21]).toBe('EXECUTE_SUB_PLAN');
  });

  it('commands named, inputs decoded (V3 path split into hops), allow-revert flag, sub-plan', () => {
    const data = encodeFunctionData({
      abi: ur,
      functionName: 'execute',
      args: ['0x0b000a8421', [wrapIn, v3In, permitIn, sweepIn, subPlan], 1_700_000_000n],
    });
    // execute(bytes,bytes[],uint256) as published for the Universal Router (Ledger's plugin spec, 4byte).
    expect(data.slice(0, 10)).toBe('0x3593564c');
    const d = decodeCalldata(data);
    expect(d?.name).toBe('execute');
    const [commands, inputs, deadline] = d?.args ?? [];
    expect(deadline?.value).toBe('1700000000');
    expect(commands?.items?.map((c) => [c.value, c.label])).toEqual([
      ['0x0b', 'WRAP_ETH'],
      ['0x00', 'V3_SWAP_EXACT_IN'],
      ['0x0a', 'PERMIT2_PERMIT'],
      ['0x84', 'SWEEP'],
      ['0x21', 'EXECUTE_SUB_PLAN'],
    ]);
    expect(commands?.items?.[3]?.items?.[0]).toEqual({ name: 'allowRevert', type: 'bool', value: 'true' });
    expect(commands?.unknownSelector).toBeUndefined();
    const ins = inputs?.items ?? [];
    expect(ins.map((x) => x.label)).toEqual([
      'WRAP_ETH',
      'V3_SWAP_EXACT_IN',
      'PERMIT2_PERMIT',
      'SWEEP',
      'EXECUTE_SUB_PLAN',
    ]);
    expect(values(ins[0])).toEqual([ADDRESS_THIS, String(10n ** 18n)]);
    const viemV3 = decodeAbiParameters(parseAbiParameters('address, uint256, uint256, bytes, bool'), v3In);
    expect(values(ins[1])).toEqual([MSG_SENDER, String(viemV3[1]), String(viemV3[2]), path, 'false']);
    expect(ins[1]?.items?.[3]?.items?.map((h) => h.value)).toEqual([WETH, '500', USDC, '100', DAI]);
    const permit = ins[2]?.items?.[0];
    expect(permit?.items?.[0]?.items?.map((x) => x.value)).toEqual([USDC, String(2n ** 160n - 1n), '1700000000', '3']);
    expect(permit?.items?.[1]?.value).toBe(UNIVERSAL_ROUTER);
    const sub = ins[4]?.items ?? [];
    expect(sub[0]?.items?.map((c) => c.label)).toEqual(['V2_SWAP_EXACT_IN', 'UNWRAP_WETH']);
    expect(sub[1]?.items?.[0]?.items?.[3]?.items?.map((x) => x.value)).toEqual([USDC, WETH]);
    expect(values(sub[1]?.items?.[1])).toEqual([ME, '0']);
  });

  it('execute(bytes,bytes[]) without a deadline, and an unknown command left as bytes', () => {
    const data = encodeFunctionData({ abi: ur, functionName: 'execute', args: ['0x0b3f', [wrapIn, '0xdeadbeef']] });
    expect(data.slice(0, 10)).toBe('0x24856bc3');
    const d = decodeCalldata(data);
    expect(d?.args[0]?.items?.map((c) => c.label)).toEqual(['WRAP_ETH', undefined]);
    expect(d?.args[1]?.items?.[1]).toEqual({ name: '1', type: 'bytes', value: '0xdeadbeef' });
  });
});
