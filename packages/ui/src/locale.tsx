import { createContext, type ReactNode, useContext } from 'react';

/** The widgets' own words. The site picks the set that follows the visitor's language. */
export type UiLocale = 'en' | 'zh-Hans' | 'zh-Hant';

const STRINGS = {
  en: {
    copy: 'Copy',
    copied: 'Copied',
    copyFailed: 'Not copied: select the text and copy it',
    close: 'Close',
    backToTop: 'Back to top',
    advert: 'Advertisement',
    confirm: 'OK',
    cancel: 'Cancel',
    loading: 'Loading',
  },
  'zh-Hans': {
    copy: '复制',
    copied: '已复制',
    copyFailed: '未能复制：请选中文字后复制',
    close: '关闭',
    backToTop: '回到顶部',
    advert: '广告',
    confirm: '确定',
    cancel: '取消',
    loading: '加载中',
  },
  'zh-Hant': {
    copy: '複製',
    copied: '已複製',
    copyFailed: '未能複製：請選取文字後複製',
    close: '關閉',
    backToTop: '回到頂部',
    advert: '廣告',
    confirm: '確定',
    cancel: '取消',
    loading: '載入中',
  },
} as const satisfies Record<UiLocale, Record<string, string>>;

export type UiStrings = (typeof STRINGS)['en'];

const UiContext = createContext<UiLocale>('en');

export function UiProvider({ locale, children }: { locale: UiLocale; children: ReactNode }) {
  return <UiContext.Provider value={locale}>{children}</UiContext.Provider>;
}

export function useUiStrings(): { [K in keyof UiStrings]: string } {
  return STRINGS[useContext(UiContext)];
}
