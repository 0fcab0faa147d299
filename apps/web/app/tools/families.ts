/**
 * The one list of tool families: each is a folder under app/tools, in the order of the home page. The
 * registry's `families` table, `familyNames` (names.ts) and `familySearch` (search-terms.ts) are keyed by
 * these ids and must each hold exactly these (a family missing from one fails the typecheck);
 * test/registry.test.ts fails on a family folder that is not listed here and on a registry table in
 * another order. A leaf: it imports nothing, so types.ts can name a family without importing the
 * registry (issue 38, no import circles).
 */
export const FAMILIES = [
  'hash',
  'cipher',
  'encoding',
  'json',
  'contract',
  'chain',
  'language',
  'games',
  'qr',
  'password',
  'token',
  'devtools',
  'recipe',
] as const;

/** A tool family is one folder under app/tools. */
export type Family = (typeof FAMILIES)[number];
