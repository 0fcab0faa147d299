import { defineMessages } from '../../i18n/define.ts';

/** Words of an algorithm's own options and of a checksum's decimal value (loaded with those parts only). */
export const paramsMessages = defineMessages(
  {
    outputLength: 'Output length (bytes)',
    outputBits: '{bytes} bytes = {bits} bits',
    blake3Max:
      'BLAKE3 can give any length; this page and the engine stop at 16384 bytes, the most its WebAssembly code writes in one piece.',
    paramKey: 'Key (optional)',
    paramKeyHint: 'Empty: the unkeyed hash.',
    kmacKeyHint: 'KMAC with an empty key is allowed (SP 800-185), but it then authenticates nothing.',
    customization: 'Customization string S (UTF-8)',
    functionName: 'Function name N (UTF-8; NIST reserves it, usually empty)',
    decimal: '{algorithm} as a decimal number',
    crcNote:
      'The value as the CRC catalogue writes it (most significant byte first). MODBUS sends the low byte first on the wire.',
  },
  {
    zh_Hans_CN: {
      outputLength: '输出长度（字节）',
      outputBits: '{bytes} 字节 = {bits} 位',
      blake3Max: 'BLAKE3 的输出长度不受限制；本页和引擎最多输出 16384 字节，这是其 WebAssembly 代码一次能写出的上限。',
      paramKey: '密钥（可选）',
      paramKeyHint: '留空即为不带密钥的哈希。',
      kmacKeyHint: 'KMAC 允许空密钥（SP 800-185），但这样就起不到认证作用。',
      customization: '自定义字符串 S（UTF-8）',
      functionName: '函数名 N（UTF-8；由 NIST 保留，通常留空）',
      decimal: '{algorithm}（十进制）',
      crcNote: '按 CRC 参数目录的写法显示（高字节在前）。MODBUS 报文中低字节在前发送。',
    },
    zh_Hant_HK: {
      outputLength: '輸出長度（位元組）',
      outputBits: '{bytes} 位元組 = {bits} 位元',
      blake3Max:
        'BLAKE3 的輸出長度不受限制；本頁和引擎最多輸出 16384 位元組，這是其 WebAssembly 程式碼一次能寫出的上限。',
      paramKey: '金鑰（選填）',
      paramKeyHint: '留空即為不帶金鑰的雜湊。',
      kmacKeyHint: 'KMAC 容許空金鑰（SP 800-185），但這樣就起不到認證作用。',
      customization: '自訂字串 S（UTF-8）',
      functionName: '函數名稱 N（UTF-8；由 NIST 保留，通常留空）',
      decimal: '{algorithm}（十進位）',
      crcNote: '按 CRC 參數目錄的寫法顯示（高位元組在前）。MODBUS 報文中低位元組在前傳送。',
    },
  },
);
