export type { XrpAddressInfo } from './address.ts';
export {
  decodeXrpAddress,
  toXAddress,
  xrpAddressFromPublicKey,
} from './address.ts';
export type { XrpAmountInfo, XrpMemoInfo, XrpSpecialAccount } from './summary.ts';
export { XRP_ACCOUNT_ONE, XRP_ACCOUNT_ZERO } from './summary.ts';
export type { XrpSignatureCheck, XrpTransactionInfo } from './transaction.ts';
export { decodeXrpTransaction, encodeXrpTransaction, XRP_TX_MAX_BYTES } from './transaction.ts';
export { dropsToXrp, MAX_DROPS, xrpToDrops } from './units.ts';
