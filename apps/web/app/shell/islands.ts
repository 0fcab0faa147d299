import type { ToolDescriptor } from '../tools/types.ts';

/**
 * Which tools load as island pages (decision 0162): the server renders them as every page, and the browser
 * hydrates the page's body on Preact with no React Router client (app/island/). A client navigation from a
 * router page to one of them still renders it through the router.
 *
 * Every tool but those whose page reads its route loader's data (`useLoaderData`), which an island page
 * has not: the language family's page module (the translator asks the server which languages it has) and
 * /cron (the server writes the default expression's explanation). The island build fails if one of them
 * is listed, since app/island/router.tsx has no `useLoaderData`.
 */
const ROUTER_FAMILIES: ReadonlySet<string> = new Set(['language']);
const ROUTER_TOOLS: ReadonlySet<string> = new Set(['cron']);

/** Whether a tool's page loads as an island page. */
export function isIslandTool(t: Pick<ToolDescriptor, 'family' | 'id'>): boolean {
  return !ROUTER_FAMILIES.has(t.family) && !ROUTER_TOOLS.has(t.id);
}

/**
 * The home page (the index of tools) is an island page too: its module, as the island build names page
 * modules (relative to app/), and its route id without a language prefix.
 */
export const HOME_MODULE = 'routes/home.tsx';
export const HOME_ROUTE = 'routes/home';

/** What an island page's document loads instead of React Router's scripts (set by the root loader). */
export interface IslandScripts {
  /** The island entry module's URL. */
  entry: string;
  /** It and the modules it imports statically, preloaded. */
  preloads: string[];
}

/** The id of the JSON block that carries an island page's root data and route id. */
export const ISLAND_DATA_ID = 'island-data';
