import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { fmt, fmtJoined } from '../app/i18n/define.ts';
import { LOCALE_PREFIX } from '../app/i18n/locales.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { opNames } from '../app/tools/recipe/ops.names.ts';
import { recipeMessages } from '../app/tools/recipe/recipe.messages.ts';
import { PIPELINE_MIN } from '../app/tools/recipe/recipe.pipeline.ts';
import { DETECT_FILE_SAMPLE } from '../app/tools/recipe/recipe.protocol.ts';
import { PREVIEW_BYTES } from '../app/tools/recipe/recipe.run.ts';
import { type Lang, setLang, test, waitForTool, watchProblems } from './support.ts';

// Detect over a file on /recipe (issue 41): the page judges the file by its start (a slice read in the
// Detect worker) and a proposal it makes runs over the whole file.

async function open(page: Page, lang: Lang) {
  const w = await watchProblems(page);
  await page.goto(`/${LOCALE_PREFIX[lang]}/recipe`);
  await waitForTool(page);
  return w;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a gzip file picked by the file input gets Gunzip proposed from its start, and the proposal gunzips the whole file (en_US, zh_Hans_CN)', async ({
  page,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'recipe-file-e2e-'));
  try {
    // Python's gzip module writes the file: 6000 lines of SHA-256 hex (about 390 KB of text, about 210 KB
    // gzipped: longer than the slice Detect reads, so only its start is judged)
    const file = join(dir, 'lines.txt.gz');
    execFileSync('python3', [
      '-c',
      `import gzip, hashlib, sys
text = ''.join(hashlib.sha256(str(i).encode()).hexdigest() + '\\n' for i in range(6000))
open(sys.argv[1], 'wb').write(gzip.compress(text.encode()))`,
      file,
    ]);
    // GNU gzip's own decompression of that file is what the page must show
    const expected = execFileSync('gzip', ['-dc', file], { encoding: 'utf8', maxBuffer: 16 << 20 });
    const gzSize = Number(execFileSync('stat', ['-c', '%s', file], { encoding: 'utf8' }));
    expect(gzSize).toBeGreaterThan(DETECT_FILE_SAMPLE);

    for (const lang of ['en_US', 'zh_Hans_CN'] as const) {
      const m = recipeMessages[lang];
      const names = opNames(lang);
      const w = await open(page, lang);
      await page.getByLabel(m.chooseFile).setInputFiles(file);
      await expect(page.getByTestId('recipe-input-file')).toContainText('lines.txt.gz');
      const first = page.getByTestId('recipe-suggestions').getByRole('listitem').first();
      await expect(first.getByRole('button')).toHaveAccessibleName(
        fmt(m.useProposal, { steps: names.gunzip?.name ?? '' }),
      );
      // its preview is the start of the text, and the page says the file was judged from its start
      await expect(first).toContainText(expected.slice(0, 40));
      await expect(page.getByTestId('recipe-suggestions-hint')).toHaveText(
        fmt(m.suggestionsFileHint, { kib: DETECT_FILE_SAMPLE / 1024 }),
      );
      await first.getByRole('button').click();
      await expect(page.getByTestId('recipe-step').locator('h3')).toHaveText([
        fmt(m.step, { n: 1, name: names.gunzip?.name ?? '' }),
      ]);
      // the file streamed through the step: the box shows the output's first 64 KiB (PREVIEW_BYTES) and
      // says so, and the download is the whole of it, byte for byte what gzip -dc writes
      await expect(page.getByTestId('recipe-output-note')).toHaveText(
        fmt(m.previewOnly, { shown: PREVIEW_BYTES, size: expected.length }),
      );
      await expect(page.getByRole('textbox', { name: m.output, exact: true })).toHaveValue(
        expected.slice(0, PREVIEW_BYTES),
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m.download, exact: true }).click(),
      ]);
      expect(readFileSync(await download.path()).equals(Buffer.from(expected))).toBe(true);
      w.check();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a file past PIPELINE_MIN runs its steps in stage workers and gives the digest node:crypto gives (zh_Hant_HK)', async ({
  page,
}) => {
  const lang = 'zh_Hant_HK';
  const m = recipeMessages[lang];
  const dir = mkdtempSync(join(tmpdir(), 'recipe-file-e2e-'));
  try {
    // base64 (Buffer) of a gzip (node:zlib) of hex text: a file past PIPELINE_MIN, so three threads run it
    const text = Buffer.from(randomBytes(7 << 20).toString('hex'));
    const file = join(dir, 'in.b64');
    writeFileSync(file, gzipSync(text).toString('base64'));
    expect(statSync(file).size).toBeGreaterThanOrEqual(PIPELINE_MIN);
    const w = await open(page, lang);
    const stages = new Set<string>();
    page.on('worker', (worker) => {
      if (worker.url().includes('recipe-stage')) stages.add(worker.url());
    });
    await page.getByLabel(m.chooseFile).setInputFiles(file);
    await page.evaluate(() => {
      window.location.hash = 'from-base64,gunzip,sha256';
    });
    await expect(page.getByRole('textbox', { name: m.output, exact: true })).toHaveValue(
      createHash('sha256').update(text).digest('hex'),
      { timeout: 30_000 },
    );
    // the stage workers were started (from the recipe worker)
    expect(stages.size).toBeGreaterThan(0);
    w.check();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a gzip file past PIPELINE_MIN whose CRC-32 is wrong, or that holds a second member, fails at Gunzip with its message (zh_Hans_CN)', async ({
  page,
}) => {
  const lang = 'zh_Hans_CN';
  const m = recipeMessages[lang];
  const message = fmtJoined(errorMessages[lang].INVALID_COMPRESSED, { format: 'gzip' });
  const dir = mkdtempSync(join(tmpdir(), 'recipe-file-e2e-'));
  try {
    // node:zlib's gzip of hex text, past PIPELINE_MIN, so a stage worker gunzips it: once with its CRC-32
    // changed (GNU gzip -t refuses it), once followed by a second member (which the engine has never taken:
    // the browser's DecompressionStream refuses it too, Node's takes it)
    const text = Buffer.from(randomBytes(8 << 20).toString('hex'));
    const gz = gzipSync(text);
    const badCrc = Buffer.from(gz);
    badCrc[badCrc.length - 8] = (badCrc[badCrc.length - 8] as number) ^ 1;
    const files = { crc: join(dir, 'crc.gz'), two: join(dir, 'two.gz') };
    writeFileSync(files.crc, badCrc);
    writeFileSync(files.two, Buffer.concat([gz, gzipSync(Buffer.from('more'))]));
    expect(() => execFileSync('gzip', ['-t', files.crc], { stdio: 'pipe' })).toThrow();
    expect(statSync(files.crc).size).toBeGreaterThanOrEqual(PIPELINE_MIN);
    for (const file of [files.crc, files.two]) {
      const w = await open(page, lang);
      await page.getByLabel(m.chooseFile).setInputFiles(file);
      await page.evaluate(() => {
        window.location.hash = 'gunzip,sha256';
      });
      await expect(page.getByTestId('recipe-step-error')).toHaveText(
        fmt(m.failedAt, { n: 1, name: opNames(lang).gunzip?.name ?? '', message }),
        { timeout: 30_000 },
      );
      w.check();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.describe('a stage worker that cannot load', () => {
  // A service worker would answer the stage's script before page.route sees it.
  test.use({ serviceWorkers: 'block' });

  test('the page says its workers could not start (zh_Hans_CN), not that the tool has a bug, and keeps the file', async ({
    page,
    context,
    baseURL,
  }) => {
    await setLang(context, baseURL, 'zh_Hans_CN');
    const m = recipeMessages.zh_Hans_CN;
    // the recipe worker loads, but the stage workers it starts for a file past PIPELINE_MIN ask the server
    // for a script it does not have (404), as after a deploy (page.route does not see a worker's own
    // workers' requests: the recipe worker's script is changed to name a missing stage script)
    let stageNamed = 0;
    await page.route(/\/recipe\.worker.*\.js/, async (r) => {
      const original = await r.fetch();
      const body = (await original.text()).replace(/recipe-stage\.worker-[\w-]+\.js/g, () => {
        stageNamed++;
        return 'recipe-stage.worker-gone.js';
      });
      await r.fulfill({ response: original, body });
    });
    const w = await open(page, 'zh_Hans_CN');
    await page.evaluate(() => {
      window.location.hash = 'to-hex,from-hex,sha256';
    });
    await page.getByLabel(m.chooseFile).setInputFiles({
      name: 'stage.bin',
      mimeType: 'application/octet-stream',
      buffer: randomBytes(PIPELINE_MIN + 1024),
    });
    await expect(page.getByTestId('worker-failed')).toContainText('此工具无法启动后台计算线程');
    expect(stageNamed).toBeGreaterThan(0);
    await expect(page.getByTestId('recipe-input-file')).toContainText('stage.bin');
    await expect(page.getByRole('textbox', { name: m.output, exact: true })).toHaveValue('');
    w.check();
  });
});
