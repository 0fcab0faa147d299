/**
 * The standard error codes a wallet or node returns (EIP-1193 provider errors and JSON-RPC 2.0 /
 * EIP-1474 errors), by the key a page translates.
 */
export type WalletErrorKind =
  | 'rejected'
  | 'unauthorized'
  | 'unsupported'
  | 'disconnected'
  | 'chainDisconnected'
  | 'unknownChain'
  | 'parse'
  | 'invalidRequest'
  | 'methodNotFound'
  | 'invalidParams'
  | 'internal'
  | 'invalidInput'
  | 'resourceNotFound'
  | 'resourceUnavailable'
  | 'transactionRejected'
  | 'methodNotSupported'
  | 'limitExceeded'
  | 'reverted'
  | 'other';

const BY_CODE: Record<number, WalletErrorKind> = {
  4001: 'rejected',
  4100: 'unauthorized',
  4200: 'unsupported',
  4900: 'disconnected',
  4901: 'chainDisconnected',
  4902: 'unknownChain',
  [-32700]: 'parse',
  [-32600]: 'invalidRequest',
  [-32601]: 'methodNotFound',
  [-32602]: 'invalidParams',
  [-32603]: 'internal',
  [-32000]: 'invalidInput',
  [-32001]: 'resourceNotFound',
  [-32002]: 'resourceUnavailable',
  [-32003]: 'transactionRejected',
  [-32004]: 'methodNotSupported',
  [-32005]: 'limitExceeded',
  3: 'reverted',
};

/** The numeric code of a wallet/RPC error, looking through wrappers (viem's `cause` chain, `data`). */
export function walletErrorCode(e: unknown): number | null {
  let cur: unknown = e;
  for (let i = 0; i < 8 && cur && typeof cur === 'object'; i++) {
    const code = (cur as { code?: unknown }).code;
    if (typeof code === 'number' && code in BY_CODE) return code;
    cur = (cur as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Classifies an error thrown by an EIP-1193 provider or a JSON-RPC node (EIP-1193 codes 4001, 4100,
 * 4200, 4900, 4901, EIP-3085's 4902, JSON-RPC -32700 to -32603 and EIP-1474's -32000 to -32005).
 *
 * @example
 * walletErrorKind({ code: 4001, message: 'User rejected the request.' }) // 'rejected'
 */
export function walletErrorKind(e: unknown): WalletErrorKind {
  // Nodes report a revert as code 3 (geth), -32603 or -32000 (Hardhat, Anvil): the message tells.
  let c: unknown = e;
  for (let i = 0; i < 8 && c && typeof c === 'object'; i++) {
    const msg = String((c as { message?: unknown }).message ?? '');
    if (
      (c as { name?: unknown }).name === 'ContractFunctionRevertedError' ||
      /execution reverted|reverted with|VM Exception/i.test(msg)
    ) {
      return 'reverted';
    }
    c = (c as { cause?: unknown }).cause;
  }
  const code = walletErrorCode(e);
  if (code !== null) return BY_CODE[code] ?? 'other';
  return 'other';
}
