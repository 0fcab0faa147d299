// @vitest-environment happy-dom
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../app/i18n/locales.ts';
import { I18nProvider } from '../app/i18n/t.tsx';
import { JobStatus } from '../app/shell/job-status.tsx';
import { act, domRoot } from './dom-root.ts';

// The one job status element (issue 38) on React and on Preact's compatibility layer, in the three languages.

const dom = domRoot();

async function show(locale: Locale, props: Parameters<typeof JobStatus>[0]) {
  const Stub = createRoutesStub([
    {
      path: '/gzip',
      Component: () => (
        <I18nProvider locale={locale}>
          <JobStatus {...props} />
        </I18nProvider>
      ),
    },
  ]);
  await act(async () => dom.root.render(<Stub initialEntries={['/gzip']} />));
}

// The words the encoding pages showed before the element was shared, per language.
const WORDS = {
  en_US: { cancel: 'Cancel', cancelled: 'Cancelled.' },
  zh_Hans_CN: { cancel: '取消', cancelled: '已取消。' },
  zh_Hant_HK: { cancel: '取消', cancelled: '已取消。' },
} as const;

describe('JobStatus', () => {
  for (const locale of ['en_US', 'zh_Hans_CN', 'zh_Hant_HK'] as const) {
    it(`a running job: a bar named with its percent, and Cancel that cancels (${locale})`, async () => {
      let cancels = 0;
      await show(locale, {
        progress: { done: 2, total: 3 },
        label: (percent) => `a.bin ${percent}%`,
        onCancel: () => cancels++,
        cancelled: false,
      });
      const bar = dom.container.querySelector('progress');
      // 2 of 3 is 66.67 %: the name says 66, not 67, so it never claims more than is done
      expect(bar?.getAttribute('aria-label')).toBe('a.bin 66%');
      expect([bar?.getAttribute('value'), bar?.getAttribute('max')]).toEqual(['2', '3']);
      const button = dom.container.querySelector('button');
      expect(button?.textContent).toBe(WORDS[locale].cancel);
      await act(() => button?.click());
      expect(cancels).toBe(1);
      expect(dom.container.textContent).not.toContain(WORDS[locale].cancelled);
    });

    it(`a cancelled job: the note, no bar (${locale})`, async () => {
      await show(locale, { progress: null, label: () => '', onCancel: () => {}, cancelled: true });
      expect(dom.container.querySelector('progress')).toBeNull();
      expect(dom.container.textContent).toBe(WORDS[locale].cancelled);
    });
  }

  it('an empty file: the bar stays well-formed (max 1, not 0)', async () => {
    await show('en_US', {
      progress: { done: 0, total: 0 },
      label: (p) => `${p}%`,
      onCancel: () => {},
      cancelled: false,
    });
    const bar = dom.container.querySelector('progress');
    expect([bar?.getAttribute('max'), bar?.getAttribute('aria-label')]).toEqual(['1', '0%']);
  });

  it('nothing running and nothing cancelled: nothing shown', async () => {
    await show('en_US', { progress: null, label: () => '', onCancel: () => {}, cancelled: false });
    expect(dom.container.innerHTML).toBe('');
  });

  it('a job with no measure (the JSON pages): an indeterminate bar, its label shown beside it with showLabel', async () => {
    await show('zh_Hant_HK', {
      progress: 'unknown',
      label: '正在解析',
      showLabel: true,
      onCancel: () => {},
      cancelled: true,
      cancelledNote: '已停止。',
    });
    const bar = dom.container.querySelector('progress');
    // no value: the browser draws the bar as indeterminate and reports no progress to assistive technology
    expect([bar?.hasAttribute('value'), bar?.hasAttribute('max'), bar?.getAttribute('aria-label')]).toEqual([
      false,
      false,
      '正在解析',
    ]);
    expect(dom.container.querySelector('span')?.textContent).toBe('正在解析');
    // a new run after a cancel: the old note goes while it runs
    expect(dom.container.textContent).not.toContain('已停止。');
  });

  it('a family’s own words for the cancelled note, announced as a status', async () => {
    await show('en_US', {
      progress: null,
      label: '',
      onCancel: () => {},
      cancelled: true,
      cancelledNote: 'Stopped. Your input is still here.',
    });
    const note = dom.container.querySelector('[role="status"]');
    expect(note?.textContent).toBe('Stopped. Your input is still here.');
  });
});
