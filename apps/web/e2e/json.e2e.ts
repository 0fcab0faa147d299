import { expect, type Page } from '@playwright/test';
import { type Lang, SMOKE, setLang, test, watchProblems } from './support.ts';

const input = (page: Page) => page.locator('#json-input');
const output = (page: Page) => page.locator('#json-output');
const tree = (page: Page) => page.getByRole('tree');

async function open(page: Page, lang: Lang = 'en_US') {
  await setLang(page.context(), test.info().project.use.baseURL, lang);
  const watch = await watchProblems(page);
  await page.goto('/jsonformat');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // hydrated: the client-only worker hook answers once React has attached
  await page.waitForFunction(() => document.querySelector('#json-input') !== null);
  return watch;
}

/** Pastes through the real clipboard, as a visitor does. */
async function paste(page: Page, text: string) {
  await input(page).click();
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

test('formats pasted JSON keeping 64-bit ids and long decimals digit for digit', SMOKE, async ({ page }) => {
  const watch = await open(page);
  await paste(page, '{"id":12345678901234567890,"p":0.1000000000000000055511151231257827,"b":[1,{"c":null}]}');
  await expect(output(page)).toHaveValue(
    '{\n  "id": 12345678901234567890,\n  "p": 0.1000000000000000055511151231257827,\n  "b": [\n    1,\n    {\n      "c": null\n    }\n  ]\n}',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Valid JSON' })).toContainText('7 values');
  watch.check();
});

test('minifies, indents with 4 spaces or tabs, and sorts keys on request', async ({ page }) => {
  const watch = await open(page);
  await input(page).fill('{ "b": 1, "a": [ 1.50, 2 ] }');
  await expect(output(page)).toHaveValue('{\n  "b": 1,\n  "a": [\n    1.50,\n    2\n  ]\n}');
  await page.getByLabel('Indent').selectOption('4');
  await expect(output(page)).toHaveValue('{\n    "b": 1,\n    "a": [\n        1.50,\n        2\n    ]\n}');
  await page.getByLabel('Indent').selectOption('tab');
  await expect(output(page)).toHaveValue('{\n\t"b": 1,\n\t"a": [\n\t\t1.50,\n\t\t2\n\t]\n}');
  await page.getByLabel('Sort keys').check();
  await expect(output(page)).toHaveValue('{\n\t"a": [\n\t\t1.50,\n\t\t2\n\t],\n\t"b": 1\n}');
  await page.getByLabel('Output').selectOption('minify');
  await expect(output(page)).toHaveValue('{"a":[1.50,2],"b":1}');
  // the options live in the fragment, so a link reproduces them
  expect(page.url()).toContain('mode=minify');
  watch.check();
});

test('shows the first error with line, column and a marker, then repairs on request', async ({ page }) => {
  const watch = await open(page);
  const bad = "{\n  // owner\n  name: 'Ada',\n  admin: True,\n  tags: ['a', 'b',],\n}";
  await input(page).fill(bad);
  const alert = page.locator('#json-error');
  await expect(alert).toContainText('Not valid JSON at line 2, column 3');
  await expect(page.getByTestId('json-error-marker')).toContainText('// owner');
  await expect(page.getByTestId('json-error-marker')).toContainText('^');
  await page.getByRole('button', { name: 'Show in the input' }).click();
  await expect(input(page)).toBeFocused();
  expect(await input(page).evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(4);
  // the visitor's text is untouched
  await expect(input(page)).toHaveValue(bad);

  await page.getByRole('button', { name: 'Try to fix it' }).click();
  await expect(page.getByLabel('Fix common mistakes')).toBeChecked();
  await expect(output(page)).toHaveValue(
    '{\n  "name": "Ada",\n  "admin": true,\n  "tags": [\n    "a",\n    "b"\n  ]\n}',
  );
  await expect(page.getByText('Repairs made (10):')).toBeVisible();
  await expect(page.getByText('line 2, column 3: removed a comment')).toBeVisible();
  await expect(page.getByText('line 5, column 18: removed a trailing comma')).toBeVisible();
  await expect(input(page)).toHaveValue(bad);
  watch.check();
});

test('the tree collapses, expands to a depth, searches and copies paths', SMOKE, async ({ page }) => {
  const watch = await open(page);
  await input(page).fill(
    '{"users":[{"name":"Ada","id":1},{"name":"Linus","id":2},{"name":"Grace","roles":{"admin":true}}]}',
  );
  const t = tree(page);
  await expect(t.getByRole('treeitem')).toHaveCount(5); // depth 2 by default: root, users, 3 items
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(t.getByRole('treeitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(t.getByRole('treeitem')).toHaveCount(12);
  await page.getByLabel('Expand to depth').selectOption('1');
  await expect(t.getByRole('treeitem')).toHaveCount(2);
  await expect(t.getByRole('treeitem').nth(1)).toContainText('3 items');

  await page.getByRole('searchbox', { name: 'Search keys and values' }).fill('admin');
  await expect(page.getByText('Matches: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Next match' }).click();
  await expect(page.getByText('Match 1 of 1')).toBeVisible();
  const hit = t.getByRole('treeitem', { selected: true });
  await expect(hit).toContainText('"admin":true');
  await hit.getByRole('button', { name: 'Copy path' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('$.users[2].roles.admin');

  // keyboard: up to the parent row, C copies its value
  await t.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('c');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('{\n  "admin": true\n}');
  await page.keyboard.press('Enter');
  await expect(t.getByRole('treeitem', { selected: true })).toHaveAttribute('aria-expanded', 'false');
  watch.check();
});

test('a 20 MB file is parsed off the main thread and only on-screen rows render', async ({ page }) => {
  test.setTimeout(180_000);
  const watch = await open(page);
  const records: string[] = [];
  let size = 0;
  for (let i = 0; size < 20_000_000; i++) {
    const r = `{"id":${10n ** 18n + BigInt(i) * 7919n},"name":"user-${i}","tags":["a","b"],"geo":[1.25,-2.5],"ok":true}`;
    records.push(r);
    size += r.length + 1;
  }
  const big = `[${records.join(',')}]`;
  const frames = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // counts animation frames for 1.5 s: a blocked main thread would give almost none
        let n = 0;
        const t0 = performance.now();
        const tick = () => {
          n++;
          if (performance.now() - t0 < 1500) requestAnimationFrame(tick);
          else resolve(n);
        };
        requestAnimationFrame(tick);
      }),
  );
  await page.locator('input[type=file]').setInputFiles({
    name: 'big.json',
    mimeType: 'application/json',
    buffer: Buffer.from(big),
  });
  expect(await frames).toBeGreaterThan(20);
  await expect(page.getByText('big.json')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Valid JSON' })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/Showing the first/)).toBeVisible();
  await page.getByRole('button', { name: 'Expand all' }).click();
  const rendered = await tree(page).getByRole('treeitem').count();
  expect(rendered).toBeGreaterThan(10);
  expect(rendered).toBeLessThan(60);
  await tree(page).focus();
  await page.keyboard.press('End');
  await expect(tree(page).getByRole('treeitem', { selected: true })).toContainText('"ok":true');
  // search finds the last record, and its 19-digit id is exact in the tree
  const last = records.length - 1;
  await page.getByRole('searchbox', { name: 'Search keys and values' }).fill(`user-${last}`);
  await expect(page.getByText('Matches: 1')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Next match' }).click();
  await expect(tree(page).getByRole('treeitem', { selected: true })).toContainText(`"name":"user-${last}"`);
  await tree(page).focus();
  await page.keyboard.press('ArrowUp');
  await expect(tree(page).getByRole('treeitem', { selected: true })).toContainText(
    `"id":${10n ** 18n + BigInt(last) * 7919n}`,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('big.formatted.json');
  watch.check();
});

const LANG_CASES: [Lang, string, string, string][] = [
  ['zh_Hans_CN', 'JSON 无效，第 1 行第 4 列：这里应当是一个值（遇到了“]”）', '尝试修复', '已修复 1 处错误：'],
  ['zh_Hant_HK', 'JSON 無效，第 1 行第 4 欄：這裏應當是一個值（遇到了「]」）', '嘗試修正', '已修正 1 處錯誤：'],
  ['en_US', 'Not valid JSON at line 1, column 4: expected a value (found “]”)', 'Try to fix it', 'Repairs made (1):'],
];
for (const [lang, message, fix, fixed] of LANG_CASES) {
  test(`errors and repairs read in ${lang}`, async ({ page }) => {
    const watch = await open(page, lang);
    await input(page).fill('[1,]');
    await expect(page.locator('#json-error')).toContainText(message);
    await page.getByRole('button', { name: fix }).click();
    await expect(page.getByText(fixed)).toBeVisible();
    await expect(output(page)).toHaveValue('[\n  1\n]');
    watch.check();
  });
}

test('a dropped file is loaded into the input', async ({ page }) => {
  const watch = await open(page);
  const drop = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['{"dropped": [1, 2]}'], 'dropped.json', { type: 'application/json' }));
    return dt;
  });
  await input(page).dispatchEvent('drop', { dataTransfer: drop });
  await expect(input(page)).toHaveValue('{"dropped": [1, 2]}');
  await expect(output(page)).toHaveValue('{\n  "dropped": [\n    1,\n    2\n  ]\n}');
  watch.check();
});

test('a long run can be cancelled and the file stays loaded', async ({ page }) => {
  test.setTimeout(240_000);
  const watch = await open(page);
  const big = `[${Array.from({ length: 400_000 }, (_, i) => `{"n":${i},"s":"${'x'.repeat(80)}"}`).join(',')}]`;
  await page.locator('input[type=file]').setInputFiles({
    name: 'cancel-me.json',
    mimeType: 'application/json',
    buffer: Buffer.from(big),
  });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Stopped. Your input is still here.')).toBeVisible();
  await expect(page.getByText(/cancel-me\.json/)).toBeVisible();
  // changing an option runs it again
  await page.getByLabel('Output').selectOption('minify');
  await expect(page.getByRole('status').filter({ hasText: 'Valid JSON' })).toBeVisible({ timeout: 180_000 });
  watch.check();
});

const WORKER_FAILED: [Lang, string, string][] = [
  ['en_US', 'could not start its background worker', 'Reload the page'],
  ['zh_Hant_HK', '無法啟動背景運算執行緒', '重新載入頁面'],
];
for (const [lang, message, reload] of WORKER_FAILED) {
  test(`when the worker script cannot load, it says so and keeps the input (${lang})`, async ({ page }) => {
    // a stale tab after a deploy: the worker's script answers 404
    await page.route(/json\.worker.*\.js/, (r) => r.fulfill({ status: 404 }));
    const watch = await open(page, lang);
    await input(page).fill('{"keep": [1, 2]}');
    const failed = page.getByTestId('worker-failed');
    await expect(failed).toContainText(message);
    await expect(failed.getByRole('button', { name: reload })).toBeVisible();
    // no result pretending to be one, no busy bar left running, no error screen
    await expect(output(page)).toHaveCount(0);
    await expect(tree(page)).toHaveCount(0);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(input(page)).toHaveValue('{"keep": [1, 2]}');
    // typing on tries again and fails the same way, still without a crash
    await input(page).fill('[1]');
    await expect(failed).toBeVisible();
    await expect(output(page)).toHaveCount(0);
    expect(watch.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
  });
}

// Issue 20: "Try to fix it" repairs what visitors paste (a doubled comma, curly quotes, NaN, JSONP,
// NDJSON, text after the end), says each change, keeps big numbers exact, and says so when nothing
// could be fixed.
const REPAIR_CASES: [Lang, string, string, string, string][] = [
  [
    'en_US',
    'Try to fix it',
    'Repairs made (1):',
    'line 1, column 18: removed an extra comma',
    'Nothing could be fixed',
  ],
  ['zh_Hans_CN', '尝试修复', '已修复 1 处错误：', '第 1 行第 18 列：删除了多余的逗号', '无法自动修复'],
  ['zh_Hant_HK', '嘗試修正', '已修正 1 處錯誤：', '第 1 行第 18 欄：刪除了多餘的逗號', '無法自動修正'],
];
for (const [lang, fix, fixed, change, nothing] of REPAIR_CASES) {
  test(`"Try to fix it" repairs a doubled comma and says so, or says nothing could be fixed (${lang})`, async ({
    page,
  }) => {
    const watch = await open(page, lang);
    await input(page).fill('{"a":1,"b":[1, 2,, 3]}');
    await page.getByRole('button', { name: fix }).click();
    await expect(page.getByText(fixed)).toBeVisible();
    await expect(page.getByText(change)).toBeVisible();
    await expect(output(page)).toHaveValue('{\n  "a": 1,\n  "b": [\n    1,\n    2,\n    3\n  ]\n}');
    // nothing can mend a broken escape: the error stays, and the page says the repair found nothing
    await input(page).fill('["\\u12"]');
    await expect(page.getByTestId('json-repair-failed')).toContainText(nothing);
    await expect(output(page)).toHaveCount(0);
    watch.check();
  });
}

test('repairs curly quotes, NaN, JSONP, NDJSON and trailing text, keeping big numbers exact', async ({ page }) => {
  const watch = await open(page);
  await page.getByLabel('Fix common mistakes').check();
  await input(page).fill('cb({“id”: 12345678901234567890123, "x": NaN});');
  await expect(output(page)).toHaveValue('{\n  "id": 12345678901234567890123,\n  "x": "NaN"\n}');
  await expect(page.getByText('Repairs made (4):')).toBeVisible();
  await expect(page.getByText('line 1, column 1: removed “cb(”')).toBeVisible();
  await expect(page.getByText('line 1, column 5: changed ““id”” to “"id"”')).toBeVisible();
  await expect(page.getByText('line 1, column 41: changed “NaN” to “"NaN"”')).toBeVisible();

  await input(page).fill('{"a": 1}\n{"a": 2}');
  await expect(output(page)).toHaveValue('[\n  {\n    "a": 1\n  },\n  {\n    "a": 2\n  }\n]');
  await expect(page.getByText('line 2, column 1: added “,”')).toBeVisible();

  await input(page).fill('{"a": 1} <- that is the config');
  await expect(output(page)).toHaveValue('{\n  "a": 1\n}');
  await expect(page.getByText('removed the text after the end of the JSON: “<- that is the config”')).toBeVisible();

  // a word that names an Object method stays a word, never JavaScript source
  await input(page).fill('valueOf');
  await expect(output(page)).toHaveValue('"valueOf"');

  await input(page).fill('{"ok": true}');
  await expect(page.getByTestId('json-repair-none')).toBeVisible();
  watch.check();
});
