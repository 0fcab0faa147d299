import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import { BRANDS } from './brand/brands.ts';
// Also validates the runtime settings when the server loads the app.
import { siteConfig } from './brand/config.server.ts';
import { chooseLocale } from './i18n/choose-locale.ts';
import { LANG_COOKIE, LOCALES, localePath, splitLocalePath } from './i18n/locales.ts';
import { errorMessages } from './i18n/messages/errors.ts';
import { provideErrorMessages } from './i18n/t.tsx';
import { renderDocumentWithPreact } from './preact-hydration.ts';
import type { RootData } from './shell/root-data.ts';
import { toolById } from './tools/registry.ts';
import { CATEGORIES } from './tools/types.ts';

export { languageVary } from './i18n/choose-locale.ts';
export { connectSources } from './shell/connect-policy.ts';
// every public page, for the static export (scripts/export.mjs)
export { sitePaths } from './shell/site-pages.ts';

import { sitePaths } from './shell/site-pages.ts';

export const streamTimeout = 5_000;

provideErrorMessages(errorMessages);

/**
 * The part of a URL's query a page is rendered from: only the home page's `?category=` (a known
 * category; anything else shows every category). Any other parameter (`?utm_source=`, `?input=`, a
 * typo) leaves the rendered page as it is, so the page cache keeps one copy for all of them and a
 * stream of new query strings cannot make the server render each one.
 */
function renderedSearch(url: URL): string {
  if (splitLocalePath(url.pathname).path !== '/') return '';
  const category = url.searchParams.get('category');
  return CATEGORIES.find((c) => c === category) ? `?category=${category}` : '';
}

/**
 * What a page depends on besides its path, for the server's page cache (page-cache.js): the language,
 * as a key, the only header its render is given, and the part of the query it is rendered from. The
 * runtime settings (branding, links, donation addresses) are fixed when the server starts, so nothing
 * else varies. A language's own URL (`/zh-hant/sha256`) names its language, so its render gets no
 * header at all. Null for what is never cached: data requests, the route manifest, the API, the sitemap,
 * robots.txt and the web manifest.
 */
export function pageVariant(request: Request): { key: string; headers: Record<string, string>; search: string } | null {
  const url = new URL(request.url);
  const { pathname } = url;
  // React Router's own requests (data, the route manifest's patches) and the resource routes are not pages
  if (/\.(data|xml|txt|webmanifest)$/.test(pathname) || pathname.startsWith('/api/') || pathname === '/__manifest')
    return null;
  // the translator's page carries the language list its loader got from Microsoft at render time, or the
  // failure: kept, one outage at its first render would be served to every later visitor
  if (splitLocalePath(pathname.toLowerCase()).path === TRANSLATOR_PATH) return null;
  const search = renderedSearch(url);
  const named = splitLocalePath(pathname).locale;
  if (named) return { key: named, headers: {}, search };
  const locale = chooseLocale(request, BRANDS[siteConfig.brand].defaultLocale);
  return { key: locale, headers: { cookie: `${LANG_COOKIE}=${locale}` }, search };
}

/** The translator's page, rendered per request (pageVariant). */
const TRANSLATOR_PATH = toolById('microsofttranslate')?.path;

/** Every page in every language by its path in lower case, for pagePath. */
const PAGES = new Map(
  sitePaths()
    .flatMap((p) => [p, ...LOCALES.map((l) => localePath(l, p))])
    .map((p) => [p.toLowerCase(), p]),
);
/** Where a language's not-found page is rendered from: a path no route but the catch-all takes. */
const NOT_FOUND_PATH = '/__not-found__';

/**
 * The page a cleaned request path names, for the server's page cache (page-cache.js, issue 34): its
 * canonical spelling whatever the case (`/EN/SHA256` is `/en/sha256`), so that other spellings are
 * redirected to one kept page; or, for a path that names no page, the path its language's not-found page
 * is rendered from, so that every unknown path shares one kept 404 per language. The not-found page
 * says which path was asked for once it has loaded (shell/error-screen.tsx).
 * @example pagePath('/ZH-HANT/Sha256') // { path: '/zh-hant/sha256', found: true }
 * @example pagePath('/zh-hant/nothing') // { path: '/zh-hant/__not-found__', found: false }
 */
export function pagePath(path: string): { path: string; found: boolean } {
  const page = PAGES.get(path.toLowerCase());
  if (page) return { path: page, found: true };
  return { path: localePath(splitLocalePath(path.toLowerCase()).locale, NOT_FOUND_PATH), found: false };
}

/**
 * Logs the server's own errors. A client's mistake (a POST to a page without an action: 405, an unknown
 * route: 404) and a request the client abandoned are answered, not logged with a stack.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

declare module 'react-router' {
  interface AppLoadContext {
    nonce?: string;
    /** Rendered once for the page cache: wait for everything (no streaming), no nonce. */
    prerender?: boolean;
    /** The address the server saw the request from (the translator's rate limit keys on it). */
    clientIp?: string;
  }
}

/**
 * An island page (decision 0162) loads no React Router client, so the router's data stream is not
 * written into it; a page whose render failed is a router page, whose error screen the router hydrates.
 */
function islandOrRouter(routerContext: EntryContext): void {
  const { loaderData, errors } = routerContext.staticHandlerContext;
  const root = loaderData.root as RootData | undefined;
  if (!root?.island) return;
  if (errors) {
    loaderData.root = { ...root, island: null };
    return;
  }
  void routerContext.serverHandoffStream?.cancel();
  routerContext.serverHandoffStream = undefined;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (import.meta.env.PREACT) {
    islandOrRouter(routerContext);
    return renderDocumentWithPreact(
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
      responseStatusCode,
      responseHeaders,
    );
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption =
      loadContext.prerender || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
        ? 'onAllReady'
        : 'onShellReady';
    const nonce = loadContext.nonce;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
    // A render whose client has gone is abandoned (the Express adapter aborts the request's signal).
    request.signal.addEventListener('abort', () => {
      clearTimeout(timer);
      abort();
    });
  });
}
