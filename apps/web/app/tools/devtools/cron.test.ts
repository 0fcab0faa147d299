import { CronExpressionParser } from 'cron-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { type CronLibs, checkCron, loadCronLibs, nextCronRuns } from './cron.logic.ts';
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
});
