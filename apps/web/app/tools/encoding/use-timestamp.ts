import {
  DEFAULT_TIME_PATTERN,
  formatTime,
  isTimeZone,
  LOCAL_TIME_ZONE,
  parseDateTime,
  timestampToMs,
  toIso8601,
  toRfc2822,
} from '@tinkerbox/engine/format';
import { useCallback, useMemo } from 'react';
import { HTML_LANG } from '../../i18n/locales.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/form.ts';
import { localOffsetText } from '../../lib/local-zone.ts';
import { encodingMessages } from './encoding.messages.ts';
import { useNow } from './use-clock.ts';

/** What /timestamp reads: the Unix time and its unit, the zone and pattern, the date to read back. */
export interface TimestampInput {
  stamp: string;
  unit: 's' | 'ms';
  zone: string;
  pattern: string;
  date: string;
  /** Whether the page runs in the browser (useClock), and the visitor's zone's name once asked. */
  started: boolean;
  zoneName: string | null;
}

/**
 * One relative-time formatter a language, made on first use: the page's first Intl object costs a slow phone
 * tens of milliseconds (issue 37), so the example the clock fills in at load shows no distance from now, and
 * the stamp field warms the formatter when focused (`warmRelative`), before the first key.
 */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(lang: string): Intl.RelativeTimeFormat {
  let f = relativeFormats.get(lang);
  if (!f) {
    f = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    relativeFormats.set(lang, f);
  }
  return f;
}

/**
 * /timestamp's conversions: the zone's and the timestamp's errors (in the visitor's language), the
 * timestamp as dates in the visitor's own, UTC and chosen zones, and the date
 * read back to Unix time. `UTC` and the visitor's own zone need no Intl (the engine's `local`).
 */
export function useTimestamp({ stamp, unit, zone, pattern, date, started, zoneName }: TimestampInput) {
  const m = useMessages(encodingMessages);
  const { locale } = useLocale();
  const lang = HTML_LANG[locale];
  const zoneError = useMemo(
    () => (isTimeZone(zone) ? null : attempt(() => formatTime(0, { timeZone: zone }), locale).error),
    [zone, locale],
  );
  const ms = useMemo(
    () => (stamp.trim() === '' ? null : attempt(() => timestampToMs(stamp.trim(), unit), locale)),
    [stamp, unit, locale],
  );
  const looksLikeMs = unit === 's' && /^\d{13}$/.test(stamp.trim());

  const rows = useMemo(() => {
    if (!ms || ms.value === null || zoneError) return null;
    const t = ms.value;
    const patternText = pattern || DEFAULT_TIME_PATTERN;
    // `local`: the visitor's own zone's row, whose label the server cannot know
    const out: { label: string; value: string; local?: boolean }[] = [];
    // the visitor's own zone, once the page runs in the browser; by name once known, else by its offset then
    if (started)
      out.push({
        label: fmt(m.time.local, { zone: zoneName ?? localOffsetText(new Date(t)) }),
        value: formatTime(t, { timeZone: LOCAL_TIME_ZONE, unit: 'ms', pattern: patternText }),
        local: true,
      });
    out.push({ label: m.time.utc, value: formatTime(t, { timeZone: 'UTC', unit: 'ms', pattern: patternText }) });
    if (zone !== 'UTC')
      out.push({
        label: fmt(m.time.chosen, { zone }),
        value: formatTime(t, { timeZone: zone, unit: 'ms', pattern: patternText }),
      });
    out.push({ label: m.time.iso, value: toIso8601(t, zone) });
    out.push({ label: m.time.rfc, value: toRfc2822(t, zone) });
    return out;
  }, [ms, zoneError, pattern, started, zoneName, zone, m]);

  const parsed = useMemo(
    () => (date.trim() === '' || zoneError ? null : attempt(() => parseDateTime(date, zone), locale)),
    [date, zone, zoneError, locale],
  );
  // makes the language's relative-time formatter before the visitor's first key (the stamp field's focus)
  const warmRelative = useCallback(() => {
    relativeFormat(lang);
  }, [lang]);
  return { zoneError, ms, looksLikeMs, rows, parsed, warmRelative };
}

/** A timestamp's distance from now in the visitor's language, following the clock (null until it runs). */
export function useRelative(value: number, paused: boolean): string | null {
  const { locale } = useLocale();
  const now = useNow(paused);
  if (now === null) return null;
  const diff = (value - now) / 1000;
  const abs = Math.abs(diff);
  const [v, u]: [number, Intl.RelativeTimeFormatUnit] =
    abs < 60
      ? [diff, 'second']
      : abs < 3600
        ? [diff / 60, 'minute']
        : abs < 86400
          ? [diff / 3600, 'hour']
          : abs < 86400 * 365
            ? [diff / 86400, 'day']
            : [diff / 86400 / 365.2425, 'year'];
  return relativeFormat(HTML_LANG[locale]).format(Math.round(v), u);
}
