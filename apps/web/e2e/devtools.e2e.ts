import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import cronstrue from 'cronstrue/i18n.js';
import { fmt } from '../app/i18n/define.ts';
import { LOCALE_PREFIX } from '../app/i18n/locales.ts';
import { cronMessages } from '../app/tools/devtools/cron.messages.ts';
import { regexMessages } from '../app/tools/devtools/regex.messages.ts';
import { textdiffMessages } from '../app/tools/devtools/textdiff.messages.ts';
import { urlparserMessages } from '../app/tools/devtools/urlparser.messages.ts';
import { gotoRouterPage, type Lang, SMOKE, test, typeOneTaskApart, waitForTool, watchProblems } from './support.ts';

async function open(page: Page, lang: Lang, path: string) {
  const w = await watchProblems(page);
  await page.goto(`/${LOCALE_PREFIX[lang]}${path}`);
  await waitForTool(page);
  return w;
}
const fill = (m: string, n: number | string) => m.replace(/\{\w+\}/, String(n));

test.describe('/regex', () => {
  test('marks matches, lists groups with their spans and previews the replace (en_US)', async ({ page }) => {
    const m = regexMessages.en_US;
    const w = await open(page, 'en_US', '/regex');
    await page.getByRole('textbox', { name: m.pattern, exact: true }).fill('(?<year>\\d{4})-(?<month>\\d{2})-(\\d{2})');
    await page.getByRole('textbox', { name: m.text, exact: true }).fill('Due 2024-01-15, paid 1999-12-31; x');
    await page.getByRole('textbox', { name: m.replacement, exact: true }).fill('$<month>/$3/$<year>');
    // python3: re.finditer / m.span(i) / re.sub with \g<month>/\3/\g<year> on the same text
    await expect(page.getByTestId('regex-count')).toHaveText('2 matches');
    await expect(page.getByTestId('regex-highlight').locator('mark')).toHaveText(['2024-01-15', '1999-12-31']);
    const rows = page.getByTestId('regex-matches').locator('tbody tr');
    await expect(rows.nth(0)).toContainText('4–14');
    await expect(rows.nth(0).locator('[data-group="year"]')).toHaveText('1 <year> 2024 [4–8]');
    await expect(rows.nth(1).locator('[data-group="3"]')).toHaveText('3 31 [29–31]');
    await expect(page.getByLabel(m.replaced)).toHaveValue('Due 01/15/2024, paid 12/31/1999; x');

    await page.getByRole('textbox', { name: m.pattern, exact: true }).fill('(?<year>\\d{4}');
    // the problem in words, without the browser's quoting of the pattern and the tool's own d flag
    await expect(page.getByRole('alert')).toHaveText('Invalid pattern: a group is opened with ( and never closed.');
    await expect(page.getByRole('textbox', { name: m.pattern, exact: true })).toHaveValue('(?<year>\\d{4}');
    w.check();
  });

  test('stops a catastrophically backtracking pattern and stays usable (zh_Hans_CN)', async ({ page }) => {
    const m = regexMessages.zh_Hans_CN;
    const w = await open(page, 'zh_Hans_CN', '/regex');
    await page.getByRole('textbox', { name: m.replacement, exact: true }).fill('');
    await page.getByRole('textbox', { name: m.text, exact: true }).fill(`${'a'.repeat(40)}b`);
    await page.getByRole('textbox', { name: m.pattern, exact: true }).fill('^(a+)+$');
    await expect(page.getByRole('alert')).toHaveText(fill(m.timeout, 2), { timeout: 15_000 });
    // the page answers while the worker is gone, and a sane pattern runs again
    await page.getByRole('textbox', { name: m.pattern, exact: true }).fill('a+');
    await expect(page.getByTestId('regex-count')).toHaveText('1 处匹配');
    await expect(page.getByTestId('regex-highlight').locator('mark')).toHaveText(['a'.repeat(40)]);
    // an invalid pattern is explained in Chinese, with no English inside (issue 40)
    await page.getByRole('textbox', { name: m.pattern, exact: true }).fill('a)');
    await expect(page.getByRole('alert')).toHaveText(
      '正则表达式无效：多出一个没有对应分组的 )；字面的括号请写作 \\)。',
    );
    w.check();
  });

  test('caps the marked matches on a big input and says so, with flags from the link (zh_Hant_HK)', async ({
    page,
  }) => {
    const m = regexMessages.zh_Hant_HK;
    const w = await open(page, 'zh_Hant_HK', '/regex#re=.&flags=gs&replace=');
    await expect(page.getByTestId('flag-s')).toBeChecked();
    await page.getByRole('textbox', { name: m.text, exact: true }).fill('x\n'.repeat(1500));
    await expect(page.getByTestId('regex-count')).toHaveText('3000 個配對 只顯示首 1000 個，共 3000 個配對。');
    await expect(page.getByTestId('regex-highlight').locator('mark')).toHaveCount(1000);
    w.check();
  });
});

test.describe('/cron', () => {
  test.use({ timezoneId: 'Asia/Hong_Kong' });
  const NOW = new Date('2024-01-01T00:00:00Z'); // Monday 08:00 in Hong Kong

  test('a builder choice made the task after a typed expression builds on that expression (zh_Hant_HK)', async ({
    page,
  }) => {
    const m = cronMessages.zh_Hant_HK;
    const w = await open(page, 'zh_Hant_HK', '/cron');
    const field = page.getByRole('textbox', { name: m.expression, exact: true });
    const how = (f: keyof typeof m.builderFields) =>
      page.getByRole('combobox', { name: fmt(m.mode, { field: m.builderFields[f] }), exact: true });
    await page.getByText(m.builder, { exact: true }).click();
    await typeOneTaskApart(page, [field, '0 12 * * *'], [how('minute'), 'every']);
    await expect(field).toHaveValue('* 12 * * *');
    await expect(how('minute')).toHaveValue('every');
    await expect(how('hour')).toHaveValue('at');
    w.check();
  });

  test('explains and lists the next runs in Hong Kong time and UTC (en_US)', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    const m = cronMessages.en_US;
    const w = await open(page, 'en_US', '/cron');
    await page.getByRole('textbox', { name: m.expression, exact: true }).fill('*/15 9-17 * * 1-5');
    // cronstrue's English (its en locale); runs by hand: 09:00, 09:15, 09:30 HKT on Monday = 01:00... UTC
    await expect(page.getByTestId('cron-explanation')).toHaveText(
      'Every 15 minutes, between 09:00 AM and 05:59 PM, Monday through Friday',
    );
    const rows = page.getByTestId('cron-runs').locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(0)).toContainText('2024-01-01 09:00:00 Mon');
    await expect(rows.nth(0)).toContainText('2024-01-01 01:00:00 Mon');
    await expect(rows.nth(2)).toContainText('2024-01-01 09:30:00');
    // the zone defaults to the visitor's: an empty field, read through Date; named by its offset until the
    // field is focused (Intl's first formatter costs a slow phone tens of ms: issue 37)
    const zone = page.getByRole('combobox', { name: m.zone, exact: true });
    await expect(zone).toHaveValue('');
    await expect(zone).toHaveAttribute('placeholder', m.yourZone);
    await expect(page.getByRole('columnheader', { name: m.inLocal, exact: true })).toBeVisible();
    await expect(page.getByText(fmt(m.zoneHint, { zone: 'UTC+08:00' }))).toBeVisible();
    // its list holds the browser's zones once the field is focused, and the visitor's zone is named
    await zone.focus();
    const list = page.locator(`datalist[id="${await zone.getAttribute('list')}"]`);
    await expect(list.locator('option[value="Asia/Tokyo"]')).toHaveCount(1);
    expect(await list.locator('option').count()).toBeGreaterThan(300);
    await expect(zone).toHaveAttribute('placeholder', 'Asia/Hong_Kong');
    await expect(page.getByText(fmt(m.zoneHint, { zone: 'Asia/Hong_Kong' }))).toBeVisible();
    await zone.fill('UTC');
    // read in UTC: 09:00 UTC Monday, shown in UTC twice
    await expect(rows.nth(0)).toHaveAttribute('data-utc', '2024-01-01T09:00:00.000Z');
    await expect(rows.nth(0)).toContainText('2024-01-01 09:00:00 Mon');
    await zone.fill('Mars/Olympus');
    await expect(page.getByRole('alert')).toHaveText(fmt(m.badZone, { value: 'Mars/Olympus' }));
    await expect(rows).toHaveCount(0);
    w.check();
  });

  test.describe('in New York, with no zone chosen', () => {
    test.use({ timezoneId: 'America/New_York' });
    test("reads the runs on the visitor's own clock across DST with no Intl formatter until the zone field is focused (zh_Hans_CN)", async ({
      page,
    }) => {
      // counts the page's zone formatters (issue 37: the first one costs a slow phone tens of ms)
      await page.addInitScript(() => {
        const w = window as unknown as { __dtf: number };
        w.__dtf = 0;
        const counted = (t: typeof Intl.DateTimeFormat, a: unknown[]) => {
          w.__dtf++;
          return Reflect.construct(t, a);
        };
        Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
          construct: counted,
          apply: (t, _, a) => counted(t, a),
        });
      });
      await page.clock.setFixedTime(new Date('2026-03-08T00:00:00Z'));
      const m = cronMessages.zh_Hans_CN;
      const w = await open(page, 'zh_Hans_CN', '/cron#expr=*%2F30+1-3+*+*+*');
      // python3 zoneinfo, as in the test below: 01:00, 01:30 EST, then 03:00 EDT
      const rows = page.getByTestId('cron-runs').locator('tbody tr');
      await expect(rows.nth(2)).toHaveAttribute('data-utc', '2026-03-08T07:00:00.000Z');
      await expect(rows.nth(0)).toContainText('2026-03-08 01:00:00 周日');
      await expect(rows.nth(2)).toContainText('2026-03-08 03:00:00 周日');
      await expect(rows.nth(2)).toContainText('2026-03-08 07:00:00 周日');
      await expect(page.getByRole('columnheader', { name: m.inLocal, exact: true })).toBeVisible();
      await expect(page.getByText(fmt(m.zoneHint, { zone: 'UTC-05:00' }))).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __dtf: number }).__dtf)).toBe(0);
      const zone = page.getByRole('combobox', { name: m.zone, exact: true });
      await zone.focus();
      await expect(zone).toHaveAttribute('placeholder', 'America/New_York');
      expect(await page.evaluate(() => (window as unknown as { __dtf: number }).__dtf)).toBeGreaterThan(0);
      w.check();
    });
  });

  test('reads the runs in New York across its DST change, as python3 zoneinfo does (en_US)', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-03-08T00:00:00Z'));
    const m = cronMessages.en_US;
    const w = await open(page, 'en_US', '/cron#expr=*%2F30+1-3+*+*+*&zone=America%2FNew_York');
    await expect(page.getByRole('combobox', { name: m.zone, exact: true })).toHaveValue('America/New_York');
    // python3 zoneinfo (brute force over UTC minutes, notes of issue 40): 01:00, 01:30 EST, then 03:00 EDT
    const rows = page.getByTestId('cron-runs').locator('tbody tr');
    await expect(rows.nth(0)).toHaveAttribute('data-utc', '2026-03-08T06:00:00.000Z');
    await expect(rows.nth(0)).toContainText('2026-03-08 01:00:00 Sun');
    await expect(rows.nth(2)).toHaveAttribute('data-utc', '2026-03-08T07:00:00.000Z');
    await expect(rows.nth(2)).toContainText('2026-03-08 03:00:00 Sun');
    await expect(rows.nth(4)).toHaveAttribute('data-utc', '2026-03-09T05:00:00.000Z');
    await expect(page.getByRole('columnheader', { name: fmt(m.inZone, { zone: 'America/New_York' }) })).toBeVisible();
    w.check();
  });

  test('builds an expression from fields and reads one back into them (en_US)', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    const m = cronMessages.en_US;
    const w = await open(page, 'en_US', '/cron');
    const field = page.getByRole('textbox', { name: m.expression, exact: true });
    const how = (f: keyof typeof m.builderFields) =>
      page.getByRole('combobox', { name: fmt(m.mode, { field: m.builderFields[f] }), exact: true });
    const box = (label: string, f: keyof typeof m.builderFields) =>
      page.getByRole('textbox', { name: fmt(label, { field: m.builderFields[f] }), exact: true });
    // the builder is closed at first (the words and runs stay in the first screen); its summary opens it
    await expect(how('minute')).toBeHidden();
    await page.getByText(m.builder, { exact: true }).click();
    // the default expression read into the builder: 9-17 has no setting, so it is kept as written
    await expect(how('minute')).toHaveValue('step');
    await expect(box(m.step, 'minute')).toHaveValue('15');
    await expect(how('hour')).toHaveValue('custom');
    await expect(how('hour').locator('option:checked')).toHaveText(fmt(m.modes.custom, { text: '9-17' }));
    await how('minute').selectOption('at');
    await box(m.at, 'minute').fill('30');
    await how('hour').selectOption('step');
    await box(m.step, 'hour').fill('6');
    await box(m.from, 'hour').fill('2');
    await how('dayOfWeek').selectOption('list');
    await box(m.list, 'dayOfWeek').fill('1,3,5');
    await expect(field).toHaveValue('30 2-23/6 * * 1,3,5');
    // cronstrue's words; runs by hand: Monday 1 Jan 2024 from 08:00 HKT: 08:30, 14:30, 20:30, then Wed 02:30
    const rows = page.getByTestId('cron-runs').locator('tbody tr');
    await expect(rows.nth(0)).toContainText('2024-01-01 08:30:00 Mon');
    await expect(rows.nth(2)).toContainText('2024-01-01 20:30:00 Mon');
    await expect(rows.nth(3)).toContainText('2024-01-03 02:30:00 Wed');
    // a bad value: the message beside the box, the expression unchanged
    await box(m.list, 'dayOfWeek').fill('1,9');
    await expect(page.getByText(fmt(m.badList, { min: 0, max: 7 }))).toBeVisible();
    await expect(field).toHaveValue('30 2-23/6 * * 1,3,5');
    // typing an expression fills the builder
    await field.fill('0 */4 1,15 * *');
    await expect(how('minute')).toHaveValue('at');
    await expect(box(m.at, 'minute')).toHaveValue('0');
    await expect(box(m.step, 'hour')).toHaveValue('4');
    await expect(box(m.from, 'hour')).toHaveValue('0');
    await expect(box(m.list, 'dayOfMonth')).toHaveValue('1,15');
    await expect(how('dayOfWeek')).toHaveValue('every');
    w.check();
  });

  // Two changes before the page has painted: the first one's render is done and its effect still waits. The
  // builder read that older expression back and undid the second change: a list of weekdays became one
  // day, and its box went away (rehearsal s22b, under load; made certain here with one microtask between).
  test('two changes to the builder before a paint keep both (en_US)', async ({ page }) => {
    const m = cronMessages.en_US;
    const w = await open(page, 'en_US', '/cron');
    const how = (f: keyof typeof m.builderFields) =>
      page.getByRole('combobox', { name: fmt(m.mode, { field: m.builderFields[f] }), exact: true });
    await page.getByText(m.builder, { exact: true }).click();
    await how('hour').selectOption('step');
    await expect(
      page.getByRole('textbox', { name: fmt(m.from, { field: m.builderFields.hour }), exact: true }),
    ).toBeVisible();
    await page.evaluate(async () => {
      const from = document.querySelectorAll<HTMLInputElement>('[data-field=hour] input')[1];
      const weekday = document.querySelector<HTMLSelectElement>('[data-field=dayOfWeek] select');
      if (!from || !weekday) throw new Error('the builder has no hour "from" box or weekday choice');
      from.value = '2';
      from.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
      weekday.value = 'list';
      weekday.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(how('dayOfWeek')).toHaveValue('list');
    await expect(
      page.getByRole('textbox', { name: fmt(m.list, { field: m.builderFields.dayOfWeek }), exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: m.expression, exact: true })).toHaveValue(
      /^\S+ 2-23\/\d+ \S+ \S+ \S+$/,
    );
    w.check();
  });

  test('reads 6 fields and macros, and names a bad field (zh_Hans_CN)', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    const m = cronMessages.zh_Hans_CN;
    const w = await open(page, 'zh_Hans_CN', '/cron');
    const field = page.getByRole('textbox', { name: m.expression, exact: true });
    await field.fill('*/10 * * * * *');
    await expect(page.getByTestId('cron-explanation')).toHaveText('每隔10秒');
    await expect(page.getByTestId('cron-runs').locator('tbody tr').nth(0)).toContainText('2024-01-01 08:00:10');
    // a step from a number (Quartz, croniter, cron-parser): from minute 5 every 10; the next is 08:05 HKT
    await field.fill('5/10 * * * *');
    await expect(page.getByTestId('cron-explanation')).toHaveText('每隔10分钟，在整点后的第5分钟开始');
    await expect(page.getByTestId('cron-runs').locator('tbody tr').nth(1)).toContainText('2024-01-01 08:15:00');
    await field.fill('0 25 * * *');
    await expect(page.getByRole('alert')).toHaveText('小时字段“25”无效：0–23，可用 * , - /。');
    await expect(field).toHaveValue('0 25 * * *');
    await field.fill('* * * *');
    await expect(page.getByRole('alert')).toHaveText(fill(m.fieldCount, 4));
    // the builder in Chinese: a bad hour named beside its box
    await field.fill('0 9 * * *');
    await page.getByText(m.builder, { exact: true }).click();
    const hour = page.getByRole('textbox', { name: fmt(m.at, { field: m.builderFields.hour }), exact: true });
    await hour.fill('24');
    await expect(page.getByText('请输入 0 到 23 的整数。')).toBeVisible();
    await expect(field).toHaveValue('0 9 * * *');
    await hour.fill('18');
    await expect(field).toHaveValue('0 18 * * *');
    w.check();
  });

  test('explains in Traditional Chinese and keeps the expression in the link (zh_Hant_HK)', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    const m = cronMessages.zh_Hant_HK;
    const w = await open(page, 'zh_Hant_HK', '/cron#expr=%40daily&zone=utc');
    await expect(page.getByRole('textbox', { name: m.expression, exact: true })).toHaveValue('@daily');
    await expect(page.getByTestId('cron-explanation')).toHaveText('在00:00');
    // @daily read in UTC: next midnight UTC is 2024-01-02 00:00Z = 08:00 in Hong Kong
    const first = page.getByTestId('cron-runs').locator('tbody tr').nth(0);
    await expect(first).toHaveAttribute('data-utc', '2024-01-02T00:00:00.000Z');
    await expect(first).toContainText('2024-01-02 00:00:00');
    await expect(page.getByRole('combobox', { name: m.zone, exact: true })).toHaveValue('UTC');
    // any IANA zone, in Traditional Chinese: @daily in Tokyo is 15:00 UTC
    await page.getByRole('combobox', { name: m.zone, exact: true }).fill('Asia/Tokyo');
    await expect(first).toHaveAttribute('data-utc', '2024-01-01T15:00:00.000Z');
    await expect(page.getByRole('columnheader', { name: 'Asia/Tokyo時間' })).toBeVisible();
    await page.getByRole('combobox', { name: m.zone, exact: true }).fill('Asia/Tokio');
    await expect(page.getByRole('alert')).toHaveText(
      '這個瀏覽器不認識時區「Asia/Tokio」：請輸入 IANA 時區名，例如 Asia/Hong_Kong，或 UTC。',
    );
    await page.getByRole('combobox', { name: m.zone, exact: true }).fill('Asia/Tokyo');
    await page.getByRole('textbox', { name: m.expression, exact: true }).fill('0 0 31 2 *');
    await expect(page.getByText(m.never)).toBeVisible();
    w.check();
  });
});

// The default expression's words are in the server's HTML, so the first paint has them (issue 17: they
// are the page's largest text, and were painted only after hydration). Expected: cronstrue's own i18n
// build, which carries every locale, with the page's options; its Chinese with Chinese punctuation and no
// space between Chinese and digits (issue 40), written out by hand.
test.describe('/cron first paint', () => {
  const DEFAULT = '*/15 9-17 * * 1-5';
  const CASES = [
    { lang: 'en_US', words: cronstrue.toString(DEFAULT, { locale: 'en', use24HourTimeFormat: false, verbose: false }) },
    { lang: 'zh_Hans_CN', words: '每隔15分钟，在09:00和17:59之间，星期一至星期五' },
    { lang: 'zh_Hant_HK', words: '每15分鐘，在09:00和17:59之間，星期一到星期五' },
  ] as const;
  for (const { lang, words } of CASES) {
    test(`the server's page has the default expression in words (${lang})`, async ({ request }) => {
      const html = await (await request.get(`/${LOCALE_PREFIX[lang]}/cron`)).text();
      expect(html).toContain(`data-testid="cron-explanation" class="mt-1 text-lg text-slate-900">${words}</p>`);
    });
  }

  test(
    'the palette on a router page opens it in the browser, asking the server for nothing (zh_Hant_HK)',
    SMOKE,
    async ({ page }) => {
      // a router page: the React build's (on the Preact build every page a visitor navigates from is an island
      // page, decisions 0162 and 0213, and loads the next page whole)
      const w = await watchProblems(page);
      await gotoRouterPage(page, '/zh-hant/sha256');
      const data: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('.data')) data.push(r.url());
      });
      await page.evaluate(() => {
        (window as { sameDocument?: boolean }).sameDocument = true;
      });
      await page.keyboard.press('Control+k');
      await page.getByRole('dialog').getByRole('combobox').fill('cron');
      await expect(page.getByRole('dialog').getByRole('option').first()).toContainText('Cron');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('cron-explanation')).toHaveText('每15分鐘，在09:00和17:59之間，星期一到星期五');
      await expect(page.getByTestId('cron-runs').locator('tbody tr')).toHaveCount(5);
      expect(data).toEqual([]);
      // a client-side navigation: the document (and what was set on its window) is still the same
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      w.check();
    },
  );
});

function applyPatch(left: string, diff: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'textdiff-e2e-'));
  try {
    writeFileSync(join(dir, 'text.txt'), left);
    writeFileSync(join(dir, 'change.diff'), diff);
    execFileSync('patch', ['-s', 'text.txt', 'change.diff'], { cwd: dir });
    return readFileSync(join(dir, 'text.txt'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('/textdiff', () => {
  const LEFT = 'one\ntwo\nthree\nfour\n';
  const RIGHT = 'one\n2\nthree\nfour\nfive\n';

  test('side by side, then a unified diff that GNU patch applies (en_US)', async ({ page }) => {
    const m = textdiffMessages.en_US;
    const w = await open(page, 'en_US', '/textdiff');
    await page.getByRole('textbox', { name: m.left, exact: true }).fill(LEFT);
    await page.getByRole('textbox', { name: m.right, exact: true }).fill(RIGHT);
    await expect(page.getByTestId('diff-summary')).toHaveText('1 removed, 2 added');
    await expect(page.getByTestId('diff-left').locator('del')).toHaveText(['two\n']);
    await expect(page.getByTestId('diff-right').locator('ins')).toHaveText(['2\n', 'five\n']);
    await page.getByRole('radio', { name: m.views.unified }).check();
    const unified = await page.getByRole('textbox', { name: m.views.unified }).inputValue();
    expect(applyPatch(LEFT, unified)).toBe(RIGHT);
    w.check();
  });

  test('by word, ignoring case (zh_Hans_CN)', async ({ page }) => {
    const m = textdiffMessages.zh_Hans_CN;
    const w = await open(page, 'zh_Hans_CN', '/textdiff');
    await page.getByRole('textbox', { name: m.left, exact: true }).fill('The quick brown fox');
    await page.getByRole('textbox', { name: m.right, exact: true }).fill('the quick red fox');
    await page.getByRole('radio', { name: m.modes.word }).check();
    await page.getByRole('radio', { name: m.views.inline }).check();
    await expect(page.getByTestId('diff-inline').locator('del')).toHaveText(['The', 'brown']);
    await page.getByRole('checkbox', { name: m.ignoreCase }).check();
    await expect(page.getByTestId('diff-inline').locator('del')).toHaveText(['brown']);
    await expect(page.getByTestId('diff-inline').locator('ins')).toHaveText(['red']);
    await expect(page.getByTestId('diff-summary')).toHaveText('删除 1 处，新增 1 处');
    w.check();
  });

  test('by character, and equal texts (zh_Hant_HK)', async ({ page }) => {
    const m = textdiffMessages.zh_Hant_HK;
    const w = await open(page, 'zh_Hant_HK', '/textdiff#by=char');
    await page.getByRole('textbox', { name: m.left, exact: true }).fill('網址解析');
    await page.getByRole('textbox', { name: m.right, exact: true }).fill('網頁解析');
    await expect(page.getByTestId('diff-left').locator('del')).toHaveText(['址']);
    await expect(page.getByTestId('diff-right').locator('ins')).toHaveText(['頁']);
    await page.getByRole('button', { name: m.swap }).click();
    await expect(page.getByTestId('diff-left').locator('del')).toHaveText(['頁']);
    await page.getByRole('textbox', { name: m.right, exact: true }).fill('網頁解析');
    await expect(page.getByTestId('diff-summary')).toHaveText(m.same);
    w.check();
  });
});

test.describe('/textdiff options (issue 40)', () => {
  // 20 lines: line 2 differs only in the amount of space, line 15 by a space inserted in a word.
  const LEFT = Array.from({ length: 20 }, (_, i) => (i === 1 ? 'a  b\n' : i === 14 ? 'xy\n' : `line ${i + 1}\n`)).join(
    '',
  );
  const RIGHT = LEFT.replace('a  b\n', 'a b\n').replace('xy\n', 'x y\n');

  test('whitespace as diff -b and -w, context lines as diff -U with folds that open (zh_Hant_HK)', async ({ page }) => {
    const m = textdiffMessages.zh_Hant_HK;
    // Counts the answers of the page's workers, to know when a job's answer has come.
    await page.addInitScript(() => {
      const w = window as unknown as { Worker: typeof Worker; __answers: number };
      w.__answers = 0;
      w.Worker = class extends w.Worker {
        constructor(...args: ConstructorParameters<typeof Worker>) {
          super(...args);
          this.addEventListener('message', () => w.__answers++);
        }
      };
    });
    const answers = () => page.evaluate(() => (window as unknown as { __answers: number }).__answers);
    const w = await open(page, 'zh_Hant_HK', '/textdiff');
    await page.getByRole('textbox', { name: m.left, exact: true }).fill(LEFT);
    await page.getByRole('textbox', { name: m.right, exact: true }).fill(RIGHT);
    const summary = page.getByTestId('diff-summary');
    const left = page.getByTestId('diff-left');
    const whitespace = page.getByRole('combobox', { name: m.whitespace });
    await expect(summary).toHaveText(fmt(m.summary, { removed: 2, added: 2 }));

    // diff -b: runs of spaces are alike, a space where there was none is not
    await whitespace.selectOption('amount');
    await expect(summary).toHaveText(fmt(m.summary, { removed: 1, added: 1 }));
    await expect(left.locator('del')).toHaveText(['xy\n']);
    // diff -w: no whitespace counts; the left side still reads as the left text was written
    await whitespace.selectOption('all');
    await expect(summary).toHaveText(m.same);
    await expect.poll(() => left.textContent()).toContain('a  b\n');

    // One line of context, as diff -U1: 13 lines folded before the change at 15, 4 after.
    await whitespace.selectOption('amount');
    const context = page.getByRole('textbox', { name: m.context, exact: true });
    await context.fill('1');
    await expect(left.getByRole('button')).toHaveText([fill(m.fold, 13), fill(m.fold, 4)]);
    await expect(left).not.toContainText('line 5\n');
    await expect(left).toContainText('line 14\nxy\nline 16');
    // A fold opens from the keyboard, on both sides at once.
    await left.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await expect(left).toContainText('line 5\n');
    await expect(page.getByTestId('diff-right').getByRole('button')).toHaveText([fill(m.fold, 4)]);
    // A new answer that is the same diff (no letter differs in case) keeps the fold open: the answer for
    // one line of context, 200 ms after the folds changed, closed it again (failed under load).
    const before = await answers();
    await page.getByRole('checkbox', { name: m.ignoreCase }).check();
    await expect.poll(answers).toBeGreaterThan(before);
    await expect(left).toContainText('line 5\n');
    await expect(page.getByTestId('diff-right').getByRole('button')).toHaveText([fill(m.fold, 4)]);
    await page.getByRole('checkbox', { name: m.ignoreCase }).uncheck();

    // The unified diff takes the same number: its hunks are those of GNU diff -U1 on the same texts.
    await page.getByRole('radio', { name: m.views.unified }).check();
    const unified = await page.getByRole('textbox', { name: m.views.unified }).inputValue();
    const dir = mkdtempSync(join(tmpdir(), 'textdiff-e2e-'));
    try {
      writeFileSync(join(dir, 'a'), LEFT);
      writeFileSync(join(dir, 'b'), RIGHT);
      const gnu = spawnSync('diff', ['-U1', 'a', 'b'], { cwd: dir, encoding: 'utf8' }).stdout;
      expect(unified.slice(unified.indexOf('@@'))).toBe(gnu.slice(gnu.indexOf('@@')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // A number that is not one: the message beside the field, and what was typed stays.
    await context.fill('x');
    await expect(page.getByRole('alert')).toContainText('9999');
    await expect(context).toHaveAttribute('aria-invalid', 'true');
    await expect(context).toHaveValue('x');
    await context.fill('1');
    // The link keeps both options.
    await expect(page).toHaveURL(/ws=amount/);
    await expect(page).toHaveURL(/context=1/);
    await page.reload();
    await waitForTool(page);
    await expect(whitespace).toHaveValue('amount');
    await expect(context).toHaveValue('1');
    w.check();
  });
});

test.describe('/urlparser', () => {
  test('fits a 390 px screen with a 50-character path segment (issue 40)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const m = urlparserMessages.en_US;
    const w = await open(page, 'en_US', '/urlparser');
    const segment = 'a'.repeat(50);
    await page.getByRole('textbox', { name: m.input, exact: true }).fill(`https://example.com/${segment}/x`);
    await expect(page.getByTestId('url-segments').locator('li')).toHaveText([segment, 'x']);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    w.check();
  });
  test('keeps a part typed right after a new URL, before the page has settled (zh_Hant_HK)', async ({ page }) => {
    const m = urlparserMessages.zh_Hant_HK;
    const w = await open(page, 'zh_Hant_HK', '/urlparser');
    const host = page.getByLabel(m.fields.hostnameUnicode, { exact: true });
    await typeOneTaskApart(
      page,
      [page.getByRole('textbox', { name: m.input, exact: true }), 'https://example.com/a?x=1'],
      [host, 'example.org'],
    );
    await expect(host).toHaveValue('example.org');
    await expect(page.getByLabel(m.built)).toHaveValue('https://example.org/a?x=1');
    w.check();
  });
  const SAMPLE =
    'https://us%20er:p%40ss@xn--bcher-kva.example:8443/a%20b/%E4%B8%AD%E6%96%87/?q=caf%C3%A9&x=1+2&x=3#frag%20ment';
  const LANGS: Lang[] = ['en_US', 'zh_Hans_CN', 'zh_Hant_HK'];
  for (const lang of LANGS) {
    test(`splits, decodes, rebuilds and refuses a bad URL (${lang})`, async ({ page }) => {
      const m = urlparserMessages[lang];
      const w = await open(page, lang, '/urlparser');
      await page.getByRole('textbox', { name: m.input, exact: true }).fill(SAMPLE);
      // python3 urllib.parse.urlsplit / unquote / parse_qsl, and b'xn--bcher-kva.example'.decode('idna')
      await expect(page.getByTestId('url-hostnameUnicode')).toHaveText('bücher.example');
      await expect(page.getByTestId('url-port')).toHaveText('8443');
      await expect(page.getByTestId('url-segments').locator('li')).toHaveText(['a b', '中文', '∅']);
      await expect(page.getByTestId('url-hashDecoded')).toHaveText('frag ment');
      const params = page.getByTestId('url-param');
      await expect(params).toHaveCount(3);
      await expect(page.getByLabel(`${m.value} 1`)).toHaveValue('café');
      await expect(page.getByLabel(`${m.value} 2`)).toHaveValue('1 2');
      await page.getByLabel(`${m.value} 1`).fill('a&b c');
      await page.getByRole('button', { name: fill(m.removeParam, 3) }).click();
      await page.getByLabel(m.fields.hostnameUnicode, { exact: true }).fill('中文.com');
      // python3: '中文.com'.encode('idna') -> xn--fiq228c.com; urlencode([('q','a&b c'),('x','1 2')])
      const built = 'https://us%20er:p%40ss@xn--fiq228c.com:8443/a%20b/%E4%B8%AD%E6%96%87/?q=a%26b+c&x=1+2#frag%20ment';
      await expect(page.getByLabel(m.built)).toHaveValue(built);
      await page.getByRole('button', { name: m.use }).click();
      await expect(page.getByRole('textbox', { name: m.input, exact: true })).toHaveValue(built);

      await page.getByRole('textbox', { name: m.input, exact: true }).fill('https://example.com:99999/');
      await expect(page.getByRole('alert')).toHaveText(m.invalid);
      await page.getByRole('textbox', { name: m.input, exact: true }).fill('example.com/x');
      await expect(page.getByRole('alert')).toHaveText(`${m.invalid} ${m.noScheme}`);
      // encodeURIComponent as node gives it for the same text
      await page.getByLabel(m.codecInput).fill('café & 中文/?');
      await expect(page.getByLabel(m.encoded)).toHaveValue(encodeURIComponent('café & 中文/?'));
      w.check();
    });
  }
});
