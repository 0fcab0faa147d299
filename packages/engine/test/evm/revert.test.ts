import { decodeErrorResult, encodeErrorResult, parseAbi, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import { decodeRevert, findRevertData, panicCodes, parseAbiText } from '../../src/evm/index.ts';

function code(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    return isEngineError(e) ? e.code : `not an EngineError: ${String(e)}`;
  }
  return undefined;
}

// Revert data built by viem (an independent encoder), never by the code under test.
const solidity = parseAbi(['error Error(string reason)', 'error Panic(uint256 code)']);
const errorData = (reason: string) => encodeErrorResult({ abi: solidity, errorName: 'Error', args: [reason] });
const panicData = (c: bigint) => encodeErrorResult({ abi: solidity, errorName: 'Panic', args: [c] });
const REASON = 'ERC20: transfer amount exceeds balance';

describe('decodeRevert: Solidity built-ins', () => {
  it('Error(string), as viem decodes it', () => {
    const data = errorData(REASON);
    // The selector of Error(string) as the Solidity docs give it.
    expect(data.slice(0, 10)).toBe('0x08c379a0');
    const r = decodeRevert(data);
    expect(r.kind).toBe('error');
    expect(r.reason).toBe(decodeErrorResult({ abi: solidity, data }).args[0]);
    expect(r.error?.signature).toBe('Error(string reason)');
  });

  it('Panic(uint256) with the meaning from the Solidity docs', () => {
    const cases: Array<[bigint, string]> = [
      [0x01n, 'assert'],
      [0x11n, 'arithmetic'],
      [0x12n, 'divisionByZero'],
      [0x21n, 'enumConversion'],
      [0x22n, 'storageEncoding'],
      [0x31n, 'emptyArrayPop'],
      [0x32n, 'arrayOutOfBounds'],
      [0x41n, 'outOfMemory'],
      [0x51n, 'zeroFunction'],
      [0x00n, 'generic'],
      [0x99n, 'unknown'],
      [2n ** 255n, 'unknown'],
    ];
    for (const [c, meaning] of cases) {
      const r = decodeRevert(panicData(c));
      expect(r.kind).toBe('panic');
      expect(r.panic).toBe(meaning);
      expect(BigInt(r.panicCode ?? '')).toBe(c);
    }
    expect(Object.keys(panicCodes)).toHaveLength(10);
    expect(decodeRevert(panicData(0x11n)).panicCode).toBe('0x11');
  });

  it('empty data and unknown selectors', () => {
    expect(decodeRevert('0x').kind).toBe('empty');
    expect(decodeRevert('0xdeadbeef00').kind).toBe('unknown');
    expect(decodeRevert('0xdeadbeef00').selector).toBe('0xdeadbeef');
    expect(decodeRevert('0xabcd').kind).toBe('unknown');
  });

  it('Error(string) that is cut short is DATA_DOES_NOT_FIT, never viem text', () => {
    const data = errorData(REASON);
    expect(code(() => decodeRevert(data.slice(0, 80)))).toBe('DATA_DOES_NOT_FIT');
  });
});

describe('decodeRevert: custom errors', () => {
  const abiText = `[{"type":"error","name":"InsufficientBalance","inputs":[{"name":"available","type":"uint256"},{"name":"required","type":"uint256"}]},
    {"type":"error","name":"Unauthorized","inputs":[{"name":"caller","type":"address"}]}]`;
  const abi = parseAbiText(abiText);
  const viemAbi = parseAbi(['error InsufficientBalance(uint256 available, uint256 required)']);

  it('from the pasted ABI, arguments as viem decodes them', () => {
    const data = encodeErrorResult({ abi: viemAbi, errorName: 'InsufficientBalance', args: [5n, 10n ** 18n + 1n] });
    const r = decodeRevert(data, abi);
    expect(r.kind).toBe('custom');
    expect(r.error?.source).toBe('abi');
    expect(r.error?.name).toBe('InsufficientBalance');
    const viemArgs = decodeErrorResult({ abi: viemAbi, data }).args as readonly bigint[];
    expect(r.error?.args.map((a) => a.value)).toEqual(viemArgs.map(String));
    // Without the ABI the selector is unknown.
    expect(decodeRevert(data).kind).toBe('unknown');
  });

  it('OpenZeppelin 5 errors are known without an ABI', () => {
    const oz = parseAbi(['error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)']);
    const sender = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
    const data = encodeErrorResult({ abi: oz, errorName: 'ERC20InsufficientBalance', args: [sender, 1n, 2n] });
    // 0xe450d38c is the selector listed for ERC20InsufficientBalance on 4byte.directory.
    expect(data.slice(0, 10)).toBe('0xe450d38c');
    const r = decodeRevert(data);
    expect(r.error?.source).toBe('common');
    expect(r.error?.args.map((a) => a.value)).toEqual([sender, '1', '2']);
  });

  it('a colliding selector gives every signature that fits', () => {
    // burn(uint256) and collate_propagate_storage(bytes16) share 0x42966c68 (a known 4byte.directory collision).
    expect(toFunctionSelector('burn(uint256)')).toBe(toFunctionSelector('collate_propagate_storage(bytes16)'));
    const two = parseAbiText('error burn(uint256 amount)\nerror collate_propagate_storage(bytes16 x)');
    const data = encodeErrorResult({
      abi: parseAbi(['error collate_propagate_storage(bytes16 x)']),
      errorName: 'collate_propagate_storage',
      args: ['0x0102030405060708090a0b0c0d0e0f10'],
    });
    const r = decodeRevert(data, two);
    expect(r.error?.name).toBe('burn');
    expect(r.alternatives?.map((a) => [a.name, a.args[0]?.value])).toEqual([
      ['collate_propagate_storage', '0x0102030405060708090a0b0c0d0e0f10'],
    ]);
    expect(r.error?.args[0]?.value).toBe(
      BigInt('0x0102030405060708090a0b0c0d0e0f1000000000000000000000000000000000').toString(),
    );
  });
});

describe('findRevertData: the shapes nodes return', () => {
  const data = errorData('Ownable: caller is not the owner');

  it('geth / anvil JSON-RPC response (error.data is the hex)', () => {
    const geth = `{"jsonrpc":"2.0","id":1,"error":{"code":3,"message":"execution reverted: Ownable: caller is not the owner","data":"${data}"}}`;
    const r = decodeRevert(geth);
    expect(r.reason).toBe('Ownable: caller is not the owner');
    expect(r.message).toBe('execution reverted: Ownable: caller is not the owner');
  });

  it('Hardhat (data nested in data) and its error object', () => {
    const hardhat = {
      code: -32603,
      message:
        'Error: VM Exception while processing transaction: reverted with panic code 0x12 (Division or modulo division by zero)',
      data: {
        message:
          'Error: VM Exception while processing transaction: reverted with panic code 0x12 (Division or modulo division by zero)',
        data: panicData(0x12n),
      },
    };
    expect(decodeRevert(hardhat).panic).toBe('divisionByZero');
    expect(decodeRevert(JSON.stringify(hardhat)).panic).toBe('divisionByZero');
  });

  it('MetaMask originalError, ethers v5 body string, Ganache keyed by transaction hash', () => {
    const metamask = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: 3, data, message: 'execution reverted' } },
    };
    expect(decodeRevert(metamask).reason).toBe('Ownable: caller is not the owner');
    const ethers5 = {
      reason: 'cannot estimate gas',
      code: 'UNPREDICTABLE_GAS_LIMIT',
      error: {
        body: JSON.stringify({ jsonrpc: '2.0', id: 42, error: { code: 3, message: 'execution reverted', data } }),
      },
    };
    expect(decodeRevert(ethers5).reason).toBe('Ownable: caller is not the owner');
    const ganache = { message: 'VM Exception', data: { [`0x${'ab'.repeat(32)}`]: { error: 'revert', return: data } } };
    expect(findRevertData(ganache).data).toBe(data);
  });

  it('a JSON string holding the hex, and an empty revert that gives no data', () => {
    expect(findRevertData(JSON.stringify(data)).data).toBe(data);
    const r = decodeRevert('{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"execution reverted"}}');
    expect(r.kind).toBe('empty');
    expect(r.message).toBe('execution reverted');
    expect(decodeRevert('{"error":{"code":3,"message":"execution reverted","data":"0x"}}').kind).toBe('empty');
  });

  it('bad input names the cause', () => {
    expect(code(() => decodeRevert('{"error":{"code":-32601,"message":"method not found"}}'))).toBe('NO_REVERT_DATA');
    expect(code(() => decodeRevert('{"error":'))).toBe('INVALID_JSON');
    expect(code(() => decodeRevert('execution reverted'))).toBe('INVALID_HEX');
    expect(code(() => decodeRevert('0x123'))).toBe('INVALID_HEX');
  });
});
