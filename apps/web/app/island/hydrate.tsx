/**
 * Hydrates an island page (decision 0162): the server rendered it as every page, inside #app; here the
 * same tree (the shell's Chrome, the tool layout, the tool's page) is hydrated on #app alone, with
 * app/island/router.tsx in place of React Router. Ids (`useId`) count from #app's tree on both sides:
 * the server renders nothing before it that takes one (e2e/islands.e2e.ts checks each page's ids).
 */
import { type ComponentType, StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nProvider } from '../i18n/t.tsx';
import { Chrome } from '../shell/chrome.tsx';
import { ISLAND_DATA_ID } from '../shell/islands.ts';
import type { RootData } from '../shell/root-data.ts';
import ToolLayout from '../shell/tool-layout.tsx';
import { OutletProvider, setIslandPage } from './router.tsx';

/** `toolLayout`: a tool's page renders inside the tool layout; the home and donate pages sit in the shell alone. */
export function hydrateIsland(Page: ComponentType, toolLayout = true): void {
  const container = document.getElementById('app');
  const block = document.getElementById(ISLAND_DATA_ID);
  if (!container || !block) throw new Error('an island page needs #app and its data block');
  const { routeId, root, data } = JSON.parse(block.textContent ?? '') as {
    routeId: string;
    root: RootData;
    data?: unknown;
  };
  setIslandPage({ routeId, root, data });
  const app = (
    <StrictMode>
      <I18nProvider locale={root.locale} errors={root.errors}>
        <Chrome root={root}>
          {toolLayout ? (
            <OutletProvider value={<Page />}>
              <ToolLayout />
            </OutletProvider>
          ) : (
            <Page />
          )}
        </Chrome>
      </I18nProvider>
    </StrictMode>
  );
  // In a task of its own: the modules' evaluation before it is one already (decision 0183).
  setTimeout(() =>
    startTransition(() => {
      hydrateRoot(container, app);
    }),
  );
}
