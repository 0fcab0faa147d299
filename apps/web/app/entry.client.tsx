import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

declare global {
  interface ImportMetaEnv {
    /** True in the browser build, which runs on Preact's compatibility layer (vite.config.ts). */
    readonly PREACT?: boolean;
  }
}

/**
 * React Router's HydratedRouter first decodes the loader data the server streamed into the page, and
 * suspends (throws the decoding promise) until that is done. React lets the root suspend while it
 * hydrates; Preact cannot hydrate a whole document that suspends, so in the Preact build we start the
 * decoding by calling the component once outside a render and wait for it. Once the data is there the
 * call gets past the decoding and fails at its first hook (there is no render), which is expected.
 */
async function routerDataDecoded() {
  for (;;) {
    try {
      HydratedRouter({});
    } catch (thrown) {
      if (thrown instanceof Promise) {
        await thrown;
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
function documentAsContainer(): Document {
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
  return root as unknown as Document;
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      import.meta.env.PREACT ? documentAsContainer() : document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (import.meta.env.PREACT) routerDataDecoded().then(hydrate);
else hydrate();
