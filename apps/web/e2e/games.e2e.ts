import { expect, test } from '@playwright/test';
import { gamesMessages } from '../app/tools/games/games.messages.ts';
import { LANGS, setLang, watchProblems } from './support.ts';

test.describe('/tetris', () => {
  for (const lang of LANGS) {
    test(`plays: hard drops score, pause, game over keeps the best (${lang})`, async ({ page, context, baseURL }) => {
      const m = gamesMessages[lang].tetris;
      await setLang(context, baseURL, lang);
      const w = await watchProblems(page);
      await page.goto('/tetris');
      await page.getByRole('button', { name: m.start, exact: true }).click();
      const score = page.getByTestId('tetris-score');
      await expect(score).toHaveText('0');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
      // A hard drop from the spawn row scores 2 points per row: at least 30 on an empty 20-row field.
      await expect.poll(async () => Number(await score.textContent())).toBeGreaterThanOrEqual(30);
      await page.keyboard.press('p');
      await expect(page.getByRole('status').filter({ hasText: m.paused })).toBeVisible();
      const paused = await score.textContent();
      await page.waitForTimeout(300);
      await expect(score).toHaveText(paused ?? '');
      await page.getByRole('button', { name: m.resume }).first().click();
      await page.getByTestId('tetris-area').focus();
      for (let i = 0; i < 60; i++) {
        if (await page.getByText(m.gameOver).isVisible()) break;
        await page.keyboard.press('Space');
      }
      await expect(page.getByText(m.gameOver)).toBeVisible();
      const final = Number(await score.textContent());
      await expect(page.getByTestId('tetris-best')).toHaveText(String(final));
      await page.reload();
      await expect(page.getByTestId('tetris-best')).toHaveText(String(final));
      w.check();
    });
  }

  test('holds a piece and shows five next pieces', async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, 'en_US');
    await page.goto('/tetris');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const next = page.getByTestId('tetris-next');
    await expect(next).toHaveAttribute('aria-label', /^Next: [IOTSZJL]( [IOTSZJL]){4}$/);
    const first = (await next.getAttribute('aria-label'))?.split(' ')[1];
    await page.keyboard.press('c');
    await expect(page.getByRole('img', { name: /^Hold: [IOTSZJL]$/ })).toBeVisible();
    await page.keyboard.press('Space');
    // After the hold took the first queued piece into play and it dropped, the queue moved on by two.
    await expect(next).not.toHaveAttribute('aria-label', new RegExp(`^Next: ${first} `));
  });

  test('touch buttons play on a phone', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, hasTouch: true });
    await setLang(context, baseURL, 'en_US');
    const page = await context.newPage();
    await page.goto('/tetris');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Move left' }).tap();
    await page.getByRole('button', { name: 'Rotate clockwise' }).tap();
    await page.getByRole('button', { name: 'Hard drop' }).tap();
    await expect.poll(async () => Number(await page.getByTestId('tetris-score').textContent())).toBeGreaterThan(0);
    await context.close();
  });
});

test.describe('/life', () => {
  for (const lang of LANGS) {
    test(`imports a glider, steps its period, exports it again (${lang})`, async ({ page, context, baseURL }) => {
      const m = gamesMessages[lang].life;
      await setLang(context, baseURL, lang);
      const w = await watchProblems(page);
      await page.goto('/life');
      await page.getByLabel(m.rleInput).fill('#N Glider\nx = 3, y = 3, rule = B3/S23\nbo$2bo$3o!');
      await page.getByRole('button', { name: m.import, exact: true }).click();
      await expect(page.getByTestId('life-population')).toHaveText('5');
      await expect(page.getByTestId('life-generation')).toHaveText('0');
      for (let i = 0; i < 4; i++) await page.getByRole('button', { name: m.step, exact: true }).click();
      await expect(page.getByTestId('life-generation')).toHaveText('4');
      await expect(page.getByTestId('life-population')).toHaveText('5');
      await page.getByRole('button', { name: m.export }).click();
      await expect(page.getByTestId('life-rle-out')).toHaveValue('x = 3, y = 3, rule = B3/S23\nbo$2bo$3o!\n');

      await page.getByLabel(m.rleInput).fill('x = 3, y = 3\nbo$2bq$3o!');
      await page.getByRole('button', { name: m.import, exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      w.check();
    });
  }

  test('draws with the pointer, plays and pauses, and runs HighLife', async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, 'en_US');
    const w = await watchProblems(page);
    await page.goto('/life');
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByTestId('life-population')).toHaveText('0');
    const canvas = page.getByTestId('life-canvas');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByTestId('life-population')).toHaveText('1');
    await page.mouse.move(box.x + 100, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 200, box.y + 100, { steps: 5 });
    await page.mouse.up();
    await expect.poll(async () => Number(await page.getByTestId('life-population').textContent())).toBeGreaterThan(10);

    await page.getByLabel('Rule').selectOption('highLife');
    await page.getByLabel('Pattern', { exact: true }).selectOption('rPentomino');
    await page.getByRole('button', { name: 'Load (clears the board)' }).click();
    await expect(page.getByTestId('life-population')).toHaveText('5');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => Number(await page.getByTestId('life-generation').textContent())).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    // The counters refresh five times a second; after that, a paused board stays where it is.
    await page.waitForTimeout(300);
    const gen = await page.getByTestId('life-generation').textContent();
    await page.waitForTimeout(400);
    await expect(page.getByTestId('life-generation')).toHaveText(gen ?? '');
    w.check();
  });

  test('a 1024 × 768 board steps in the worker', async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, 'en_US');
    const w = await watchProblems(page);
    await page.goto('/life');
    await page.getByLabel('Board size').selectOption('1024x768');
    await page.getByRole('button', { name: 'Random fill' }).click();
    await expect
      .poll(async () => Number(await page.getByTestId('life-population').textContent()))
      .toBeGreaterThan(100_000);
    await page.getByLabel('Speed').fill('7');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect.poll(async () => Number(await page.getByTestId('life-generation').textContent())).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    w.check();
  });

  test('a worker that cannot load: the message shows, the board stays, play stops (zh_Hant_HK)', async ({
    page,
    context,
    baseURL,
  }) => {
    const m = gamesMessages.zh_Hant_HK.life;
    await setLang(context, baseURL, 'zh_Hant_HK');
    // A stale tab after a deploy: the worker's script answers 404.
    await page.route(/life\.worker.*\.js/, (r) => r.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/life');
    await page.getByLabel(m.size).selectOption('1024x768');
    await page.getByRole('button', { name: m.random }).click();
    await expect
      .poll(async () => Number(await page.getByTestId('life-population').textContent()))
      .toBeGreaterThan(100_000);
    const population = await page.getByTestId('life-population').textContent();
    await page.getByRole('button', { name: m.play, exact: true }).click();
    await expect(page.getByTestId('worker-failed')).toContainText('重新載入頁面');
    await expect(page.getByRole('button', { name: m.play, exact: true })).toBeVisible();
    await expect(page.getByTestId('life-generation')).toHaveText('0');
    await expect(page.getByTestId('life-population')).toHaveText(population ?? '');
  });
});
