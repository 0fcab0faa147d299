/**
 * The visitor's own zone without `Intl` until it is needed: a page's first `Intl` object costs a slow phone
 * tens of milliseconds (issue 37), and `Date` knows the visitor's offset for free. /cron and /timestamp name
 * the zone by its offset until their zone field is first focused, then by its IANA name.
 */

const two = (n: number) => String(n).padStart(2, '0');

/** The visitor's offset from UTC at `d`, as `UTC+08:00` (Date's offset: no Intl). */
export function localOffsetText(d: Date): string {
  const east = -d.getTimezoneOffset();
  const a = Math.abs(east);
  return `UTC${east < 0 ? '-' : '+'}${two(Math.floor(a / 60))}:${two(a % 60)}`;
}

/** The visitor's IANA zone: asks Intl. */
export const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `first`, then every zone the browser lists (without repeats). */
export function zonesOf(first: readonly string[]): string[] {
  const all = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return Array.from(new Set([...first, ...all]));
}
