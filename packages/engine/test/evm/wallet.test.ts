import { describe, expect, it } from 'vitest';
import { walletErrorCode, walletErrorKind } from '../../src/evm/index.ts';

// Codes from EIP-1193 ("Provider Errors"), EIP-3085 (4902), JSON-RPC 2.0 and EIP-1474.
describe('walletErrorKind', () => {
  it.each([
    [4001, 'rejected'],
    [4100, 'unauthorized'],
    [4200, 'unsupported'],
    [4900, 'disconnected'],
    [4901, 'chainDisconnected'],
    [4902, 'unknownChain'],
    [-32700, 'parse'],
    [-32600, 'invalidRequest'],
    [-32601, 'methodNotFound'],
    [-32602, 'invalidParams'],
    [-32603, 'internal'],
    [-32000, 'invalidInput'],
    [-32001, 'resourceNotFound'],
    [-32002, 'resourceUnavailable'],
    [-32003, 'transactionRejected'],
    [-32004, 'methodNotSupported'],
    [-32005, 'limitExceeded'],
  ])('%i → %s', (code, kind) => {
    expect(walletErrorKind({ code, message: 'x' })).toBe(kind);
  });
  it('looks through wrappers (viem-style cause chains)', () => {
    const e = {
      name: 'TransactionExecutionError',
      message: 'wrapped',
      cause: { cause: { code: 4001, message: 'User rejected' } },
    };
    expect(walletErrorCode(e)).toBe(4001);
    expect(walletErrorKind(e)).toBe('rejected');
  });
  it('a revert is a revert, whatever code the node used', () => {
    expect(
      walletErrorKind({
        code: -32603,
        message: "VM Exception while processing transaction: reverted with reason string 'nope'",
      }),
    ).toBe('reverted');
    expect(walletErrorKind({ code: 3, message: 'execution reverted' })).toBe('reverted');
    expect(walletErrorKind(new Error('network down'))).toBe('other');
  });
});
