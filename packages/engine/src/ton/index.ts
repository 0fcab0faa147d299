export type { TonAddressForm, TonAddressInfo } from './address.ts';
export { parseTonAddress } from './address.ts';
export type {
  TonBocInfo,
  TonCellInfo,
  TonCommentBoc,
  TonMessageInfo,
} from './boc.ts';
export { decodeTonBoc, encodeTonComment } from './boc.ts';
export { MAX_NANOTON, nanoToTon, tonToNano } from './units.ts';
