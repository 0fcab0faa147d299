import { defineMessages } from '../i18n/define.ts';

/**
 * The command palette's own words, loaded with it on first open (the shell carries only the search
 * button's name, `t.home.searchLabel`).
 */
export const paletteMessages = defineMessages(
  {
    title: 'Go to a tool',
    input: 'Tool name or description',
    placeholder: 'Type a tool’s name, e.g. sha256, base64…',
    results: 'Tools found',
    recent: 'Recently used',
    others: 'All tools',
    help: '↑ ↓ to choose, Enter to open, Esc to clear or close',
    count: '{n} tools',
  },
  {
    zh_Hans_CN: {
      title: '转到工具',
      input: '工具名称或说明',
      placeholder: '输入工具名称，例如 sha256、base64…',
      results: '找到的工具',
      recent: '最近使用',
      others: '全部工具',
      help: '↑ ↓ 选择，Enter 打开，Esc 清除或关闭',
      count: '{n} 个工具',
    },
    zh_Hant_HK: {
      title: '前往工具',
      input: '工具名稱或說明',
      placeholder: '輸入工具名稱，例如 sha256、base64…',
      results: '找到的工具',
      recent: '最近使用',
      others: '全部工具',
      help: '↑ ↓ 選擇，Enter 開啟，Esc 清除或關閉',
      count: '{n} 個工具',
    },
  },
);
