export type { TonAddressForm, TonAddressInfo } from './address.ts';
export { parseTonAddress } from './address.ts';
export type {
  TonBocInfo,
  TonCellInfo,
  TonCommentBoc,
  TonJettonInfo,
  TonMessageInfo,
} from './boc.ts';
export { decodeTonBoc, encodeTonComment, JETTON_OPS } from './boc.ts';
export { MAX_NANOTON, nanoToTon, tonToNano } from './units.ts';
