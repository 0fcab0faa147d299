/**
 * Everything the site does differently when it runs on Preact's React compatibility layer (the default
 * production build, decision 0006), in one place. Each piece leans on how React Router and Preact work
 * inside, not on their documented APIs, so an upgrade of either can break hydration without a type
 * error or a failing widget test.
 *
 * Checked against react-router 7.18.4, preact 11.2.0 and preact-render-to-string 6.8.2 (`checkedAgainst`
 * below). test/preact-hydration.test.ts fails when the installed versions differ: then build with the
 * default renderer, run the browser suite (`pnpm --filter @tinkerbox/web e2e`) and a page by hand with
 * the console open, and if all is well raise the versions here.
 *
 * The module resolution hook that points React at Preact (preact-renderer.mjs, the Vite alias in
 * vite.config.ts, both from preact-aliases.json) is plain renaming and lives beside the server.
 */
import type { ReactElement } from 'react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/** The versions this module was last checked against (its test compares them with what is installed). */
export const checkedAgainst = {
  'react-router': '7.18.4',
  preact: '11.2.0',
  'preact-render-to-string': '6.8.2',
} as const;

/**
 * Hydrates the whole server-rendered document with Preact, once React Router's data is decoded, in a
 * task after the one that sets up the router, itself a task after the decoding, so that none of them
 * blocks input for their sum (the parts in `Later` wait further tasks; decisions 0142, 0143).
 */
export async function hydrateDocumentWithPreact(app: ReactElement): Promise<void> {
  await routerDataDecoded();
  await new Promise((resolve) => setTimeout(resolve, 0));
  startTransition(() => {
    hydrateRoot(documentAsContainer(), app);
  });
}

/**
 * React Router's HydratedRouter first decodes the loader data the server streamed into the page, and
 * suspends (throws the decoding promise) until that is done. React lets the root suspend while it
 * hydrates; Preact cannot hydrate a whole document that suspends, so this starts the decoding by
 * calling the component once outside a render and waits for it. Once the data is there the call gets
 * past the decoding and fails at its first hook (there is no render), which is expected.
 */
async function routerDataDecoded(): Promise<void> {
  for (;;) {
    try {
      HydratedRouter({});
    } catch (thrown) {
      if (thrown instanceof Promise) {
        await thrown;
        // the router is set up (its routes matched and flattened) in a task of its own
        await new Promise((resolve) => setTimeout(resolve, 0));
        continue;
      }
    }
    return;
  }
}

/**
 * Preact renders into a container it owns and, given `document`, takes `<html>` as that container, so
 * the app's own `<html>` would be created inside it. This stands in for the document as a container
 * whose only child is `<html>`, so Preact hydrates the server's `<html>` in place. (React accepts the
 * document itself.)
 */
function documentAsContainer(): Element {
  const root = {
    nodeType: 1,
    namespaceURI: null,
    ownerDocument: document,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
  };
  return root as unknown as Element;
}

/**
 * Renders the document with Preact, to a whole string. React Router renders its loader-data scripts
 * after `</html>` under a Suspense boundary; React's stream moves them into the body, Preact's stream
 * would put their deferred chunks where the parser drops them, so the page waits for everything (our
 * loaders are synchronous and lazy modules are local) and the browser's parser moves the trailing
 * scripts into the body as it always does.
 */
export async function renderDocumentWithPreact(app: ReactElement, status: number, headers: Headers): Promise<Response> {
  const { renderToStringAsync } = await import('preact-render-to-string');
  const html = await renderToStringAsync(app);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${html}`, { headers, status });
}
