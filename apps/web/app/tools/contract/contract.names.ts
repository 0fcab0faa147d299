import { defineMessages } from '../../i18n/define.ts';
import type { contractTools } from './contract.tools.ts';

type Id = (typeof contractTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const contractNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    abidecoder: {
      name: 'ABI decoder and encoder',
      description:
        'Calldata and event logs decoded with your ABI or built-in common signatures, nested calls (multicall, Safe) unfolded, and calldata built from typed inputs.',
    },
    decodetx: {
      name: 'Transaction decoder',
      description:
        'A raw signed EVM transaction of any type, or a TRON transaction, turned into its fields, hash, sender, fees and decoded call.',
    },
    contract_evm: {
      name: 'Contract console',
      description:
        'Read and write any EVM contract through an RPC or your wallet, with simulation first; build and sign TRON contract calls offline.',
    },
  },
  {
    zh_Hans_CN: {
      abidecoder: {
        name: 'ABI 解码与编码',
        description:
          '用你的 ABI 或内置常用签名解码调用数据和事件日志，展开嵌套调用（multicall、Safe），并按类型填写参数生成调用数据。',
      },
      decodetx: {
        name: '交易解析',
        description: '任意类型的 EVM 已签名原始交易或 TRON 交易，解析出各字段、哈希、发送方、手续费和解码后的调用。',
      },
      contract_evm: {
        name: '合约控制台',
        description: '通过 RPC 或钱包读写任意 EVM 合约，发送前先模拟；离线构建并签名 TRON 合约调用。',
      },
    },
    zh_Hant_HK: {
      abidecoder: {
        name: 'ABI 解碼與編碼',
        description:
          '用你的 ABI 或內置常用簽名解碼調用數據和事件日誌，展開嵌套調用（multicall、Safe），並按類型填寫參數生成調用數據。',
      },
      decodetx: {
        name: '交易解析',
        description: '任何類型的 EVM 已簽名原始交易或 TRON 交易，解析出各欄位、雜湊、發送方、手續費和解碼後的調用。',
      },
      contract_evm: {
        name: '合約控制台',
        description: '透過 RPC 或錢包讀寫任何 EVM 合約，發送前先模擬；離線構建並簽署 TRON 合約調用。',
      },
    },
  },
);
