import { createServer, type Server } from 'node:http';
import { expect } from '@playwright/test';
import { languageMessages } from '../app/tools/language/language.messages.ts';
import { gotoHydrated, LANGS, setLang, test, watchProblems } from './support.ts';

test.describe('/chscht', () => {
  for (const lang of LANGS) {
    test(`converts phrase by phrase and marks multi-form characters (${lang})`, async ({ page, context, baseURL }) => {
      const m = languageMessages[lang].chscht;
      await setLang(context, baseURL, lang);
      const w = await watchProblems(page);
      await page.goto('/chscht');
      const input = page.getByLabel(m.input, { exact: true });
      const output = page.getByTestId('chscht-output');
      await input.fill('太后的头发很干燥。');
      // Default target: Taiwan characters (s2tw). OpenCC's own test case_017 for s2t gives the same text.
      await expect(output).toHaveText('太后的頭髮很乾燥。');
      await expect(output.locator('mark')).toHaveText(['后', '髮', '乾']);
      await expect(page.getByTestId('chscht-found')).toContainText('发');

      await page.getByLabel(m.conversion).selectOption('s2twp');
      await input.fill('软件和鼠标');
      await expect(output).toHaveText('軟體和滑鼠');

      await page.locator('summary', { hasText: m.custom }).click();
      const custom = page.getByLabel(m.customLabel);
      await custom.fill('软件 = 軟件');
      await expect(output).toHaveText('軟件和滑鼠');
      await custom.fill('软件 = 軟件\n只有一个词');
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(input).toHaveValue('软件和鼠标');
      await custom.fill('');
      await expect(output).toHaveText('軟體和滑鼠');

      await page.getByRole('button', { name: m.swap }).click();
      await expect(page.getByLabel(m.conversion)).toHaveValue('tw2sp');
      await expect(input).toHaveValue('軟體和滑鼠');
      await expect(output).toHaveText('软件和鼠标');
      w.check();
    });
  }

  const WORKER_FAILED = [
    ['en_US', 'could not start its background worker'],
    ['zh_Hans_CN', '无法启动后台计算线程'],
  ] as const;
  for (const [lang, message] of WORKER_FAILED) {
    test(`when the worker script cannot load, it says so and keeps the text (${lang})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const m = languageMessages[lang].chscht;
      // a stale tab after a deploy: the worker's script answers 404
      await page.route(/chscht\.worker.*\.js/, (r) => r.fulfill({ status: 404 }));
      await setLang(context, baseURL, lang);
      const w = await watchProblems(page);
      await page.goto('/chscht');
      const input = page.getByLabel(m.input, { exact: true });
      await input.fill('太后的头发很干燥。');
      await expect(page.getByTestId('worker-failed')).toContainText(message);
      // neither a result nor an endless "loading" where the result goes
      const output = page.getByTestId('chscht-output');
      await expect(output).toHaveText('');
      await expect(output).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByText(m.loading)).toHaveCount(0);
      await expect(page.getByRole('button', { name: m.swap })).toBeDisabled();
      await expect(input).toHaveValue('太后的头发很干燥。');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(w.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    });
  }

  test('the page starts its worker when the text field takes focus, not as it loads; then converts (zh_Hant_HK)', async ({
    page,
    context,
    baseURL,
  }) => {
    const m = languageMessages.zh_Hant_HK.chscht;
    await setLang(context, baseURL, 'zh_Hant_HK');
    const w = await watchProblems(page);
    let workers = 0;
    page.on('worker', (worker) => {
      if (worker.url().includes('chscht.worker')) workers++;
    });
    await gotoHydrated(page, '/chscht');
    const output = page.getByTestId('chscht-output');
    // the empty text's conversion is the empty text: nothing loading, nothing to swap
    await expect(output).toHaveText('');
    await expect(output).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByText(m.loading)).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(workers).toBe(0);
    const input = page.getByLabel(m.input, { exact: true });
    await input.focus();
    await expect.poll(() => workers).toBe(1);
    await input.fill('头发');
    await expect(output).toHaveText('頭髮');
    w.check();
  });

  test('乾隆 stays 乾隆 going to Simplified', async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, 'en_US');
    await page.goto('/chscht');
    await page.getByLabel('Conversion').selectOption('t2s');
    await page.getByLabel('Chinese text', { exact: true }).fill('乾隆皇帝的頭髮');
    await expect(page.getByTestId('chscht-output')).toHaveText('乾隆皇帝的头发');
  });
});

/**
 * A stand-in for Microsoft Translator v3 on port 3179. A site started with
 * TRANSLATOR_KEY=e2e-key TRANSLATOR_ENDPOINT=http://127.0.0.1:3179 translates through it; a site without
 * a key must say that the translator is not set up.
 */
let mock: Server | null = null;
test.beforeAll(async () => {
  mock = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      res.setHeader('Content-Type', 'application/json');
      if (url.pathname === '/languages') {
        res.end(
          JSON.stringify({
            translation: {
              en: { name: 'English', nativeName: 'English', dir: 'ltr' },
              fr: { name: 'French', nativeName: 'Français', dir: 'ltr' },
              'zh-Hans': { name: 'Chinese Simplified', nativeName: '中文 (简体)', dir: 'ltr' },
            },
          }),
        );
        return;
      }
      if (req.headers['ocp-apim-subscription-key'] !== 'e2e-key') {
        res.statusCode = 401;
        res.end(JSON.stringify({ error: { code: 401000, message: 'bad key' } }));
        return;
      }
      const text = (JSON.parse(body) as { Text: string }[])[0]?.Text ?? '';
      const to = url.searchParams.get('to');
      const from = url.searchParams.get('from');
      res.end(
        JSON.stringify([
          {
            ...(from ? {} : { detectedLanguage: { language: 'en', score: 1 } }),
            translations: [{ text: `${to}:${text.split('').reverse().join('')}`, to }],
          },
        ]),
      );
    });
  });
  await new Promise<void>((resolve) => {
    mock?.once('error', () => resolve()); // port taken: another worker runs it
    mock?.listen(3179, '127.0.0.1', () => resolve());
  });
});
test.afterAll(async () => {
  await new Promise((r) => (mock?.listening ? mock.close(r) : r(null)));
});

test.describe('/microsofttranslate', () => {
  for (const lang of LANGS) {
    test(`works when configured, or says it is not set up (${lang})`, async ({ page, context, baseURL, request }) => {
      const m = languageMessages[lang].translate;
      await setLang(context, baseURL, lang);
      const probe = await request.get('/api/translate?ui=en');
      const w = await watchProblems(page);
      await page.goto('/microsofttranslate');
      if (probe.status() === 503) {
        expect((await probe.json()).code).toBe('TRANSLATOR_NOT_CONFIGURED');
        await expect(page.getByRole('alert')).toHaveText(m.errors.TRANSLATOR_NOT_CONFIGURED);
        w.check();
        return;
      }
      const input = page.getByLabel(m.input);
      await input.fill('hello');
      await expect(page.getByText('5 / 10,000')).toBeVisible();
      await page.getByLabel(m.target, { exact: true }).selectOption('fr');
      await page.getByRole('button', { name: m.translate, exact: true }).click();
      await expect(page.getByLabel(m.output)).toHaveValue('fr:olleh');
      await expect(page.getByTestId('detected')).toBeVisible();
      await page.getByRole('button', { name: m.swap }).click();
      await expect(page.getByLabel(m.source)).toHaveValue('fr');
      await expect(page.getByLabel(m.target, { exact: true })).toHaveValue('en');
      await expect(input).toHaveValue('fr:olleh');
      await input.press('Control+Enter');
      await expect(page.getByLabel(m.output)).toHaveValue('en:hello:rf');
      w.check();
    });
  }

  test('shows the rate-limit message with the wait (server answer stubbed)', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const probe = await request.get('/api/translate?ui=en');
    test.skip(probe.status() === 503, 'needs a configured translator');
    await setLang(context, baseURL, 'en_US');
    await page.route('**/api/translate', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            contentType: 'application/json',
            body: '{"code":"RATE_LIMITED","retryAfter":42}',
          })
        : route.fallback(),
    );
    await page.goto('/microsofttranslate');
    await page.getByLabel('Text to translate').fill('hello');
    await page.getByRole('button', { name: 'Translate', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Too many translations from your address in the last minute. Try again in 42 s.',
    );
    await expect(page.getByLabel('Text to translate')).toHaveValue('hello');
  });
});
