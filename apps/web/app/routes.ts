import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { tools } from './tools/registry.ts';
import { pageModule } from './tools/types.ts';

// Every tool route comes from the registry; its id is the tool id, so a shared page module can find
// its descriptor (docs/decisions/0003-registry-per-family.md).
export default [
  index('routes/home.tsx'),
  route('donate', 'routes/donate.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('manifest.webmanifest', 'routes/web-manifest.ts'),
  route('api/translate', 'routes/api.translate.ts'),
  layout(
    'shell/tool-layout.tsx',
    tools.map((t) => route(t.path.replace(/^\//, ''), pageModule(t), { id: t.id })),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
