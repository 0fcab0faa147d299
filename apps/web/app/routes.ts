import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import { LOCALE_PREFIX, LOCALES, type Locale, localeRouteId } from './i18n/locales.ts';
import { tools } from './tools/registry.ts';
import { pageModule } from './tools/types.ts';

// Every tool route comes from the registry; its id is the tool id, so a shared page module can find
// its descriptor (docs/decisions/0003-registry-per-family.md).
const pages = () => [
  route('donate', 'routes/donate.tsx'),
  layout(
    'shell/tool-layout.tsx',
    tools.map((t) => route(t.path.replace(/^\//, ''), pageModule(t), { id: t.id })),
  ),
];

/**
 * Each language's copy of the pages under its prefix (`/zh-hant/sha256`, decision 0096), with ids made
 * distinct by the prefix (`zh-hant/sha256`; baseRouteId gives the tool id back).
 */
function inLanguage(locale: Locale): RouteConfigEntry[] {
  const prefix = LOCALE_PREFIX[locale];
  const id = (r: RouteConfigEntry) => localeRouteId(locale, r.id ?? r.file.replace(/\.tsx?$/, ''));
  // a layout has no path of its own: its children get the prefix
  const rename = (r: RouteConfigEntry): RouteConfigEntry =>
    r.path === undefined
      ? { ...r, id: id(r), children: r.children?.map((c) => ({ ...c, id: id(c), path: `${prefix}/${c.path}` })) }
      : { ...r, id: id(r), path: `${prefix}/${r.path}` };
  return [route(prefix, 'routes/home.tsx', { id: localeRouteId(locale, 'routes/home') }), ...pages().map(rename)];
}

export default [
  index('routes/home.tsx'),
  ...pages(),
  ...LOCALES.flatMap(inLanguage),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('manifest.webmanifest', 'routes/web-manifest.ts'),
  route('api/translate', 'routes/api.translate.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
