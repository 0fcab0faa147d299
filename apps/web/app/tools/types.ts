/** Plain data only: this file is imported by routes.ts at build time. */
import type { Family } from './families.ts';

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
 * One tool as its family's `<family>.tools.ts` writes it. The family is the key of the `families`
 * table in registry.ts, so a descriptor never names it.
 */
export interface ToolSpec<Preset = never, Id extends string = string> {
  /** Permanent: keys messages, favourites and the route id. Never rename. */
  readonly id: Id;
  /** The public route, e.g. '/md5'. Never changes once published. */
  readonly path: string;
  /**
   * The page module in the family folder, `<page>.page.tsx`, when this tool has its own; otherwise the
   * family's shared `<family>.page.tsx`.
   */
  readonly page?: string;
  readonly category: Category;
  /** Typed options that the shared page module reads for this route (`useTool<Preset>()`). */
  readonly preset?: Preset;
  /** Loads a chain library: exempt from the 100 KB first-load budget in `pnpm bench`. */
  readonly heavy?: boolean;
  /**
   * What the visitor enters is sent to our server (the translator, the one such tool): the tool layout
   * says so instead of the in-browser privacy line.
   */
  readonly sendsToServer?: boolean;
  /**
   * The page can send what the visitor enters to hosts the visitor picks or allows (an RPC node, an
   * opt-in online lookup): the layout says exactly what goes where (`t.tool.sends[privacy]`) instead
   * of the in-browser privacy line.
   */
  readonly privacy?: 'rpc' | 'selectorLookup';
  /**
   * The page as the server draws it is complete while untouched (its answer served with it, as the digest
   * routes' are: decision 0194; or nothing computed until something is given, decisions 0205-0211): the
   * tool hydrates when the visitor first uses it, not as the page loads (app/shell/later.tsx's `used`,
   * decision 0202). Every control of such a tool must take what is done in
   * it before it hydrates (the form kit's controls do; a button needs ui's useEarlyClick, or to act only
   * on what a control already holds). `'settled'`: when first used, or once the page has settled (5 s
   * after its first hydration, then an idle moment; decision 0212), whichever comes first: a tool that
   * must come alive by itself, but not in the page's first seconds (/contract_evm looks for the browser's
   * wallets, which the server cannot know).
   */
  readonly untilUsed?: true | 'settled';
  /**
   * Not finished (written by `pnpm new-tool`): only the dev server routes and lists it; a production
   * build has no route, no home card, no sitemap entry and no search hit for it. Remove the flag to ship.
   */
  readonly draft?: true;
}

/**
 * What search knows of a tool beyond its names and descriptions. Only search (the home page, the
 * command palette) loads these, from the family's `<family>.search.ts`: tool pages never carry them.
 */
export interface ToolTerms {
  /** Extra search terms (any language) beyond the tool's translated name and description. */
  readonly keywords: readonly string[];
  /** Named sub-items (e.g. "SHA3-256", "Keccak-256"); a search hit on one returns this tool. */
  readonly subItems?: readonly string[];
}

/**
 * A family's search words, `<family>.search.ts`: an entry for every tool id of the family (`Id`, from
 * `(typeof xTools)[number]['id']`), so a tool added without search words fails the typecheck.
 */
export type FamilySearch<Id extends string> = { readonly [K in Id]: ToolTerms };

/** A tool's name and one-line description in one language (`<family>.names.ts`). */
export interface ToolName {
  readonly name: string;
  readonly description: string;
}

/**
 * A tool as the site reads it from the registry: its spec plus the family folder it lives in. The id is
 * any string here; registry.ts's `Tool` narrows it to the registry's `ToolId` (which this file cannot
 * import: the family tools files import this one, and the registry imports them).
 */
export interface ToolDescriptor<Preset = unknown, Id extends string = string> extends ToolSpec<Preset, Id> {
  /** The family folder whose `<family>.page.tsx` (or `page`) renders this tool. */
  readonly family: Family;
}

/** The route module of a tool, relative to app/. */
export function pageModule(t: Pick<ToolDescriptor, 'family' | 'page'>): string {
  return `tools/${t.family}/${t.page ?? t.family}.page.tsx`;
}

/**
 * A family's tools with their preset type: `defineTools<HashPreset>()([...])`. A preset that does not
 * fit (a typo in a kind or a key) fails the typecheck; `defineTools()([...])` allows no preset. The ids
 * stay literal so that the family's names file must name every one of them. (Two calls because
 * TypeScript cannot take the preset type explicitly and infer the ids in the same call.)
 */
export function defineTools<Preset = never>() {
  return <const Id extends string>(tools: readonly ToolSpec<Preset, Id>[]): readonly ToolSpec<Preset, Id>[] => tools;
}
