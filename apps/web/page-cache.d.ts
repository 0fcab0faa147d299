import type { RequestHandler } from 'express';

export const PAGE_CACHE_MAX: number;
export function inlineScriptHashes(html: string): string[];
export function pickEncoding(header: string | undefined): 'br' | 'gzip' | 'identity';
export function pageCache(o: {
  render: (request: Request) => Promise<Response>;
  variantOf: (request: Request) => { key: string; headers: Record<string, string> } | null;
  policy: (req: import('express').Request, hashes: string[]) => string;
  origin?: string;
  max?: number;
  log?: { error: (...a: unknown[]) => void };
}): RequestHandler & { stats: () => { pages: number; renders: number } };
