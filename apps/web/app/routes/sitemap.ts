import { siteConfig } from '../brand/config.server.ts';
import { sitemapXml } from '../shell/site-files.ts';

/**
 * Every page in every language with its alternates, under SITE_ORIGIN. A sitemap needs absolute URLs
 * and the Host header is whatever the client sent, so without SITE_ORIGIN there is none (404 saying why).
 */
export async function loader() {
  if (!siteConfig.origin)
    return new Response('No sitemap: the server was started without SITE_ORIGIN (see the README).\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  return new Response(sitemapXml(siteConfig.origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
