import { BRANDS } from '../brand/brands.ts';
import { siteConfig } from '../brand/config.server.ts';
import icons from '../brand/icons.json';
import { toBcp47 } from '../i18n/locales.ts';

/** The PNGs scripts/build-icons.mjs renders for every branding, as the manifest lists them. */
const ICONS = [
  { file: 'icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'maskable-512.png', sizes: '512x512', purpose: 'maskable' },
] as const;

/**
 * The web app manifest of the branding this server runs (SITE_BRAND): its name in its own language,
 * colours and icons, so the site can be installed and opens standalone (W3C Web Application Manifest).
 */
export function webManifest(brandId: keyof typeof BRANDS) {
  const brand = BRANDS[brandId];
  const name = brand.title[brand.defaultLocale];
  return {
    name,
    short_name: name,
    description: brand.description[brand.defaultLocale],
    lang: toBcp47(brand.defaultLocale),
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: icons[brandId].theme,
    background_color: '#ffffff',
    icons: ICONS.map((i) => ({
      src: `/icons/${brandId}/${i.file}`,
      sizes: i.sizes,
      type: 'image/png',
      purpose: i.purpose,
    })),
  };
}

export async function loader() {
  return new Response(`${JSON.stringify(webManifest(siteConfig.brand), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
