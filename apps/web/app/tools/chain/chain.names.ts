import { defineMessages } from '../../i18n/define.ts';
import type { chainTools } from './chain.tools.ts';

type Id = (typeof chainTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const chainNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    tontools: {
      name: 'TON tools',
      description:
        'TON addresses in every form with a checksum check, TON and nanoton exactly, comments as message bodies, and any BOC decoded into its cells.',
    },
    xrptools: {
      name: 'XRP Ledger tools',
      description:
        'Classic and X-addresses both ways, address checks, XRP and drops exactly, transaction blobs to JSON and back with hash and signature check, and the address of a public key.',
    },
    adatools: {
      name: 'Cardano tools',
      description:
        'Any Cardano address inspected (type, network, credentials, stake address, pointer, Byron attributes), ADA and lovelace exactly, and transactions decoded with their ID.',
    },
    trontools: {
      name: 'TRON tools',
      description:
        'TRON addresses between base58 (T…) and hex (41… and 0x…) with a checksum check, and TRX and sun exactly.',
    },
  },
  {
    zh_Hans_CN: {
      tontools: {
        name: 'TON 工具',
        description: 'TON 地址各种格式互转并校验，TON 与 nanoton 精确换算，备注编码为消息体，任意 BOC 解析为单元。',
      },
      xrptools: {
        name: 'XRP Ledger 工具',
        description:
          '经典地址与 X 地址互转、地址校验、XRP 与 drops 精确换算、交易 blob 与 JSON 互转（含哈希与签名验证）、公钥转地址。',
      },
      adatools: {
        name: 'Cardano 工具',
        description:
          '解析任意 Cardano 地址（类型、网络、凭证、质押地址、指针、Byron 属性），ADA 与 lovelace 精确换算，解码交易并计算交易 ID。',
      },
      trontools: {
        name: 'TRON 工具',
        description: 'TRON 地址在 Base58（T…）与十六进制（41… 与 0x…）之间互转并校验，TRX 与 sun 精确换算。',
      },
    },
    zh_Hant_HK: {
      tontools: {
        name: 'TON 工具',
        description: 'TON 地址各種格式互轉並校驗，TON 與 nanoton 精確換算，備註編碼為訊息體，任意 BOC 解析為儲存格。',
      },
      xrptools: {
        name: 'XRP Ledger 工具',
        description:
          '經典地址與 X 地址互轉、地址校驗、XRP 與 drops 精確換算、交易 blob 與 JSON 互轉（含雜湊與簽名驗證）、公鑰轉地址。',
      },
      adatools: {
        name: 'Cardano 工具',
        description:
          '解析任意 Cardano 地址（類型、網絡、憑證、質押地址、指標、Byron 屬性），ADA 與 lovelace 精確換算，解碼交易並計算交易 ID。',
      },
      trontools: {
        name: 'TRON 工具',
        description: 'TRON 地址在 Base58（T…）與十六進位（41… 與 0x…）之間互轉並校驗，TRX 與 sun 精確換算。',
      },
    },
  },
);
