import { Button } from '@tinkerbox/ui';
import { defineMessages } from '../i18n/define.ts';
import { useMessages } from '../i18n/t.tsx';
import { useAnyWorkerFailed } from '../lib/worker/use-worker.ts';

const messages = defineMessages(
  {
    failed:
      'This tool could not start its background worker, so it cannot compute anything. The site was probably updated since this page was opened: reload the page to get the new version. A reload clears the fields: copy what you typed first if you need it.',
    reload: 'Reload the page',
  },
  {
    zh_Hans_CN: {
      failed:
        '此工具无法启动后台计算线程，暂时无法计算。多半是网站在您打开此页后更新了：请重新加载页面以获取新版本。重新加载会清空输入框：如需保留，请先复制您输入的内容。',
      reload: '重新加载页面',
    },
    zh_Hant_HK: {
      failed:
        '此工具無法啟動背景運算執行緒，暫時無法計算。多半是網站在您開啟此頁後更新了：請重新載入頁面以取得新版本。重新載入會清空輸入框：如需保留，請先複製您輸入的內容。',
      reload: '重新載入頁面',
    },
  },
);

/** Shown above the tool when one of its workers cannot start or died; nothing otherwise. */
export function WorkerFailure() {
  const m = useMessages(messages);
  if (!useAnyWorkerFailed()) return null;
  return (
    <div
      role="alert"
      data-testid="worker-failed"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p className="min-w-0 flex-1">{m.failed}</p>
      <Button onClick={() => window.location.reload()}>{m.reload}</Button>
    </div>
  );
}
