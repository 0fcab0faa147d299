import { defineMessages } from '../../i18n/define.ts';

/** Words every devtools page uses (the share link, counts). */
export const devtoolsMessages = defineMessages(
  {
    link: 'Copy link',
    linkCopied: 'Link copied',
    example: 'Example',
    clear: 'Clear',
  },
  {
    zh_Hans_CN: { link: '复制链接', linkCopied: '链接已复制', example: '示例', clear: '清空' },
    zh_Hant_HK: { link: '複製連結', linkCopied: '已複製連結', example: '示例', clear: '清除' },
  },
);
