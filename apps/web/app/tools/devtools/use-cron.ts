import { useEffect, useMemo, useState } from 'react';
import { fmt } from '../../i18n/define.ts';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { useFragmentEffect } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { type CronLibs, type CronProblem, checkCron, cronLocale, loadCronLibs, nextCronRuns } from './cron.logic.ts';
import { cronMessages } from './cron.messages.ts';

export const RUN_COUNTS = ['5', '10', '20'] as const;
export type ReadIn = 'local' | 'utc';

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

/**
 * The state of /cron: the expression (kept, and in the link), how many runs, the zone it is read in,
 * the libraries (loaded after hydration) and what they say. "Now" and the visitor's zone exist only
 * in the browser, so the server renders no runs.
 */
export function useCron() {
  const m = useMessages(cronMessages);
  const { locale } = useLocale();
  const lang = cronLocale(locale);
  const [expression, setExpression] = useKeptState('cron:expression', '*/15 9-17 * * 1-5');
  const [count, setCount] = useKeptState<(typeof RUN_COUNTS)[number]>('cron:count', '5');
  const [readIn, setReadIn] = useKeptState<ReadIn>('cron:zone', 'local');
  const [libs, setLibs] = useState<CronLibs | null>(null);
  const [zone, setZone] = useState<string | null>(null);
  const [now, setNow] = useState<Date | null>(null);

  useFragmentEffect((f) => {
    const e = f.get('expr');
    if (e !== null) setExpression(e);
    const z = f.get('zone');
    if (z === 'utc' || z === 'local') setReadIn(z);
  });

  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    setNow(new Date());
    let live = true;
    void loadCronLibs(lang).then((l) => {
      if (live) setLibs(l);
    });
    return () => {
      live = false;
    };
  }, [lang]);

  const view = useMemo(() => {
    if (!libs || !zone || !now) return null;
    const problem = checkCron(libs, expression);
    if (problem) return { error: problemText(problem, m), explanation: null, runs: [] as Date[] };
    const runs = nextCronRuns(libs, expression, readIn === 'utc' ? 'UTC' : zone, Number(count), now);
    let explanation: string | null = null;
    try {
      explanation = libs.describe(expression, lang);
    } catch {
      // croner accepts a few forms cronstrue does not read (its `+` modifier): the runs still stand
    }
    return { error: null, explanation, runs };
  }, [libs, zone, now, expression, readIn, count, lang, m]);

  return { expression, setExpression, count, setCount, readIn, setReadIn, zone, view, locale };
}
