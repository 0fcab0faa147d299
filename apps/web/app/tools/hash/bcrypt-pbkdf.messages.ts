import { defineMessages } from '../../i18n/define.ts';

/** Words of /bcryptpbkdf (the words it shares with the digest pages are in hash.common.tsx). */
export const bcryptPbkdfMessages = defineMessages(
  {
    password: 'Passphrase',
    passwordEncoding: 'Passphrase encoding',
    salt: 'Salt',
    saltEncoding: 'Salt encoding',
    saltHint: 'An OpenSSH private key stores a 16-byte salt in its kdfoptions.',
    parameters: 'Parameters',
    rounds: 'Rounds',
    roundsHint: 'ssh-keygen -a (16 by default).',
    dkLen: 'Key length (bytes)',
    dkLenHint: 'OpenSSH takes the key and IV of its cipher: 48 bytes for aes256-ctr.',
    running: 'Deriving…',
    result: 'Derived key',
  },
  {
    zh_Hans_CN: {
      password: '口令',
      passwordEncoding: '口令编码',
      salt: '盐',
      saltEncoding: '盐的编码',
      saltHint: 'OpenSSH 私钥在 kdfoptions 中保存一个 16 字节的盐。',
      parameters: '参数',
      rounds: '轮数',
      roundsHint: '即 ssh-keygen -a（默认 16）。',
      dkLen: '密钥长度（字节）',
      dkLenHint: 'OpenSSH 由此取出加密算法的密钥和 IV：aes256-ctr 为 48 字节。',
      running: '正在派生……',
      result: '派生密钥',
    },
    zh_Hant_HK: {
      password: '密碼短語',
      passwordEncoding: '密碼短語編碼',
      salt: '鹽',
      saltEncoding: '鹽的編碼',
      saltHint: 'OpenSSH 私鑰在 kdfoptions 中儲存一個 16 位元組的鹽。',
      parameters: '參數',
      rounds: '輪數',
      roundsHint: '即 ssh-keygen -a（預設 16）。',
      dkLen: '金鑰長度（位元組）',
      dkLenHint: 'OpenSSH 由此取出加密演算法的金鑰和 IV：aes256-ctr 為 48 位元組。',
      running: '正在衍生……',
      result: '衍生金鑰',
    },
  },
);
