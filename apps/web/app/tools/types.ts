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

/**
 * A tool family is one folder under app/tools; by default one page module serves all its routes, and a
 * tool whose view shares no code with its siblings names its own (`page`), so a route loads only its view.
 */
export const FAMILIES = ['hash', 'cipher', 'encoding', 'json', 'contract', 'chain', 'language', 'games', 'qr'] as const;
export type Family = (typeof FAMILIES)[number];

export interface ToolDescriptor<Preset = unknown> {
  /** Permanent: keys messages, favourites and the route id. Never rename. */
  readonly id: string;
  /** The public route, e.g. '/md5'. Never changes once published. */
  readonly path: string;
  /** The family folder whose `<family>.page.tsx` renders this tool. */
  readonly family: Family;
  /**
   * The page module in the family folder, `<page>.page.tsx`, when this tool has its own; otherwise the
   * family's shared `<family>.page.tsx`.
   */
  readonly page?: string;
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

/** The route module of a tool, relative to app/. */
export function pageModule(t: Pick<ToolDescriptor, 'family' | 'page'>): string {
  return `tools/${t.family}/${t.page ?? t.family}.page.tsx`;
}

/** Keeps literal ids so that each family's names file can be checked for completeness. */
export function defineTools<const T extends readonly ToolDescriptor[]>(tools: T): T {
  return tools;
}
