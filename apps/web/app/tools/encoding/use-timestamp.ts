import {
  DEFAULT_TIME_PATTERN,
  formatTime,
  isTimeZone,
  parseDateTime,
  timestampToMs,
  toIso8601,
  toRfc2822,
} from '@tinkerbox/engine/format';
import { useMemo } from 'react';
import { HTML_LANG } from '../../i18n/locales.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/form.ts';
import { encodingMessages } from './encoding.messages.ts';

/** What /timestamp reads: the Unix time and its unit, the zone and pattern, the date to read back. */
export interface TimestampInput {
  stamp: string;
  unit: 's' | 'ms';
  zone: string;
  pattern: string;
  date: string;
  /** The visitor's zone and the current time, once known in the browser (useClock). */
  localZone: string | null;
  now: number | null;
}

/**
 * /timestamp's conversions: the zone's and the timestamp's errors (in the visitor's language), the
 * timestamp as dates in the local, UTC and chosen zones with its distance from now, and the date read back
 * to Unix time.
 */
export function useTimestamp({ stamp, unit, zone, pattern, date, localZone, now }: TimestampInput) {
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
    const out: { label: string; value: string }[] = [];
    if (localZone)
      out.push({
        label: fmt(m.time.local, { zone: localZone }),
        value: formatTime(t, { timeZone: localZone, unit: 'ms', pattern: patternText }),
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
  }, [ms, zoneError, pattern, localZone, zone, m]);

  const relative = useMemo(() => {
    if (!ms || ms.value === null || now === null) return null;
    const diff = (ms.value - now) / 1000;
    const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
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
    return rtf.format(Math.round(v), u);
  }, [ms, now, lang]);

  const parsed = useMemo(
    () => (date.trim() === '' || zoneError ? null : attempt(() => parseDateTime(date, zone), locale)),
    [date, zone, zoneError, locale],
  );
  return { zoneError, ms, looksLikeMs, rows, relative, parsed };
}
