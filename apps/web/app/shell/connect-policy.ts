import { splitLocalePath } from '../i18n/locales.ts';
import type { ToolId } from '../tools/registry.ts';

/**
 * The pages that talk to hosts other than this site, and which: every other page's CSP allows
 * `connect-src 'self'` only. A policy belongs to the document, so a link to one of these pages is a full
 * page load (`needsFullLoad`), never a client-side navigation that would keep the narrower policy.
 */
const WIDER: Readonly<Partial<Record<ToolId, readonly string[]>>> = {
  // the EVM console calls the RPC endpoint the visitor names (a public https node or a local one), the
  // TRON builder the API the visitor names
  contract_evm: ['https:', 'http://localhost:*', 'http://127.0.0.1:*'],
  // the opt-in online lookup of unknown selectors
  abidecoder: ['https://api.openchain.xyz'],
};

/** Paths as the registry spells them (lower case, no trailing slash); tests check them against it. */
export const WIDER_CONNECT_PATHS: Readonly<Record<string, ToolId>> = {
  '/contract_evm': 'contract_evm',
  '/abidecoder': 'abidecoder',
};

/** The sources a page adds to `connect-src 'self'` (server.js asks, with the path in lower case). */
export function connectSources(pathname: string): readonly string[] {
  // the same page in each language (/zh-hant/abidecoder) has the same policy
  const path = splitLocalePath(pathname).path;
  if (!Object.hasOwn(WIDER_CONNECT_PATHS, path)) return [];
  return WIDER[WIDER_CONNECT_PATHS[path] as ToolId] ?? [];
}

/** Whether a link to `to` must load the whole document, so that the page gets its own policy. */
export function needsFullLoad(to: string): boolean {
  const path = to.split(/[?#]/)[0]?.toLowerCase().replace(/\/+$/, '') ?? '';
  return Object.hasOwn(WIDER_CONNECT_PATHS, splitLocalePath(path).path);
}
