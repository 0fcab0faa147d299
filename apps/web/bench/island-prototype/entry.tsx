// A measurement, not the site (decision 0160): /en/sha256's tool controls hydrated as an island on Preact,
// with no React Router client and no shell. make.ts builds it and the page it runs in.
import { UiProvider } from '@tinkerbox/ui';
import { hydrate, render } from 'preact';
import type { Locale } from '../../app/i18n/locales.ts';
import { errorMessages } from '../../app/i18n/messages/errors.ts';
import { I18nProvider } from '../../app/i18n/t.tsx';
import { ToolBoundary } from '../../app/shell/tool-boundary.tsx';
import { WorkerFailure } from '../../app/shell/worker-failure.tsx';
import HashPage from '../../app/tools/hash/hash.page.tsx';

const data: { locale: Locale; toolId: string } = JSON.parse(document.getElementById('island-data')?.textContent ?? '');
const island = document.getElementById('island');
if (!island) throw new Error('no #island in the page');

const tree = () => (
  <UiProvider locale="en">
    <I18nProvider locale={data.locale} errors={errorMessages[data.locale]}>
      <div className="mt-6">
        <WorkerFailure />
        <ToolBoundary toolId={data.toolId} issueUrl={null}>
          <HashPage />
        </ToolBoundary>
      </div>
    </I18nProvider>
  </UiProvider>
);

// `?ids`: the ids the island would render on its own beside those the server rendered inside the whole
// document (useId counts from the root it runs under), for the design's first risk.
if (location.search.includes('ids')) {
  const alone = document.createElement('div');
  render(tree() as never, alone);
  Object.assign(window, {
    __ids: {
      server: [...island.querySelectorAll('[id]')].map((e) => e.id),
      island: [...alone.querySelectorAll('[id]')].map((e) => e.id),
    },
  });
}
hydrate(tree() as never, island);
// the site's readiness marker (app/shell/ready.ts): a page with no tool parts is "all" once hydrated
document.documentElement.dataset.ready = 'all';
