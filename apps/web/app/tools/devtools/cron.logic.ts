import type { Cron } from 'croner';

// /cron's checks and its use of croner (next runs) and cronstrue (the explanation), both loaded on
// demand (decision 0126). The checks are ours, so that a bad field is named in the visitor's language.

/** The fields of a 5-field expression, and of a 6-field one (seconds first, as croner and cronstrue read it). */
export const CRON_FIELDS_5 = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
export const CRON_FIELDS_6 = ['second', ...CRON_FIELDS_5] as const;
export type CronField = (typeof CRON_FIELDS_6)[number];

/** The macros croner and cronstrue both accept, with the 5-field expression each stands for. */
export const CRON_MACROS: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** Why an expression was refused: how many fields it had, which field is bad, or an unknown macro. */
export type CronProblem =
  | { kind: 'empty' }
  | { kind: 'count'; count: number }
  | { kind: 'macro'; value: string }
  | { kind: 'field'; field: CronField; value: string }
  | { kind: 'other'; message: string };

/** What the two libraries give the page once loaded. */
export interface CronLibs {
  Cron: typeof Cron;
  describe: (expression: string, locale: CronLocale) => string;
}
export type CronLocale = 'en' | 'zh_CN' | 'zh_TW';

/** The expression /cron opens with. */
export const DEFAULT_CRON = '*/15 9-17 * * 1-5';

/** Each field's largest value (day of week 0-7, 7 being Sunday again, as in Vixie cron and cron-parser). */
const FIELD_MAX: Readonly<Record<CronField, number>> = {
  second: 59,
  minute: 59,
  hour: 23,
  dayOfMonth: 31,
  month: 12,
  dayOfWeek: 7,
};

/**
 * The expression with its spaces tidied and a macro replaced by the fields it stands for. A step from a
 * number (`5/10`: from 5, every 10), which Quartz, croniter, cron-parser and node-cron accept and croner
 * refuses, is written as the range it stands for (`5-59/10`), in every field or (`only: 'dayOfWeek'`,
 * for cronstrue, which reads the others itself but ends a day-of-week step at Saturday) in that one.
 */
export function expandCron(input: string, only?: 'dayOfWeek'): string {
  const s = input.trim().replace(/\s+/g, ' ');
  const expanded = CRON_MACROS[s.toLowerCase()] ?? s;
  const parts = expanded.split(' ');
  if (parts.length !== 5 && parts.length !== 6) return expanded;
  const names = parts.length === 6 ? CRON_FIELDS_6 : CRON_FIELDS_5;
  return parts
    .map((part, i) => {
      const field = names[i] as CronField;
      if (only && field !== only) return part;
      return part
        .split(',')
        .map((item) =>
          // a step past the field's end leaves the start alone (croner refuses a step longer than the range)
          item.replace(/^(\d+)\/(\d+)$/, (_, from: string, step: string) =>
            Number(from) + Number(step) > FIELD_MAX[field] && Number(step) > 0
              ? from
              : `${from}-${FIELD_MAX[field]}/${step}`,
          ),
        )
        .join(',');
    })
    .join(' ');
}

/**
 * cronstrue's Chinese with Chinese punctuation: its ASCII commas become full-width ones (the last before
 * 和 goes), and the spaces it puts between Chinese and digits go, as in the site's own Chinese.
 */
export function tidyChinese(text: string): string {
  return text
    .replace(/,\s*(和|及)\s*/g, '$1')
    .replace(/\s*,\s*/g, '，')
    .replace(/(\p{Script=Han})\s+(?=[\d\p{Script=Han}])/gu, '$1')
    .replace(/([\d.:])\s+(?=\p{Script=Han})/gu, '$1');
}

function accepts(libs: CronLibs, fields: string[]): string | null {
  try {
    new libs.Cron(fields.join(' '), { paused: true, timezone: 'UTC' });
    return null;
  } catch (e) {
    if (e instanceof TypeError || e instanceof Error) return e.message;
    throw e;
  }
}

/**
 * Checks an expression: `null` when croner accepts it, else what is wrong. A bad field is found by
 * trying each field alone among `*`s, so the visitor is told which one it is.
 */
export function checkCron(libs: CronLibs, input: string): CronProblem | null {
  const s = expandCron(input);
  if (s === '') return { kind: 'empty' };
  if (s.startsWith('@')) return { kind: 'macro', value: s };
  const parts = s.split(' ');
  if (parts.length !== 5 && parts.length !== 6) return { kind: 'count', count: parts.length };
  const whole = accepts(libs, parts);
  if (whole === null) return null;
  const names = parts.length === 6 ? CRON_FIELDS_6 : CRON_FIELDS_5;
  for (let i = 0; i < parts.length; i++) {
    const alone = parts.map((p, j) => (j === i ? p : '*'));
    if (accepts(libs, alone) !== null)
      return { kind: 'field', field: names[i] as CronField, value: parts[i] as string };
  }
  return { kind: 'other', message: whole.replace(/^CronPattern: /, '') };
}

/**
 * The next `count` runs after `from` of an expression `checkCron` accepted, read in `timeZone` (an
 * IANA name; `UTC` for UTC; `null` for the visitor's own zone, which croner reads through `Date` alone).
 * Day of month and day of week combine with OR, as in Vixie cron. Only a named zone other than UTC makes
 * croner build an Intl formatter, whose first use loads the browser's zone data (issue 37).
 */
export function nextCronRuns(
  libs: CronLibs,
  input: string,
  timeZone: string | null,
  count: number,
  from: Date,
): Date[] {
  const zone = timeZone === null ? {} : timeZone === 'UTC' ? { utcOffset: 0 } : { timezone: timeZone };
  const job = new libs.Cron(expandCron(input), { paused: true, ...zone });
  return job.nextRuns(count, from);
}

/** The cronstrue locale for a site locale (Hong Kong reads the Traditional Chinese one). */
export function cronLocale(locale: string): CronLocale {
  return locale === 'zh_Hans_CN' ? 'zh_CN' : locale === 'zh_Hant_HK' ? 'zh_TW' : 'en';
}

/** Loads croner, cronstrue and the locale's words for cronstrue (not part of the page's first load). */
export async function loadCronLibs(locale: CronLocale): Promise<CronLibs> {
  const [{ Cron }, { default: cronstrue }] = await Promise.all([import('croner'), import('cronstrue')]);
  if (locale === 'zh_CN') await import('cronstrue/locales/zh_CN.js');
  else if (locale === 'zh_TW') await import('cronstrue/locales/zh_TW.js');
  return {
    Cron,
    describe: (expression, l) => {
      const text = cronstrue.toString(expandCron(expression, 'dayOfWeek'), {
        locale: l,
        use24HourTimeFormat: l !== 'en',
        verbose: false,
      });
      return l === 'en' ? text : tidyChinese(text);
    },
  };
}

/** The five fields the builder writes (a 6-field expression keeps its seconds as written). */
export type BuilderField = (typeof CRON_FIELDS_5)[number];

/** Each builder field's smallest and largest value (day of week 0-7, 7 being Sunday again). */
export const BUILDER_RANGE: Readonly<Record<BuilderField, readonly [number, number]>> = {
  minute: [0, 59],
  hour: [0, 23],
  dayOfMonth: [1, 31],
  month: [1, 12],
  dayOfWeek: [0, 7],
};

/** One field as the builder sees it: every value, one value, every N from M, or a list. */
export type FieldSpec =
  | { mode: 'every' }
  | { mode: 'at'; value: number }
  | { mode: 'step'; step: number; from: number }
  | { mode: 'list'; values: number[] };

const NUMBER = /^\d{1,2}$/;

function inRange(field: BuilderField, n: number): boolean {
  const [lo, hi] = BUILDER_RANGE[field];
  return n >= lo && n <= hi;
}

/**
 * A field of an expression as a builder setting, or `null` when it is something the builder has no
 * control for (a range `9-17`, names `MON`, `L`, `W`, `#`, `?`): then the builder leaves it as written.
 * `*\/N` and `M/N` and `M-max/N` (the same thing written out) read as "every N from M".
 */
export function readField(field: BuilderField, text: string): FieldSpec | null {
  const [lo, hi] = BUILDER_RANGE[field];
  if (text === '*') return { mode: 'every' };
  if (NUMBER.test(text)) return inRange(field, Number(text)) ? { mode: 'at', value: Number(text) } : null;
  const step = /^(\*|\d{1,2})(?:-(\d{1,2}))?\/(\d{1,2})$/.exec(text);
  if (step) {
    const [, start, end, by] = step as unknown as [string, string, string | undefined, string];
    const from = start === '*' ? lo : Number(start);
    // a range ending before the field does is not "every N from M"
    if (end !== undefined && (start === '*' || Number(end) !== hi)) return null;
    if (!inRange(field, from) || Number(by) < 1) return null;
    return { mode: 'step', step: Number(by), from };
  }
  const items = text.split(',');
  if (items.length > 1 && items.every((i) => NUMBER.test(i) && inRange(field, Number(i))))
    return { mode: 'list', values: items.map(Number) };
  return null;
}

/** A builder setting as the field's text: `*`, `5`, `*\/15` (from the field's start) or `5-59/15`, `1,15`. */
export function writeField(field: BuilderField, spec: FieldSpec): string {
  const [lo, hi] = BUILDER_RANGE[field];
  switch (spec.mode) {
    case 'every':
      return '*';
    case 'at':
      return String(spec.value);
    case 'step':
      // M-max/N rather than M/N: Vixie cron, croner and cronie all read it (M/N is Quartz's); expandCron
      // writes M/N out the same way
      return spec.from === lo ? `*/${spec.step}` : `${spec.from}-${hi}/${spec.step}`;
    case 'list':
      return spec.values.join(',');
  }
}

/**
 * The five fields of an expression (a macro written out; the seconds of a 6-field one set aside), each
 * as a builder setting where the builder can show it and as its text in every case; `null` when the
 * expression does not have 5 or 6 fields.
 */
export function readBuilder(
  input: string,
): { seconds: string | null; fields: Record<BuilderField, { text: string; spec: FieldSpec | null }> } | null {
  const s = input.trim().replace(/\s+/g, ' ');
  const parts = (CRON_MACROS[s.toLowerCase()] ?? s).split(' ');
  if (parts.length !== 5 && parts.length !== 6) return null;
  const seconds = parts.length === 6 ? (parts.shift() as string) : null;
  const fields = {} as Record<BuilderField, { text: string; spec: FieldSpec | null }>;
  CRON_FIELDS_5.forEach((f, i) => {
    const text = parts[i] as string;
    fields[f] = { text, spec: readField(f, text) };
  });
  return { seconds, fields };
}

/** The expression with one field replaced (a macro is written out first; seconds stay first). */
export function replaceField(input: string, field: BuilderField, text: string): string {
  const read = readBuilder(input);
  const parts = read ? CRON_FIELDS_5.map((f) => read.fields[f].text) : CRON_FIELDS_5.map(() => '*');
  parts[CRON_FIELDS_5.indexOf(field)] = text;
  return [...(read?.seconds != null ? [read.seconds] : []), ...parts].join(' ');
}
