import { isTimeZone } from '@tinkerbox/engine/format';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fmt } from '../../i18n/define.ts';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { useFragmentEffect } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { localOffsetText, visitorZone, zonesOf } from '../../lib/local-zone.ts';
import {
  type CronLibs,
  type CronLocale,
  type CronProblem,
  checkCron,
  cronLocale,
  DEFAULT_CRON,
  loadCronLibs,
  nextCronRuns,
} from './cron.logic.ts';
import { cronMessages } from './cron.messages.ts';

export const RUN_COUNTS = ['5', '10', '20'] as const;

type Words = (typeof cronMessages)['en_US'];

/** The visitor's message for a refused expression. */
export function problemText(p: CronProblem, m: Words): string {
  switch (p.kind) {
    case 'empty':
      return m.empty;
    case 'count':
      return fmt(m.fieldCount, { count: p.count });
    case 'macro':
      return fmt(m.macro, { value: p.value });
    case 'field':
      return fmt(m.badField, { field: m.fields[p.field], value: p.value, allowed: m.allowed[p.field] });
    case 'other':
      return fmt(m.other, { message: p.message });
  }
}

/** What the page shows: a refusal, or the words (if cronstrue reads it) and the runs (null: not yet). */
interface CronView {
  error: string | null;
  explanation: string | null;
  runs: Date[] | null;
}

/** The server's reading of the default expression (the page's loader), shown until the libraries load. */
export interface ServedWords {
  expression: string;
  lang: CronLocale;
  text: string;
}

/**
 * A zone from a link: `utc` and `local` (the two choices the page used to offer; `local` is the empty
 * field, the visitor's own zone), or an IANA name.
 */
function zoneFromLink(z: string): string | null {
  if (z === 'utc') return 'UTC';
  if (z === 'local') return '';
  return isTimeZone(z) ? z : null;
}

/**
 * The state of /cron: the expression (kept, and in the link), how many runs, the zone it is read in
 * (any IANA zone; an empty field is the visitor's own zone, read through Date, with no Intl: the page asks
 * Intl for the visitor's zone name and the list of zones only when the zone field is first focused,
 * issue 37; kept, and in the link), the libraries (loaded after hydration) and what they say. "Now" and
 * the visitor's zone exist only in the browser, so the server renders no runs; the words for the default
 * expression it does render (`served`), so that the first paint has them.
 */
export function useCron(served: ServedWords | null) {
  const m = useMessages(cronMessages);
  const { locale } = useLocale();
  const lang = cronLocale(locale);
  const [expression, setExpression] = useKeptState('cron:expression', DEFAULT_CRON);
  const [count, setCount] = useKeptState<(typeof RUN_COUNTS)[number]>('cron:count', '5');
  // '' is the visitor's own zone
  const [readIn, setReadIn] = useKeptState('cron:tz', '');
  const [libs, setLibs] = useState<CronLibs | null>(null);
  // the visitor's zone's name, once the zone field has been focused (null until then)
  const [zone, setZone] = useState<string | null>(null);
  const [now, setNow] = useState<Date | null>(null);

  useFragmentEffect((f) => {
    const e = f.get('expr');
    if (e !== null) setExpression(e);
    const z = f.get('zone');
    const linked = z === null ? null : zoneFromLink(z);
    if (linked !== null) setReadIn(linked);
  });

  useEffect(() => {
    setNow(new Date());
    let live = true;
    void loadCronLibs(lang).then((l) => {
      if (live) setLibs(l);
    });
    return () => {
      live = false;
    };
  }, [lang]);

  // The browser's ~420 zones fill the field's list when it is first focused: drawn at load, they cost a
  // slow phone's main thread more than the rest of the page's updates (issue 37)
  const listZones = useCallback(() => {
    if (zone === null) setZone(visitorZone());
  }, [zone]);
  // every zone this browser knows, with UTC and the visitor's own first
  const zones = useMemo(() => (zone === null ? ['UTC'] : zonesOf(['UTC', zone])), [zone]);

  // null: the visitor's own zone
  const readZone = readIn.trim() === '' ? null : readIn.trim();
  // UTC and the visitor's own zone need no check: the check builds a zone formatter (issue 37)
  const zoneError =
    readZone === null || readZone === 'UTC' || isTimeZone(readZone) ? null : fmt(m.badZone, { value: readZone });

  const view = useMemo((): CronView | null => {
    if (!libs || !now) {
      // until the libraries are there: the server's words, when they are for what is in the field
      if (served && served.expression === expression && served.lang === lang)
        return { error: null, explanation: served.text, runs: null };
      return null;
    }
    const problem = checkCron(libs, expression);
    if (problem) return { error: problemText(problem, m), explanation: null, runs: [] };
    // a zone the browser does not know: its message is beside the zone field, and there are no runs
    const runs = zoneError ? null : nextCronRuns(libs, expression, readZone, Number(count), now);
    let explanation: string | null = null;
    try {
      explanation = libs.describe(expression, lang);
    } catch {
      // croner accepts a few forms cronstrue does not read (its `+` modifier): the runs still stand
    }
    return { error: null, explanation, runs };
  }, [libs, now, expression, readZone, zoneError, count, lang, m, served]);

  return {
    expression,
    setExpression,
    count,
    setCount,
    readIn,
    setReadIn,
    readZone,
    zoneError,
    zone,
    // the visitor's offset from UTC (known in the browser only, after hydration)
    offset: now ? localOffsetText(now) : null,
    zones,
    listZones,
    view,
    locale,
  };
}
