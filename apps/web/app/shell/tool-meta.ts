import type { MetaDescriptor } from 'react-router';
import { toolById } from '../tools/registry.ts';
import { pageTitle, type RootData } from './root-data.ts';

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

/**
 * Title, description and social meta from the root data, so they follow its language: the root route
 * reloads its data when the visitor switches (root.tsx), and React Router renders the meta again.
 */
export function pageMeta(root: RootData, name: string | undefined, description: string): MetaDescriptor[] {
  const title = pageTitle(root, name);
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
}

/** The brand's own title and description: the home page and any page without its own. */
export function brandMeta(root: RootData): MetaDescriptor[] {
  return pageMeta(root, undefined, root.brand.description);
}

/** The root data a route's meta function sees (the root route is always the first match). */
export function rootOf({ matches }: { matches: ReadonlyArray<{ data?: unknown } | undefined> }): RootData | undefined {
  return matches[0]?.data as RootData | undefined;
}

/** Title, description and social meta for a tool page, in the visitor's language and brand. */
export function toolMeta({ matches }: MetaArgs): MetaDescriptor[] {
  const root = rootOf({ matches });
  const leaf = matches[matches.length - 1];
  const tool = leaf && toolById(leaf.id);
  if (!root || !tool) return [];
  const names = root.names[tool.id];
  return [
    ...pageMeta(root, names?.name, names?.description ?? root.brand.description),
    { name: 'keywords', content: tool.keywords.join(', ') },
  ];
}
