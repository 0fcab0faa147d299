import type { MetaDescriptor } from 'react-router';
import { toolNames } from '../tools/names.ts';
import { toolById } from '../tools/registry.ts';
import { pageTitle, type RootData } from './root-data.ts';

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

/** Title, description and social meta for a tool page, in the visitor's language and brand. */
export function toolMeta({ matches }: MetaArgs): MetaDescriptor[] {
  const root = matches[0]?.data as RootData | undefined;
  const leaf = matches[matches.length - 1];
  const tool = leaf && toolById(leaf.id);
  if (!root || !tool) return [];
  const names = toolNames(root.locale)[tool.id];
  const title = pageTitle(root, names?.name);
  const description = names?.description ?? root.brand.description;
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: tool.keywords.join(', ') },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
  ];
}
