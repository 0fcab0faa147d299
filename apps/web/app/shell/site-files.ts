import { alternates, sitePaths } from './site-pages.ts';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The sitemap of every page in every language under `origin`, each entry with all its language
 * alternates (xhtml:link, itself included, as Google asks).
 */
export function sitemapXml(origin: string): string {
  const urls = sitePaths().flatMap((p) => {
    const alts = alternates(p, origin);
    const links = alts.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`);
    return alts.map((a) => `  <url>\n    <loc>${xml(a.href)}</loc>\n${links.join('\n')}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: every page may be crawled except the API; the sitemap is named when the origin is known
 * (the Sitemap line needs an absolute URL, and the Host header is never trusted for it).
 */
export function robotsTxt(origin: string | null): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    '',
    origin ? `Sitemap: ${origin}/sitemap.xml` : '# No sitemap: the site was started without SITE_ORIGIN.',
    '',
  ].join('\n');
}
