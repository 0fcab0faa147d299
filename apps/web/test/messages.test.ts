import { describe, expect, it } from 'vitest';
import { contentDispositionName } from '../app/lib/download.ts';
import { ProductMessage, productText } from '../app/lib/messages.ts';

describe('productText', () => {
  it('gives each catalogue message in every language', () => {
    expect(productText('en_US', 'psw_error')).toBe('Wrong password.');
    expect(productText('zh_Hans_CN', 'psw_error')).toBe('密码错误。');
    expect(productText('zh_Hant_HK', 'psw_error')).toBe('密碼錯誤。');
    expect(productText('en_US', new ProductMessage('tx_not_matched'))).toBe('Transaction mismatch');
  });
  it('replaces #net# with the network name', () => {
    expect(productText('en_US', 'networktip', 'Sepolia')).toBe(
      'Your wallet is on another network. Please switch it to Sepolia.',
    );
    expect(productText('zh_Hans_CN', 'networktip', 'BSC')).toContain('BSC');
  });
  it('shows -- for an unknown key, and busy for any other error', () => {
    expect(productText('en_US', 'no_such_key')).toBe('--');
    expect(productText('en_US', 'toString')).toBe('--');
    expect(productText('en_US', new TypeError('Failed to fetch'))).toBe('The service is busy. Please try again later.');
    expect(productText('zh_Hant_HK', { weird: true })).toBe('服務繁忙，請稍後再試。');
  });
});

describe('contentDispositionName', () => {
  it('reads filename* (RFC 5987) before filename', () => {
    expect(contentDispositionName(`attachment; filename="a.txt"; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.xlsx`)).toBe(
      '报表.xlsx',
    );
  });
  it('reads quoted and bare filenames', () => {
    expect(contentDispositionName('attachment; filename="report \\"q\\".csv"')).toBe('report "q".csv');
    expect(contentDispositionName('attachment; filename=data.bin')).toBe('data.bin');
  });
  it('gives null without a name', () => {
    expect(contentDispositionName('inline')).toBeNull();
    expect(contentDispositionName(null)).toBeNull();
  });
});
