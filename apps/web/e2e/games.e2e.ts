import { expect, type Locator } from '@playwright/test';
import { contrastRatio } from '@tinkerbox/engine/qr';
import { gamesMessages } from '../app/tools/games/games.messages.ts';
import { gotoHydrated, LANGS, setLang, test, watchProblems } from './support.ts';

test.describe('/tetris', () => {
  for (const lang of LANGS) {
    test(`plays: hard drops score, pause, game over keeps the best (${lang})`, async ({ page, context, baseURL }) => {
      const m = gamesMessages[lang].tetris;
      await setLang(context, baseURL, lang);
      const w = await watchProblems(page);
      await gotoHydrated(page, '/tetris');
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
    await gotoHydrated(page, '/tetris');
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
    await gotoHydrated(page, '/tetris');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByRole('button', { name: 'Move left' }).tap();
    await page.getByRole('button', { name: 'Rotate clockwise' }).tap();
    await page.getByRole('button', { name: 'Hard drop' }).tap();
    await expect.poll(async () => Number(await page.getByTestId('tetris-score').textContent())).toBeGreaterThan(0);
    await context.close();
  });
});

/** The columns the falling piece covers, read from the board's accessible name ("... columns 4–6"). */
async function pieceColumns(board: Locator): Promise<[number, number]> {
  const label = (await board.getAttribute('aria-label')) ?? '';
  const m = /(\d+)–(\d+)\D*$/.exec(label);
  if (!m) throw new Error(`no piece columns in "${label}"`);
  return [Number(m[1]), Number(m[2])];
}

/** A one-finger stroke on the element, from its centre by (dx, dy) in CSS pixels, in `steps` moves. */
async function swipe(target: Locator, dx: number, dy: number, steps = 8) {
  const box = await target.boundingBox();
  if (!box) throw new Error('no box');
  const x0 = box.x + box.width / 2;
  const y0 = box.y + box.height / 3;
  const at = (x: number, y: number) => [{ identifier: 1, clientX: x, clientY: y }];
  await target.dispatchEvent('touchstart', {
    touches: at(x0, y0),
    changedTouches: at(x0, y0),
    targetTouches: at(x0, y0),
  });
  for (let i = 1; i <= steps; i++) {
    const p = at(x0 + (dx * i) / steps, y0 + (dy * i) / steps);
    await target.dispatchEvent('touchmove', { touches: p, changedTouches: p, targetTouches: p });
  }
  const end = at(x0 + dx, y0 + dy);
  await target.dispatchEvent('touchend', { touches: [], changedTouches: end, targetTouches: [] });
}

test.describe('/tetris on a 375 × 667 phone', () => {
  for (const lang of LANGS) {
    test(`board, stats and pad fit the first screen; swipes and taps play (${lang})`, async ({ browser, baseURL }) => {
      const m = gamesMessages[lang].tetris;
      const context = await browser.newContext({
        viewport: { width: 375, height: 667 },
        hasTouch: true,
        isMobile: true,
      });
      await setLang(context, baseURL, lang);
      const page = await context.newPage();
      const w = await watchProblems(page);
      // a page of its own context, not the test's: its goto does not wait for hydration by itself
      await gotoHydrated(page, '/tetris');
      const start = page.getByRole('button', { name: m.start, exact: true });
      // Start is on the first screen without scrolling.
      const sb = await start.boundingBox();
      expect(sb && sb.y + sb.height).toBeLessThanOrEqual(667);
      await start.tap();
      const board = page.getByTestId('tetris-board');
      await expect(board).toHaveAttribute('aria-label', /\d+–\d+/);
      // Everything a player needs is inside the viewport, below the fixed 60 px header.
      const inView = async (l: Locator) => {
        const b = await l.boundingBox();
        if (!b) throw new Error('not laid out');
        expect(b.y).toBeGreaterThanOrEqual(60);
        expect(b.y + b.height).toBeLessThanOrEqual(667);
      };
      await inView(board);
      await inView(page.getByTestId('tetris-score'));
      for (const name of Object.values(m.touch)) await inView(page.getByRole('button', { name, exact: true }));

      // Swipe left by about two and a half cells: the piece moves two columns.
      const [from] = await pieceColumns(board);
      const cell = ((await board.boundingBox())?.width ?? 0) / 10;
      await swipe(board, -2.5 * cell, 0);
      await expect.poll(async () => (await pieceColumns(board))[0]).toBe(from - 2);
      // Then right by one cell.
      await swipe(board, cell * 1.2, 0, 4);
      await expect.poll(async () => (await pieceColumns(board))[0]).toBe(from - 1);
      // A quick flick down hard-drops: a hard drop scores 2 a row, so the score rises past 20.
      await swipe(board, 0, 4 * cell, 3);
      await expect.poll(async () => Number(await page.getByTestId('tetris-score').textContent())).toBeGreaterThan(20);
      // A tap rotates clockwise: a piece other than O lies three or four columns wide at spawn, fewer after.
      await expect.poll(async () => (await pieceColumns(board))[0]).toBeGreaterThanOrEqual(4);
      const type = / ([IOTSZJL]) /.exec((await board.getAttribute('aria-label')) ?? '')?.[1];
      const [a, b] = await pieceColumns(board);
      await swipe(board, 0, 0, 1);
      if (type !== 'O') await expect.poll(async () => (await pieceColumns(board)).join()).not.toBe(`${a},${b}`);
      w.check();
      await context.close();
    });
  }
});

/** An element's computed text and background colours as sRGB bytes, read back from a canvas. */
async function colours(l: Locator): Promise<{ appearance: string; fg: number[]; bg: number[] }> {
  return l.evaluate((el) => {
    const cs = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const rgb = (c: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      if (a !== 255) throw new Error(`not opaque: ${c}`);
      return [r ?? 0, g ?? 0, b ?? 0];
    };
    return { appearance: cs.appearance, fg: rgb(cs.color), bg: rgb(cs.backgroundColor) };
  });
}

/** WCAG 2.x contrast ratio of two sRGB colours given as [r, g, b]: the engine's, as the QR tool uses it. */
const contrast = (a: number[], b: number[]) =>
  contrastRatio(
    ...([a, b].map((c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`) as [string, string]),
  );

test.describe('/tetris on 360 and 390 px wide phones', () => {
  for (const [width, height] of [
    [360, 740],
    [390, 844],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${width} × ${height}, ${colorScheme}: Hold and Next beside the board in view; a readable Start level`, async ({
        browser,
        baseURL,
      }) => {
        const context = await browser.newContext({
          viewport: { width, height },
          hasTouch: true,
          isMobile: true,
          colorScheme,
        });
        await setLang(context, baseURL, 'en_US');
        const page = await context.newPage();
        await gotoHydrated(page, '/tetris');

        // The select is drawn by the page (appearance none: WebKit's native control ignored the
        // background and showed light text on a light face), in colours that contrast, options too.
        const select = page.getByRole('combobox', { name: 'Start level' });
        const s = await colours(select);
        expect(s.appearance).toBe('none');
        expect(contrast(s.fg, s.bg)).toBeGreaterThanOrEqual(4.5);
        const o = await colours(select.locator('option').first());
        expect(contrast(o.fg, o.bg)).toBeGreaterThanOrEqual(4.5);

        await page.getByRole('button', { name: 'Start', exact: true }).tap();
        const board = page.getByTestId('tetris-board');
        await expect(board).toHaveAttribute('aria-label', /\d+–\d+/);
        const box = async (l: Locator) => {
          const b = await l.boundingBox();
          if (!b) throw new Error('not laid out');
          return b;
        };
        const bb = await box(board);
        // The dark area less its padding: what lies past it touches or leaves the game's edge.
        const areaBox = page.getByTestId('tetris-area');
        const a = await box(areaBox);
        const pad = await areaBox.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
        const [left, right] = [Math.max(0, a.x + pad) - 0.5, Math.min(width, a.x + a.width - pad) + 0.5];
        for (const l of [page.getByRole('img', { name: /^Hold:/ }), page.getByTestId('tetris-next')]) {
          const b = await box(l);
          // Inside the viewport (below the fixed 60 px header) and inside the game's dark area.
          expect(b.x).toBeGreaterThanOrEqual(left);
          expect(b.x + b.width).toBeLessThanOrEqual(right);
          expect(b.y).toBeGreaterThanOrEqual(60);
          expect(b.y + b.height).toBeLessThanOrEqual(height);
          // Not over the board.
          const apart =
            b.x >= bb.x + bb.width || b.x + b.width <= bb.x || b.y >= bb.y + bb.height || b.y + b.height <= bb.y;
          expect(apart).toBe(true);
        }
        expect(bb.x).toBeGreaterThanOrEqual(left);
        expect(bb.x + bb.width).toBeLessThanOrEqual(right);
        // Still playable: a hard drop scores.
        await page.getByRole('button', { name: 'Hard drop' }).tap();
        await expect.poll(async () => Number(await page.getByTestId('tetris-score').textContent())).toBeGreaterThan(0);
        await context.close();
      });
    }
  }
});

test.describe('/tetris after game over', () => {
  test('one Space after game over keeps the final score; a deliberate key after a pause starts again', async ({
    page,
    context,
    baseURL,
  }) => {
    await setLang(context, baseURL, 'zh_Hant_HK');
    const m = gamesMessages.zh_Hant_HK.tetris;
    await gotoHydrated(page, '/tetris');
    await page.getByRole('button', { name: m.start, exact: true }).click();
    const over = page.getByRole('status').filter({ hasText: m.gameOver });
    for (let i = 0; i < 80 && !(await over.isVisible()); i++) await page.keyboard.press('Space');
    await expect(over).toBeVisible();
    const score = await page.getByTestId('tetris-score').textContent();
    expect(Number(score)).toBeGreaterThan(0);
    // The hard drop that ended the game is followed by more presses at once: none starts a new game.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Space');
      await page.waitForTimeout(200);
    }
    await expect(over).toBeVisible();
    await expect(page.getByTestId('tetris-score')).toHaveText(score ?? '');
    await expect(page.getByTestId('tetris-final')).toHaveText(`最終得分：${score}`);
    // After a quiet second the overlay says how to go on, and Enter starts a new game.
    await expect(page.getByText(m.againHint)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(over).toBeHidden();
    await expect(page.getByTestId('tetris-score')).toHaveText('0');
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

  test('an idle board asks for no frame, and still redraws on a theme change, a key and a click (issue 37)', async ({
    page,
    context,
    baseURL,
  }) => {
    await setLang(context, baseURL, 'en_US');
    // Counts the animation frames the page asks for: an idle board drew (and rendered the tool) at 60 a second.
    await page.addInitScript(() => {
      const w = window as unknown as { frames_asked: number };
      w.frames_asked = 0;
      const ask = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (f) => {
        w.frames_asked++;
        return ask(f);
      };
    });
    const w = await watchProblems(page);
    await gotoHydrated(page, '/life');
    const canvas = page.getByTestId('life-canvas');
    await expect(page.getByTestId('life-population')).not.toHaveText('0');
    const asked = () => page.evaluate(() => (window as unknown as { frames_asked: number }).frames_asked);
    const picture = () => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
    // settled: two reads half a second apart that agree
    let before = -1;
    await expect
      .poll(async () => {
        const was = before;
        await page.waitForTimeout(500);
        before = await asked();
        return before - was;
      })
      .toBe(0);
    await page.waitForTimeout(1000);
    expect(await asked()).toBe(before);

    const light = await picture();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect.poll(picture).not.toBe(light);
    const dark = await picture();
    await canvas.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(picture).not.toBe(dark);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByTestId('life-population')).toHaveText('0');
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no canvas');
    const cleared = await picture();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.getByTestId('life-population')).toHaveText('1');
    await expect.poll(picture).not.toBe(cleared);
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
