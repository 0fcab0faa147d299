import { siteConfig } from '../brand/config.server.ts';
import { robotsTxt } from '../shell/site-files.ts';

/** robots.txt, naming the sitemap under SITE_ORIGIN when it is set. */
export async function loader() {
  return new Response(robotsTxt(siteConfig.origin), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
