import { defineMessages } from '../i18n/define.ts';

/** The words of "Make all tools available offline" (shell/offline-all.tsx), loaded with it. */
export const offlineAllMessages = defineMessages(
  {
    title: 'Offline',
    make: 'Make all tools available offline',
    about:
      'Downloads {size}: the code and data of every tool, with their pages in {language}. The translator still needs the network: it translates through this server.',
    downloading: 'Downloading all tools for offline use',
    progress: '{done} of {total}, {items} of {all} files and pages',
    progressLabel: 'Download progress',
    cancel: 'Cancel download',
    ready: 'All tools are available offline ({size}, pages in {language}), updated with each new version.',
    remove: 'Remove offline tools',
    alsoIn: 'Also keep the pages in {language}',
    failed: 'The download stopped (the connection or the server). Tools already opened still work offline.',
    retry: 'Try again',
  },
  {
    zh_Hans_CN: {
      title: '离线使用',
      make: '让全部工具可离线使用',
      about: '将下载 {size}：每个工具的代码和数据，以及{language}页面。翻译器仍需联网：它通过本站服务器翻译。',
      downloading: '正在下载全部工具以供离线使用',
      progress: '{done} / {total}，{items} / {all} 个文件和页面',
      progressLabel: '下载进度',
      cancel: '取消下载',
      ready: '全部工具均可离线使用（{size}，{language}页面），每次发布新版本时自动更新。',
      remove: '移除离线工具',
      alsoIn: '同时保留{language}页面',
      failed: '下载已中断（网络或服务器问题）。已打开过的工具仍可离线使用。',
      retry: '重试',
    },
    zh_Hant_HK: {
      title: '離線使用',
      make: '讓全部工具可離線使用',
      about: '將下載 {size}：每個工具的程式碼和資料，以及{language}頁面。翻譯器仍需連線：它透過本站伺服器翻譯。',
      downloading: '正在下載全部工具以供離線使用',
      progress: '{done} / {total}，{items} / {all} 個檔案和頁面',
      progressLabel: '下載進度',
      cancel: '取消下載',
      ready: '全部工具均可離線使用（{size}，{language}頁面），每次發佈新版本時自動更新。',
      remove: '移除離線工具',
      alsoIn: '同時保留{language}頁面',
      failed: '下載已中斷（網路或伺服器問題）。已開啟過的工具仍可離線使用。',
      retry: '重試',
    },
  },
);
