import { defineTools } from '../types.ts';

/** Which contract tool a route shows. */
export interface ContractPreset {
  view: 'abi' | 'tx' | 'console';
}

/** Tools of the contract family. A tool is listed here only once its page is finished. */
export const contractTools = defineTools<ContractPreset>()([
  {
    id: 'abidecoder',
    path: '/abidecoder',
    category: 'contract',
    heavy: true,
    preset: { view: 'abi' },
    untilUsed: true,
    privacy: 'selectorLookup',
  },
  {
    id: 'decodetx',
    path: '/decodetx',
    category: 'contract',
    heavy: true,
    preset: { view: 'tx' },
    untilUsed: true,
  },
  {
    id: 'contract_evm',
    path: '/contract_evm',
    category: 'contract',
    heavy: true,
    preset: { view: 'console' },
    untilUsed: 'settled',
    privacy: 'rpc',
  },
]);
