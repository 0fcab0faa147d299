import { anyControlChanged } from '@tinkerbox/ui';
import { Outlet, useRouteLoaderData } from 'react-router';
import { useLocalePath } from '../i18n/locale-path.ts';
import { useT } from '../i18n/t.tsx';
import { tools } from '../tools/registry.ts';
import { Later } from './later.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { DropAreaLive, DropOverlay, PageDrop, TOOL_PART } from './page-drop.tsx';
import { ToolFavourite } from './palette-favourite.tsx';
import { PreloadNavLink } from './prefetch.tsx';
import type { RootData } from './root-data.ts';
import { ToolBoundary } from './tool-boundary.tsx';
import { useTool } from './use-tool.ts';
import { WorkerFailure } from './worker-failure.tsx';

/**
 * A tool hydrated when used (`untilUsed`) hydrates at once when the URL carries settings (a fragment) or
 * a field holds what the server did not draw (restored by the browser, typed before the scripts came):
 * the answer served with the page is not the answer to it then.
 */
const openAtOnce = (el: Element) => window.location.hash.length > 1 || anyControlChanged(el);

/**
 * Every tool page: the content panel, and the family's tools in a 200 px column to its left (after it
 * in the document, so that on a phone the tool comes first and the list of its family below it). The
 * tool and the list are each hydrated in a later task of its own (app/shell/later.tsx); a tool whose
 * untouched page is complete as served (`untilUsed`), and the list, when used or near.
 */
export default function ToolLayout() {
  const tool = useTool();
  const t = useT();
  const root = useRouteLoaderData<RootData>('root');
  const names = root?.names ?? {};
  const to = useLocalePath();
  const family = tools.filter((x) => x.family === tool.family);
  const name = names[tool.id];
  const withFamily = family.length > 1;
  // Beside the family on a wide screen: grid cells named up front, so the panel does not move when the
  // list (after it in the document) is parsed and painted.
  return (
    <PageDrop
      className={`page-container flex gap-6 py-6 max-md:flex-col ${withFamily ? 'md:grid md:grid-cols-[200px_minmax(0,1fr)]' : ''}`}
    >
      <section
        aria-labelledby="tool-title"
        className="relative min-w-0 flex-1 rounded-lg border border-slate-200 bg-white p-6 max-md:p-4 md:col-start-2 md:row-start-1"
      >
        <DropOverlay />
        <div className="flex items-start justify-between gap-2">
          <h1 id="tool-title" className="text-2xl font-semibold">
            {name?.name ?? tool.id}
          </h1>
          <ToolFavourite id={tool.id} name={name?.name ?? tool.id} />
        </div>
        {name?.description && <p className="mt-1 text-slate-600">{name.description}</p>}
        {tool.sendsToServer || tool.privacy ? (
          <p className="mt-1 text-xs text-amber-700" data-testid="tool-privacy">
            {tool.privacy ? t.tool.sends[tool.privacy] : t.tool.server}
          </p>
        ) : (
          <p className="mt-1 text-xs text-emerald-700">{t.tool.privacy}</p>
        )}
        <OfflineNotice tool={tool} />
        <Later name={TOOL_PART} used={!!tool.untilUsed} settled={tool.untilUsed === 'settled'} now={openAtOnce}>
          <div className="mt-6">
            <WorkerFailure />
            <ToolBoundary toolId={tool.id} issueUrl={root?.site.issueUrl ?? null}>
              <Outlet />
            </ToolBoundary>
            <DropAreaLive />
          </div>
        </Later>
      </section>
      {withFamily && (
        <Later name="family" near>
          <nav aria-label={t.tool.family} className="w-[200px] shrink-0 max-md:w-full md:col-start-1 md:row-start-1">
            <ul className="flex md:sticky md:top-[76px] flex-col gap-1 rounded-lg border border-slate-200 bg-white p-2 max-md:flex-row max-md:flex-wrap">
              {family.map((x) => (
                <li key={x.id}>
                  <PreloadNavLink
                    to={to(x.path)}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm ${isActive ? 'bg-sky-50 font-semibold text-sky-800' : 'text-slate-700 hover:bg-slate-50'}`
                    }
                  >
                    {names[x.id]?.name ?? x.id}
                  </PreloadNavLink>
                </li>
              ))}
            </ul>
          </nav>
        </Later>
      )}
    </PageDrop>
  );
}
