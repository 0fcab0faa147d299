import { expect, type Page } from '@playwright/test';
import { type Lang, setLang, test, watchProblems } from './support.ts';

// Issue 19 item 5: 200 KB of nested arrays took /jsonformat to the error screen (the pretty-printed
// output would have been 20 GB). Nesting past 1,000 levels (MAX_JSON_DEPTH, decision 0045) is refused
// with a message beside the field; the input stays as typed.

const input = (page: Page) => page.locator('#json-input');
const output = (page: Page) => page.locator('#json-output');

async function open(page: Page, lang: Lang = 'en_US') {
  await setLang(page.context(), test.info().project.use.baseURL, lang);
  const watch = await watchProblems(page);
  await page.goto('/jsonformat');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => document.querySelector('#json-input') !== null);
  return watch;
}

async function paste(page: Page, text: string) {
  await input(page).click();
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('ControlOrMeta+V');
}

const nest = (d: number) => `${'['.repeat(d)}1${']'.repeat(d)}`;

test('200 KB of nesting gets a message beside the field, not the error screen', async ({ page }) => {
  const watch = await open(page);
  const deep = nest(100_000);
  await paste(page, deep);
  await expect(page.locator('#json-error')).toContainText(
    'Nested too deeply: arrays and objects may be nested at most 1000 levels deep, and this one goes deeper at line 1, column 1001.',
  );
  // neither the tool's error boundary nor the error screen
  await expect(page.getByText('Something in this tool went wrong')).toHaveCount(0);
  await expect(page.getByText('Unknown error')).toHaveCount(0);
  await expect(input(page)).toHaveValue(deep);
  // no output pretending to be a result
  await expect(output(page)).toHaveCount(0);
  // within the limit the same page formats it
  await paste(page, nest(1000));
  await expect(output(page)).toHaveValue(/^\[\n {2}\[\n {4}\[/);
  await expect(page.locator('#json-error')).not.toContainText('Nested');
  watch.check();
});

test('the depth message reads in Chinese', async ({ page }) => {
  const watch = await open(page, 'zh_Hans_CN');
  await paste(page, nest(1001));
  await expect(page.locator('#json-error')).toContainText('嵌套过深：数组和对象最多可嵌套 1000 层');
  watch.check();
});
