/**
 * Every tool page, the home page and the donate page load as island pages (decisions 0162, 0213): the server
 * renders them as every page, and the browser hydrates the page's body on Preact with no React Router
 * client (app/island/). A client navigation from a router page (any page of the React build; the error
 * screen loads the next page whole instead, decision 0213) to one of them renders it through the router. A page whose module reads its route loader's
 * data (the translator's languages, /cron's first explanation) finds it in the page's island block
 * (decision 0168).
 *
 * The island pages that are not tools sit in the shell alone, without the tool layout: each one's path
 * (unprefixed), its module as the island build names page modules (relative to app/), and its route id
 * without a language prefix.
 */
export const SITE_ISLANDS = [
  { path: '/', module: 'routes/home.tsx', route: 'routes/home' },
  { path: '/donate', module: 'routes/donate.tsx', route: 'routes/donate' },
] as const;

/** What an island page's document loads instead of React Router's scripts (set by the root loader). */
export interface IslandScripts {
  /** The island entry module's URL. */
  entry: string;
  /** It and the modules it imports statically, preloaded. */
  preloads: string[];
}

/** The id of the JSON block that carries an island page's root data and route id. */
export const ISLAND_DATA_ID = 'island-data';
