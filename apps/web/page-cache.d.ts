import type { RequestHandler } from 'express';

export const PAGE_CACHE_MAX: number;
export function inlineScriptHashes(html: string): string[];
/** The page with its modules loaded after its first paint (see page-cache.js). */
export function modulesAfterFirstPaint(html: string): string;
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity';
export function pageCache(o: {
  render: (request: Request, signal: AbortSignal) => Promise<Response>;
  variantOf: (request: Request) => { key: string; headers: Record<string, string>; search?: string } | null;
  /** The page a cleaned path names (its canonical spelling), or where the language's 404 is rendered from. */
  pagePath?: (path: string) => { path: string; found: boolean };
  /** Paths answered before the cache (build files): the front door leaves their 404 to Express. */
  servedElsewhere?: (path: string) => boolean;
  policy: (req: import('express').Request, hashes: string[]) => string;
  origin?: string;
  max?: number;
  log?: { error: (...a: unknown[]) => void };
}): PageCache;

export interface CachedPage {
  status: number;
  /** The path the page was rendered from. */
  path: string;
  /** Header lists made by sendKept, per encoding, status and Vary. */
  wire?: Map<string, string[]>;
  headers: Record<string, string>;
  scriptHashes: string[];
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer };
  etag: string;
  policy?: string;
}

export type PageCache = RequestHandler & {
  stats: () => { pages: number; renders: number };
  /** The kept page for this request if its render has finished, else null (no render started). */
  readyPage: (req: import('node:http').IncomingMessage) => CachedPage | null;
  /** Answers with a kept page (Express's request and response). */
  send: (req: import('express').Request, res: import('express').Response, page: CachedPage) => void;
  /** Answers with a kept page from Node's own request and response, after the server's `base` headers. */
  sendKept: (
    req: import('node:http').IncomingMessage,
    res: import('node:http').ServerResponse,
    page: CachedPage,
    base: { key: string; list: [string, string][]; vary: readonly string[] },
  ) => void;
};
