import { defineTools } from '../types.ts';

/** Which chain's utilities a route shows. */
export interface ChainPreset {
  chain: 'ton' | 'xrp' | 'ada' | 'tron';
}

/** Tools of the chain family. A tool is listed here only once its page is finished. */
export const chainTools = defineTools<ChainPreset>()([
  {
    id: 'tontools',
    path: '/tontools',
    category: 'blockchain',
    heavy: true,
    preset: { chain: 'ton' },
    untilUsed: true,
  },
  {
    id: 'xrptools',
    path: '/xrptools',
    category: 'blockchain',
    heavy: true,
    preset: { chain: 'xrp' },
    untilUsed: true,
  },
  {
    id: 'adatools',
    path: '/adatools',
    category: 'blockchain',
    heavy: true,
    preset: { chain: 'ada' },
    untilUsed: true,
  },
  {
    id: 'trontools',
    path: '/trontools',
    category: 'blockchain',
    heavy: true,
    preset: { chain: 'tron' },
    untilUsed: true,
  },
]);
