import type { ToolDescriptor } from '../tools/types.ts';

/**
 * The families whose pages load as islands (decision 0162): the server renders them as every page, and
 * the browser hydrates the page's body on Preact with no React Router client (app/island/). A client
 * navigation from a router page to one of them still renders it through the router.
 */
const ISLAND_FAMILIES: ReadonlySet<string> = new Set(['hash']);

/** Whether a tool's page loads as an island page (every tool of an island family). */
export function isIslandTool(t: Pick<ToolDescriptor, 'family'>): boolean {
  return ISLAND_FAMILIES.has(t.family);
}

/** What an island page's document loads instead of React Router's scripts (set by the root loader). */
export interface IslandScripts {
  /** The island entry module's URL. */
  entry: string;
  /** It and the modules it imports statically, preloaded. */
  preloads: string[];
}

/** The id of the JSON block that carries an island page's root data and route id. */
export const ISLAND_DATA_ID = 'island-data';
