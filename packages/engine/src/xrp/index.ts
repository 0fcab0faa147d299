export type { XrpAddressInfo } from './address.ts';
export {
  decodeXrpAddress,
  toXAddress,
  xrpAddressFromPublicKey,
} from './address.ts';
export type { XrpSignatureCheck, XrpTransactionInfo } from './transaction.ts';
export { decodeXrpTransaction, encodeXrpTransaction } from './transaction.ts';
export { dropsToXrp, MAX_DROPS, xrpToDrops } from './units.ts';
