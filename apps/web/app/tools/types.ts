/** Plain data only: this file is imported by routes.ts at build time. */

export const CATEGORIES = [
  'encryption',
  'encoding',
  'text',
  'programming',
  'unit',
  'datetime',
  'image',
  'blockchain',
  'contract',
  'games',
  'language',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A tool family is one folder under app/tools with one page module serving all its routes. */
export const FAMILIES = ['hash', 'cipher', 'encoding', 'json', 'contract', 'chain', 'language', 'games', 'qr'] as const;
export type Family = (typeof FAMILIES)[number];

export interface ToolDescriptor<Preset = unknown> {
  /** Permanent: keys messages, favourites and the route id. Never rename. */
  readonly id: string;
  /** The public route, e.g. '/md5'. Never changes once published. */
  readonly path: string;
  /** The family folder whose `<family>.page.tsx` renders this tool. */
  readonly family: Family;
  readonly category: Category;
  /** Extra search terms (any language) beyond the tool's translated name and description. */
  readonly keywords: readonly string[];
  /** Named sub-items (e.g. "SHA3-256", "Keccak-256"); a search hit on one returns this tool. */
  readonly subItems?: readonly string[];
  /** Typed options that the shared page module reads for this route. */
  readonly preset?: Preset;
  /** Loads a chain library: exempt from the 100 KB first-load budget in `pnpm bench`. */
  readonly heavy?: boolean;
  /**
   * What the visitor enters is sent to our server (the translator, the one such tool): the tool layout
   * says so instead of the in-browser privacy line.
   */
  readonly sendsToServer?: boolean;
}

/** Keeps literal ids so that each family's names file can be checked for completeness. */
export function defineTools<const T extends readonly ToolDescriptor[]>(tools: T): T {
  return tools;
}
