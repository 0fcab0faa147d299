/**
 * Every tool page and the home page load as island pages (decision 0162): the server renders them as
 * every page, and the browser hydrates the page's body on Preact with no React Router client
 * (app/island/). A client navigation from a router page (the donate page, an error screen) to one of them
 * still renders it through the router. A page whose module reads its route loader's data (the translator's
 * languages, /cron's first explanation) finds it in the page's island block (decision 0168).
 *
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
