import type { MetaDescriptor } from 'react-router';
import { baseRouteId, LOCALES, type Locale } from '../i18n/locales.ts';
import { toolById } from '../tools/registry.ts';
import { pageTitle, type RootData } from './root-data.ts';
import { alternates, canonicalUrl } from './site-pages.ts';

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string };
}

/** Open Graph's locale names (language_TERRITORY; it has no script subtag). */
const OG_LOCALE: Record<Locale, string> = { en_US: 'en_US', zh_Hans_CN: 'zh_CN', zh_Hant_HK: 'zh_HK' };

/**
 * Where a page lives: `canonical` (SITE_ORIGIN and the path), the `hreflang` alternates of every language
 * and `x-default`, and `og:url`. With no SITE_ORIGIN, canonical and og:url (which must be absolute) are
 * left out and the alternates are root-relative.
 */
function placeMeta(root: RootData, pathname: string): MetaDescriptor[] {
  const canonical = canonicalUrl(pathname, root.site.origin);
  return [
    ...(canonical
      ? [
          { tagName: 'link', rel: 'canonical', href: canonical },
          { property: 'og:url', content: canonical },
        ]
      : []),
    ...alternates(pathname, root.site.origin).map((a) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: a.hreflang,
      href: a.href,
    })),
  ];
}

/** The size of every Open Graph image (scripts/og-card.ts draws them). */
export const OG_IMAGE = { width: 1200, height: 630 } as const;

/**
 * Where the Open Graph image of a tool (by id) or of the site (`site`) is, in the branding of `root`:
 * scripts/build-og.mjs renders them at build time. Absolute with SITE_ORIGIN (as Open Graph wants),
 * root-relative otherwise.
 */
export function ogImageUrl(root: Pick<RootData, 'brand' | 'site'>, id: string): string {
  return `${root.site.origin ?? ''}/og/${root.brand.id}/${id}.png`;
}

/**
 * The image meta: og:image with its size and alt text, and the large twitter card. The image is in the
 * branding's own language; its alt text follows the page's.
 */
function imageMeta(root: RootData, image: string, title: string): MetaDescriptor[] {
  const url = ogImageUrl(root, image);
  return [
    { property: 'og:image', content: url },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:image:alt', content: title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: url },
    { name: 'twitter:image:alt', content: title },
  ];
}

/**
 * Title, description and social meta from the root data, so they follow its language: the root route
 * reloads its data when the visitor switches (root.tsx), and React Router renders the meta again. With
 * `pathname` (a real page, not an error), also canonical, alternates and og:url. `image`: the tool id
 * whose Open Graph image the page shows, or `site` (home, /donate, errors).
 */
export function pageMeta(
  root: RootData,
  name: string | undefined,
  description: string,
  pathname?: string,
  image = 'site',
): MetaDescriptor[] {
  const title = pageTitle(root, name);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: root.brand.title },
    { property: 'og:locale', content: OG_LOCALE[root.locale] },
    ...LOCALES.filter((l) => l !== root.locale).map((l) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALE[l],
    })),
    ...imageMeta(root, image, title),
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(pathname === undefined ? [] : placeMeta(root, pathname)),
  ];
}

/** The brand's own title and description: the fallback of any page without its own (errors). */
export function brandMeta(root: RootData): MetaDescriptor[] {
  return pageMeta(root, undefined, root.brand.description);
}

/** The home page: the brand's title and description, with its place in every language. */
export function homeMeta(args: Omit<MetaArgs, 'matches'> & { matches: MetaArgs['matches'] }): MetaDescriptor[] {
  const root = rootOf(args);
  return root ? pageMeta(root, undefined, root.brand.description, args.location.pathname) : [];
}

/** The root data a route's meta function sees (the root route is always the first match). */
export function rootOf({ matches }: { matches: ReadonlyArray<{ data?: unknown } | undefined> }): RootData | undefined {
  return matches[0]?.data as RootData | undefined;
}

/**
 * Title, description and social meta for a tool page, in the visitor's language and brand. No
 * `<meta name="keywords">`: search engines ignore it, and the words would weigh on every page
 * (docs/decisions/0006-js-budget.md).
 */
export function toolMeta({ matches, location }: MetaArgs): MetaDescriptor[] {
  const root = rootOf({ matches });
  const leaf = matches[matches.length - 1];
  const tool = leaf && toolById(baseRouteId(leaf.id));
  if (!root || !tool) return [];
  const names = root.names[tool.id];
  return pageMeta(root, names?.name, names?.description ?? root.brand.description, location.pathname, tool.id);
}
