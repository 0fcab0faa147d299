export {
  abiEvents,
  abiFunctions,
  formatSignature,
  parseAbiText,
} from './abi.ts';
export type { CallSource, DecodedCall, DecodedLog, DecodedValue, DecodeOptions } from './calldata.ts';
export { decodeCalldata, decodeLog, parseTopics } from './calldata.ts';
export type { EvmChainInfo } from './chains.ts';
export { evmChainById, evmChains } from './chains.ts';
export { encodeCall, parseArgument, parseJsonList } from './encode.ts';
export { checkEvmAddress, toHexInput } from './input.ts';
export type { DecodedError, DecodedRevert, PanicReason } from './revert.ts';
export { decodeRevert, findRevertData, panicCodes } from './revert.ts';
export { universalRouterCommands } from './router.ts';
export { commonAbi } from './signatures.ts';
export type {
  DecodedAuthorization,
  DecodedEvmTransaction,
  EvmTxNote,
  EvmTxType,
} from './transaction.ts';
export { decodeEvmTransaction } from './transaction.ts';
export type { WalletErrorKind } from './wallet.ts';
export { walletErrorCode, walletErrorKind } from './wallet.ts';
