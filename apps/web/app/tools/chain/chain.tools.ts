import { defineTools } from '../types.ts';

/** Which chain's utilities a route shows. */
export interface ChainPreset {
  chain: 'ton' | 'xrp' | 'ada';
}

/** Tools of the chain family. A tool is listed here only once its page is finished. */
export const chainTools = defineTools<ChainPreset>()([
  {
    id: 'tontools',
    path: '/tontools',
    category: 'blockchain',
    heavy: true,
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
    preset: { chain: 'ton' },
  },
  {
    id: 'xrptools',
    path: '/xrptools',
    category: 'blockchain',
    heavy: true,
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
    preset: { chain: 'xrp' },
  },
  {
    id: 'adatools',
    path: '/adatools',
    category: 'blockchain',
    heavy: true,
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
    preset: { chain: 'ada' },
  },
]);
