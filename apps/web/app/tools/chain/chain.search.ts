import type { FamilySearch } from '../types.ts';
import type { chainTools } from './chain.tools.ts';

/** Search words of the chain family's tools: only search (the home page, the command palette) loads them. */
export const chainSearch = {
  tontools: {
    keywords: [
      'ton',
      'toncoin',
      'the open network',
      'address',
      'bounceable',
      'boc',
      'cell',
      'comment',
      'nanoton',
      '地址',
      '转换',
      '轉換',
    ],
    subItems: ['TON address converter', 'TON / nanoton', 'BOC decoder', 'Comment to BOC'],
  },
  xrptools: {
    keywords: [
      'xrp',
      'ripple',
      'xrpl',
      'x-address',
      'destination tag',
      'drops',
      'tx blob',
      'transaction',
      '瑞波',
      '地址',
    ],
    subItems: ['X-address converter', 'XRP / drops', 'XRPL transaction decoder', 'Public key to address'],
  },
  adatools: {
    keywords: [
      'ada',
      'cardano',
      'address',
      'stake address',
      'byron',
      'bech32',
      'cbor',
      'lovelace',
      'transaction',
      '卡尔达诺',
      '卡爾達諾',
      '地址',
    ],
    subItems: ['Cardano address inspector', 'ADA / lovelace', 'Cardano transaction decoder'],
  },
  trontools: {
    keywords: [
      'tron',
      'trx',
      'tronweb',
      'address',
      'base58',
      'hex',
      '41',
      'sun',
      '波场',
      '波場',
      '地址',
      '转换',
      '轉換',
    ],
    subItems: ['TRON address hex ⇄ base58', 'TRX / sun'],
  },
} as const satisfies FamilySearch<(typeof chainTools)[number]['id']>;
