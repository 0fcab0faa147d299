import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hydrateDocumentWithPreact } from './preact-hydration.ts';

declare global {
  interface ImportMetaEnv {
    /** True in a production build on Preact's compatibility layer (vite.config.ts, decision 0006). */
    readonly PREACT?: boolean;
  }
}

const app = (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
);

if (import.meta.env.PREACT) hydrateDocumentWithPreact(app);
else startTransition(() => void hydrateRoot(document, app));
