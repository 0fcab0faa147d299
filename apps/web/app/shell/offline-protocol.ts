// What the page and the service worker say to each other about "every tool offline" (decision 0151):
// types and the language list only, so both sides (the page's DOM types, the worker's WebWorker types)
// import the one definition.

/** The language prefixes whose pages can be kept. */
export const OFFLINE_LANGS = ['en', 'zh-hans', 'zh-hant'] as const;
export type OfflineLang = (typeof OFFLINE_LANGS)[number];

/** The full set's state, as the worker tells it (sw/offline-all.ts) to every page (shell/offline-all.tsx). */
export interface OfflineStatus {
  type: 'OFFLINE';
  state: 'none' | 'downloading' | 'complete' | 'failed';
  /** Bytes of the files (the figure shown before), and of those already kept. */
  bytes: number;
  bytesDone: number;
  /** Files, pages and data in all, and kept so far. */
  items: number;
  itemsDone: number;
  /** The language prefixes of the pages kept or being fetched. */
  langs: OfflineLang[];
}
