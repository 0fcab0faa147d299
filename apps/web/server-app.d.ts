import type { Server } from 'node:http';
import type { Express } from 'express';

export const ALLOWED_METHODS: string[];
export const SHUTDOWN_GRACE_MS: number;
export const CSP_REPORT_PATH: string;
export const CSP_REPORTS_PER_MINUTE: number;
export const STUCK_MS: number;
export const REQUEST_TIMEOUT_MS: number;
export class SettingError extends Error {}
/** A Host header that is a URL authority (the RFC 9110 shape and one the URL parser takes). */
export function validHost(host: string): boolean;
export interface ServerSettings {
  port: number;
  renderConcurrency: number;
  renderQueue: number;
  pageCache: boolean;
  logRequests: boolean;
}
/** PORT, RENDER_CONCURRENCY, RENDER_QUEUE, PAGE_CACHE and LOG_REQUESTS, checked; a bad value throws a SettingError. */
export function readServerSettings(env?: Record<string, string | undefined>): ServerSettings;
export interface HttpSettings {
  hsts: boolean;
  trustProxy: false | number | string[];
}
export function readHttpSettings(env?: Record<string, string | undefined>): HttpSettings;
export function contentSecurityPolicy(o: {
  nonce?: string;
  hashes?: string[];
  dev?: boolean;
  scriptOrigins?: string[];
  connectExtra?: string[];
}): string;
export function createApp(o: {
  dev?: boolean;
  settings: HttpSettings;
  scriptOrigins?: string[];
  connectSources?: (pathname: string) => readonly string[];
  routes: (
    app: Express,
    o: {
      policy: (req: import('express').Request, hashes: string[]) => string;
      /** Registers a page cache whose finished pages are answered before Express. */
      frontDoor: (cache: import('./page-cache.js').PageCache) => void;
    },
  ) => void;
  log?: { error: (...a: unknown[]) => void; warn?: (...a: unknown[]) => void };
  requestLog?: ((line: string) => void) | null;
}): Express;
/** Serves build assets with their precompressed .br/.gz siblings where the browser accepts them (decision 0091). */
export function precompressedStatic(
  dir: string,
  o?: { maxAge?: string | number; immutable?: boolean },
): import('express').RequestHandler;
export function serve(
  app: Express,
  o: { port: number; host?: string; graceMs?: number },
): { server: Server; shutdown: () => Promise<void> };
/** express.static for a build folder listed once at start: other paths go on without a file-system lookup. */
export function buildFiles(
  dir: string,
  options?: Parameters<typeof import('express').static>[1],
): import('express').RequestHandler & { has: (urlPath: string) => boolean };
/** Lines written together, once per `delayMs` or `maxBytes`; `flush()` writes what is waiting now. */
export function batchedLines(
  write: (text: string) => void,
  o?: { delayMs?: number; maxBytes?: number },
): { line: (text: string) => void; flush: () => void };
