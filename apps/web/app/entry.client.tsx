import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { LOCALES, toBcp47 } from './i18n/locales.ts';
import { loadErrorMessages } from './i18n/t.tsx';
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

// The page's language's error messages are fetched alongside, not before, hydration: the server never
// renders one (inputs from a link or the session arrive after hydration), and the page re-renders once
// they are here (I18nProvider).
const lang = document.documentElement.lang;
void loadErrorMessages(LOCALES.find((l) => toBcp47(l) === lang) ?? 'en_US').catch(() => {});
if (import.meta.env.PREACT) hydrateDocumentWithPreact(app);
else startTransition(() => void hydrateRoot(document, app));
