import { defineMessages } from '../../i18n/define.ts';

/** Words of the /cron page, in every language (English is the source; the others must match its keys). */
export const cronMessages = defineMessages(
  { input: 'Input', output: 'Result' },
  {
    zh_Hans_CN: { input: '输入', output: '结果' },
    zh_Hant_HK: { input: '輸入', output: '結果' },
  },
);
