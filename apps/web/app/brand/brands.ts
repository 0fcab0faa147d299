import type { Locale } from '../i18n/locales.ts';

export type BrandId = 'global' | 'cn';

/** What differs between the two brandings, as data. URLs come from runtime settings, not from here. */
export interface BrandData {
  id: BrandId;
  defaultLocale: Locale;
  title: Record<Locale, string>;
  /** Appended to every page title. */
  suffix: Record<Locale, string>;
  description: Record<Locale, string>;
  /** Path of a logo under public/, or null for the wordmark only. */
  logo: string | null;
  /** Whether the header shows the Technology Blog link (when a URL is configured). */
  blogLink: boolean;
  /** Whether the footer shows the official-record (ICP) line (when its text is configured). */
  recordLine: boolean;
}

export const BRANDS: Record<BrandId, BrandData> = {
  global: {
    id: 'global',
    defaultLocale: 'en_US',
    title: { en_US: 'Tinkerbox', zh_Hans_CN: 'Tinkerbox', zh_Hant_HK: 'Tinkerbox' },
    suffix: { en_US: ' - Tinkerbox', zh_Hans_CN: ' - Tinkerbox', zh_Hant_HK: ' - Tinkerbox' },
    description: {
      en_US:
        'Free developer, encoding and blockchain tools that run in your browser: hashes, ciphers, encoders, JSON, QR codes and chain utilities.',
      zh_Hans_CN: '在浏览器中运行的免费开发、编码与区块链工具：哈希、加解密、编码、JSON、二维码和链上工具。',
      zh_Hant_HK: '在瀏覽器中運行的免費開發、編碼與區塊鏈工具：雜湊、加解密、編碼、JSON、QR 碼和鏈上工具。',
    },
    logo: null,
    blogLink: false,
    recordLine: false,
  },
  cn: {
    id: 'cn',
    defaultLocale: 'zh_Hans_CN',
    title: { en_US: 'Baibaoxiang', zh_Hans_CN: '百宝箱', zh_Hant_HK: '百寶箱' },
    suffix: { en_US: ' - Baibaoxiang', zh_Hans_CN: ' - 百宝箱', zh_Hant_HK: ' - 百寶箱' },
    description: {
      en_US: 'Baibaoxiang: free online developer, encoding and blockchain tools, all computed in your browser.',
      zh_Hans_CN: '百宝箱：免费的在线开发、编码与区块链工具，全部在浏览器中计算。',
      zh_Hant_HK: '百寶箱：免費的線上開發、編碼與區塊鏈工具，全部在瀏覽器中計算。',
    },
    logo: '/brand/cn-logo.svg',
    blogLink: true,
    recordLine: true,
  },
};
