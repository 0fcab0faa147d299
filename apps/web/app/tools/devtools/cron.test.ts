import { formatTime, LOCAL_TIME_ZONE } from '@tinkerbox/engine/format';
import { CronExpressionParser } from 'cron-parser';
import { describe, expect, it, vi } from 'vitest';
import { HTML_LANG, LOCALES } from '../../i18n/locales.ts';
import { localOffsetText } from '../../lib/local-zone.ts';
import {
  type CronLibs,
  checkCron,
  loadCronLibs,
  nextCronRuns,
  readBuilder,
  readField,
  replaceField,
  writeField,
} from './cron.logic.ts';
import { cronMessages } from './cron.messages.ts';
import { problemText } from './use-cron.ts';

const FROM = new Date('2024-01-01T00:00:00Z'); // a Monday
let libs: CronLibs;

const iso = (ds: Date[]) => ds.map((d) => d.toISOString());
/** The same runs from cron-parser, an independent implementation (used only in tests). */
const reference = (expr: string, tz: string, n: number) =>
  CronExpressionParser.parse(expr, { currentDate: FROM, tz })
    .take(n)
    .map((d) => d.toISOString() ?? '');

describe('cron', () => {
  it('has every word of its page in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(cronMessages[locale]))
        if (typeof text === 'string') expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('gives the runs worked out by hand for fixed cases', async () => {
    libs = await loadCronLibs('en');
    // 2024-02-29 has passed by March; the next 29 Februaries are in the leap years 2028 and 2032.
    expect(iso(nextCronRuns(libs, '0 0 29 2 *', 'UTC', 2, new Date('2024-03-01T00:00:00Z')))).toEqual([
      '2028-02-29T00:00:00.000Z',
      '2032-02-29T00:00:00.000Z',
    ]);
    // Day of month OR day of week (Vixie cron): the 1st and 15th, and every Friday (5, 12, 19 Jan 2024).
    expect(iso(nextCronRuns(libs, '30 4 1,15 * 5', 'UTC', 5, FROM))).toEqual([
      '2024-01-01T04:30:00.000Z',
      '2024-01-05T04:30:00.000Z',
      '2024-01-12T04:30:00.000Z',
      '2024-01-15T04:30:00.000Z',
      '2024-01-19T04:30:00.000Z',
    ]);
    // @daily read in Shanghai (UTC+8, no DST): local midnight is 16:00 UTC the day before.
    expect(iso(nextCronRuns(libs, '@daily', 'Asia/Shanghai', 2, FROM))).toEqual([
      '2024-01-01T16:00:00.000Z',
      '2024-01-02T16:00:00.000Z',
    ]);
    // 6 fields, seconds first
    expect(iso(nextCronRuns(libs, '*/20 0 0 * * *', 'UTC', 2, FROM))).toEqual([
      '2024-01-01T00:00:20.000Z',
      '2024-01-01T00:00:40.000Z',
    ]);
    expect(nextCronRuns(libs, '0 0 31 2 *', 'UTC', 3, FROM)).toEqual([]);
  });

  it('agrees with cron-parser', async () => {
    libs = await loadCronLibs('en');
    const cases: [string, string][] = [
      ['*/15 9-17 * * 1-5', 'UTC'],
      ['0 0 * * 0', 'UTC'],
      ['5 4 * * sun', 'America/New_York'],
      ['0 12 1 */2 *', 'Europe/Berlin'],
      ['0 22 * * 1-5', 'Asia/Hong_Kong'],
      ['15 10 L * *', 'UTC'],
      ['0 0 1 jan,jul *', 'Australia/Sydney'],
      ['*/10 * * * * *', 'UTC'],
      // a step from a number (issue 40): croner refuses `5/10`, Quartz, croniter and cron-parser read it
      ['5/10 * * * *', 'UTC'],
      ['0 5/6 * * *', 'Asia/Shanghai'],
      ['0 0 5/10 * *', 'UTC'],
      ['0 0 1 2/3 *', 'UTC'],
      ['0 0 * * 1/2', 'UTC'],
      ['10/20 * * * * *', 'UTC'],
      ['0 0,5/30 * * *', 'UTC'],
    ];
    for (const [expr, tz] of cases)
      expect(iso(nextCronRuns(libs, expr, tz, 12, FROM)), expr).toEqual(reference(expr, tz, 12));
  });

  it('names the bad field, the wrong count and an unknown macro', async () => {
    libs = await loadCronLibs('en');
    expect(checkCron(libs, '61 * * * *')).toEqual({ kind: 'field', field: 'minute', value: '61' });
    expect(checkCron(libs, '0 25 * * *')).toEqual({ kind: 'field', field: 'hour', value: '25' });
    expect(checkCron(libs, '0 0 * 13 *')).toEqual({ kind: 'field', field: 'month', value: '13' });
    expect(checkCron(libs, '0 0 0 * * 9')).toEqual({ kind: 'field', field: 'dayOfWeek', value: '9' });
    expect(checkCron(libs, '99 0 0 * * *')).toEqual({ kind: 'field', field: 'second', value: '99' });
    expect(checkCron(libs, '* * * *')).toEqual({ kind: 'count', count: 4 });
    expect(checkCron(libs, '@reboot')).toEqual({ kind: 'macro', value: '@reboot' });
    expect(checkCron(libs, '  */5   * * * * ')).toBeNull();
    expect(problemText({ kind: 'field', field: 'hour', value: '25' }, cronMessages.zh_Hans_CN)).toBe(
      '小时字段“25”无效：0–23，可用 * , - /。',
    );
  });

  it('explains in English, Simplified and Traditional Chinese', async () => {
    // cronstrue's own wording, read from its locale files (en.ts, zh_CN.ts, zh_TW.ts)
    expect((await loadCronLibs('en')).describe('*/5 * * * *', 'en')).toBe('Every 5 minutes');
    // in Chinese with Chinese punctuation and no space between Chinese and digits (issue 40)
    expect((await loadCronLibs('zh_CN')).describe('*/5 * * * *', 'zh_CN')).toBe('每隔5分钟');
    expect((await loadCronLibs('zh_TW')).describe('@hourly', 'zh_TW')).toBe('每小時');
    for (const l of ['zh_CN', 'zh_TW'] as const) {
      const libs = await loadCronLibs(l);
      for (const e of ['*/15 9-17 * * 1-5', '0 9-17 * * 1,3,5', '30 4 1,15 * 5', '5/10 * * * *', '0 0 1 2/3 *']) {
        const text = libs.describe(e, l);
        expect(text, `${l} ${e}`).not.toMatch(/,|\p{Script=Han} | \p{Script=Han}/u);
        expect(text, `${l} ${e}`).toMatch(/\p{Script=Han}/u);
      }
    }
    // a day-of-week step is explained as the days it runs on: from Monday every 2 days is Mon, Wed, Fri, Sun
    expect((await loadCronLibs('en')).describe('0 0 * * 1/2', 'en')).toContain('Monday through Sunday');
  });

  it("reads the visitor's own zone through Date as python3 zoneinfo reads it by name, with no Intl", async () => {
    libs = await loadCronLibs('en');
    const was = process.env.TZ;
    process.env.TZ = 'America/New_York'; // Node reads TZ again when it changes
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      // python3 zoneinfo, as in the test below: the spring gap and the autumn hour that happens twice
      expect(iso(nextCronRuns(libs, '*/30 1-3 * * *', null, 6, new Date('2026-03-08T00:00:00Z')))).toEqual([
        '2026-03-08T06:00:00.000Z',
        '2026-03-08T06:30:00.000Z',
        '2026-03-08T07:00:00.000Z',
        '2026-03-08T07:30:00.000Z',
        '2026-03-09T05:00:00.000Z',
        '2026-03-09T05:30:00.000Z',
      ]);
      expect(iso(nextCronRuns(libs, '*/30 1-2 * * *', null, 8, new Date('2026-11-01T00:00:00Z')))).toEqual([
        '2026-11-01T05:00:00.000Z',
        '2026-11-01T05:30:00.000Z',
        '2026-11-01T06:00:00.000Z',
        '2026-11-01T06:30:00.000Z',
        '2026-11-01T07:00:00.000Z',
        '2026-11-01T07:30:00.000Z',
        '2026-11-02T06:00:00.000Z',
        '2026-11-02T06:30:00.000Z',
      ]);
      // UTC by croner's utcOffset, as cron-parser reads it
      expect(iso(nextCronRuns(libs, '30 4 1,15 * 5', 'UTC', 5, FROM))).toEqual(reference('30 4 1,15 * 5', 'UTC', 5));
      // python3: datetime.fromtimestamp(1772953200, ZoneInfo('America/New_York')) is 2026-03-08 03:00:00-04:00
      const d = new Date(1772953200000);
      const local = formatTime(d.getTime(), { timeZone: LOCAL_TIME_ZONE, unit: 'ms', pattern: 'yyyy-MM-dd HH:mm:ss' });
      expect([local, localOffsetText(d)]).toEqual(['2026-03-08 03:00:00', 'UTC-04:00']);
      expect(localOffsetText(new Date('2026-01-01T00:00:00Z'))).toBe('UTC-05:00');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      process.env.TZ = was;
      if (was === undefined) delete process.env.TZ;
    }
  });

  it("names the weekdays as the browser's Intl does, in every language", () => {
    for (const locale of LOCALES) {
      const intl = new Intl.DateTimeFormat(HTML_LANG[locale], { weekday: 'short', timeZone: 'UTC' });
      // 7-13 January 2024 is Sunday to Saturday
      const want = [7, 8, 9, 10, 11, 12, 13].map((day) => intl.format(new Date(Date.UTC(2024, 0, day))));
      expect(cronMessages[locale].weekdays.split(' '), locale).toEqual(want);
    }
  });

  it('gives the runs python3 zoneinfo gives across the 2026 DST changes in New York', async () => {
    libs = await loadCronLibs('en');
    // python3 (zoneinfo): every UTC minute from the start read as America/New_York wall time, kept when the
    // wall time matches the fields (the script is in /work/notes/dev40-notes.md). 8 March 2026: 02:00 EST
    // becomes 03:00 EDT; 1 November 2026: 02:00 EDT becomes 01:00 EST, so 01:00-01:59 happens twice.
    const ny = 'America/New_York';
    const spring = new Date('2026-03-08T00:00:00Z');
    expect(iso(nextCronRuns(libs, '0 */2 * * *', ny, 6, spring))).toEqual([
      '2026-03-08T01:00:00.000Z', // 20:00 EST on the 7th
      '2026-03-08T03:00:00.000Z',
      '2026-03-08T05:00:00.000Z', // 00:00 EST
      '2026-03-08T08:00:00.000Z', // 04:00 EDT: there was no 02:00
      '2026-03-08T10:00:00.000Z',
      '2026-03-08T12:00:00.000Z',
    ]);
    expect(iso(nextCronRuns(libs, '*/30 1-3 * * *', ny, 6, spring))).toEqual([
      '2026-03-08T06:00:00.000Z', // 01:00 EST
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:00:00.000Z', // 03:00 EDT
      '2026-03-08T07:30:00.000Z',
      '2026-03-09T05:00:00.000Z', // 01:00 EDT
      '2026-03-09T05:30:00.000Z',
    ]);
    expect(iso(nextCronRuns(libs, '0 9 * * *', ny, 3, new Date('2026-03-07T00:00:00Z')))).toEqual([
      '2026-03-07T14:00:00.000Z', // 09:00 EST
      '2026-03-08T13:00:00.000Z', // 09:00 EDT
      '2026-03-09T13:00:00.000Z',
    ]);
    expect(iso(nextCronRuns(libs, '*/30 1-2 * * *', ny, 8, new Date('2026-11-01T00:00:00Z')))).toEqual([
      '2026-11-01T05:00:00.000Z', // 01:00 EDT
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:00:00.000Z', // 01:00 EST, the second time
      '2026-11-01T06:30:00.000Z',
      '2026-11-01T07:00:00.000Z', // 02:00 EST
      '2026-11-01T07:30:00.000Z',
      '2026-11-02T06:00:00.000Z',
      '2026-11-02T06:30:00.000Z',
    ]);
    // 02:30 does not exist on 8 March 2026 (python3: 02:30 read in New York round-trips to 03:30 EDT); the
    // runs either side are python3's, the one in between is croner's choice: 03:00 EDT, where the gap ends
    expect(iso(nextCronRuns(libs, '30 2 * * *', ny, 3, new Date('2026-03-07T00:00:00Z')))).toEqual([
      '2026-03-07T07:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
      '2026-03-09T06:30:00.000Z',
    ]);
  });

  it('reads a field into the builder where it can, and writes it back', () => {
    expect(readField('minute', '*')).toEqual({ mode: 'every' });
    expect(readField('hour', '9')).toEqual({ mode: 'at', value: 9 });
    expect(readField('minute', '*/15')).toEqual({ mode: 'step', step: 15, from: 0 });
    expect(readField('minute', '5/10')).toEqual({ mode: 'step', step: 10, from: 5 });
    expect(readField('minute', '5-59/10')).toEqual({ mode: 'step', step: 10, from: 5 });
    expect(readField('dayOfMonth', '*/2')).toEqual({ mode: 'step', step: 2, from: 1 });
    expect(readField('dayOfWeek', '1,3,5')).toEqual({ mode: 'list', values: [1, 3, 5] });
    // what the builder has no control for is left as written
    for (const [f, t] of [
      ['hour', '9-17'],
      ['minute', '5-30/10'],
      ['dayOfWeek', 'MON'],
      ['dayOfMonth', 'L'],
      ['hour', '24'],
      ['month', '0'],
      ['minute', '*/0'],
    ] as const)
      expect(readField(f, t), `${f} ${t}`).toBeNull();
    expect(writeField('minute', { mode: 'step', step: 15, from: 0 })).toBe('*/15');
    expect(writeField('hour', { mode: 'step', step: 6, from: 5 })).toBe('5-23/6');
    expect(writeField('month', { mode: 'step', step: 3, from: 1 })).toBe('*/3');
    expect(writeField('dayOfWeek', { mode: 'list', values: [1, 3, 5] })).toBe('1,3,5');
    expect(replaceField('*/15 9-17 * * 1-5', 'minute', '0')).toBe('0 9-17 * * 1-5');
    expect(replaceField('@daily', 'dayOfWeek', '1')).toBe('0 0 * * 1');
    expect(replaceField('10 0 0 * * *', 'hour', '*/2')).toBe('10 0 */2 * * *');
    expect(readBuilder('* * *')).toBeNull();
    expect(readBuilder('10 0 0 * * *')?.seconds).toBe('10');
  });

  it('writes from the builder what croner runs as cron-parser does', async () => {
    libs = await loadCronLibs('en');
    // every N from M written out as M-max/N, read by both libraries alike
    const e = [
      writeField('minute', { mode: 'step', step: 20, from: 7 }),
      writeField('hour', { mode: 'step', step: 5, from: 3 }),
      writeField('dayOfMonth', { mode: 'list', values: [1, 15, 28] }),
      writeField('month', { mode: 'every' }),
      writeField('dayOfWeek', { mode: 'every' }),
    ].join(' ');
    expect(e).toBe('7-59/20 3-23/5 1,15,28 * *');
    expect(iso(nextCronRuns(libs, e, 'Europe/Berlin', 12, FROM))).toEqual(reference(e, 'Europe/Berlin', 12));
  });
});
