export type { TronAddress } from './address.ts';
export { checkTronAddress, tronAddressFromHex } from './address.ts';
export type { TronBlockHeader, TronCallRequest, TronTransactionJson } from './build.ts';
export {
  buildTronCall,
  parseArgumentList,
  refBlockFromBlock,
  signedTransactionHex,
  signTronTransaction,
  tronAddressOfKey,
} from './build.ts';
export type { DecodedTronTransaction, TronTxProblem } from './transaction.ts';
export { decodeTronTransaction } from './transaction.ts';
