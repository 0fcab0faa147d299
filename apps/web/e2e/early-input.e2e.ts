import { createCipheriv, createHash, createHmac } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { fmt } from '../app/i18n/define.ts';
import { cronMessages } from '../app/tools/devtools/cron.messages.ts';
import { regexMessages } from '../app/tools/devtools/regex.messages.ts';
import { URL_EXAMPLE } from '../app/tools/devtools/urlparser.logic.ts';
import { urlparserMessages } from '../app/tools/devtools/urlparser.messages.ts';
import { encodingMessages } from '../app/tools/encoding/encoding.messages.ts';
import { recipeMessages } from '../app/tools/recipe/recipe.messages.ts';
import { tools } from '../app/tools/registry.ts';
import { shellLive } from './ready.ts';
import { holdScripts, SMOKE, test, waitForShell, waitForTool, watchProblems } from './support.ts';

// Input typed before the page hydrates (issue 35 item 1): on a slow phone or link the server's HTML is
// there and usable long before the scripts arrive. Here the page's scripts are held back until the test
// has typed, then released; what was typed must still be in the fields once the page has hydrated, and
// the result must be computed from it. Expected values come from node:crypto and JSON, never the page.

/** Opens `path` with its scripts held back: the server's HTML only, nothing hydrated. */
async function openUnhydrated(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The module loader asks for the entry after the first paint: once it has, nothing can hydrate early.
  await expect.poll(scripts.asked).toBeGreaterThan(0);
  return {
    /** Releases the scripts and waits until every part of the page has hydrated. */
    hydrate: async () => {
      expect(await page.evaluate(shellLive)).toBe(false);
      scripts.release();
      await waitForShell(page);
      // The shell can be live before a tool's own parts are (html[data-ready="shell"]): wait for them too.
      await waitForTool(page);
    },
  };
}

const box = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name, exact: typeof name === 'string' });
/** Clicks a segment of a segmented radio group, as a visitor does (the radio itself is invisible). */
const pick = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();

const MESSAGE = 'typed before the scripts came: 早打的字 ✓';

test('/sha256 hashes the text typed before hydration', SMOKE, async ({ page }) => {
  const w = await watchProblems(page);
  const p = await openUnhydrated(page, '/sha256');
  const input = box(page, 'Text to hash');
  await input.fill(MESSAGE);
  await p.hydrate();
  await expect(input).toHaveValue(MESSAGE);
  await expect(box(page, /digest$/)).toHaveValue(createHash('sha256').update(MESSAGE).digest('hex'));
  w.check();
});

test('/hmacsha256 keeps the key and the message typed before hydration and MACs with both', SMOKE, async ({ page }) => {
  const w = await watchProblems(page);
  const p = await openUnhydrated(page, '/hmacsha256');
  const input = box(page, 'Text to hash');
  const key = box(page, 'Key');
  await input.fill(MESSAGE);
  await key.fill('Jefe, typed early');
  await p.hydrate();
  await expect(input).toHaveValue(MESSAGE);
  await expect(key).toHaveValue('Jefe, typed early');
  await expect(box(page, /digest$/)).toHaveValue(
    createHmac('sha256', 'Jefe, typed early').update(MESSAGE).digest('hex'),
  );
  w.check();
});

test('/base64 encodes the text typed before hydration', SMOKE, async ({ page }) => {
  const w = await watchProblems(page);
  const p = await openUnhydrated(page, '/base64');
  const input = box(page, 'Text to encode');
  await input.fill(MESSAGE);
  await p.hydrate();
  await expect(input).toHaveValue(MESSAGE);
  await expect(box(page, 'Base64')).toHaveValue(Buffer.from(MESSAGE).toString('base64'));
  w.check();
});

/** OpenSSL's EVP_BytesToKey with one iteration (openssl enc -md), the key and IV of a passphrase. */
function bytesToKey(md: string, pass: string, salt: Buffer, keyLength: number, ivLength: number) {
  let out = Buffer.alloc(0);
  let last = Buffer.alloc(0);
  while (out.length < keyLength + ivLength) {
    last = createHash(md)
      .update(Buffer.concat([last, Buffer.from(pass), salt]))
      .digest();
    out = Buffer.concat([out, last]);
  }
  return { key: out.subarray(0, keyLength), iv: out.subarray(keyLength, keyLength + ivLength) };
}

test(
  '/aes decrypts with the direction, the selects, the passphrase and the input set before hydration',
  SMOKE,
  async ({ page }) => {
    // openssl enc -d -aes-128-cbc -md sha256 -a reads this: "Salted__", the salt, the ciphertext.
    const pass = 'passphrase typed early';
    const salt = Buffer.from('0011223344556677', 'hex');
    const { key, iv } = bytesToKey('sha256', pass, salt, 16, 16);
    const c = createCipheriv('aes-128-cbc', key, iv);
    const sealed = Buffer.concat([Buffer.from('Salted__'), salt, c.update(MESSAGE), c.final()]).toString('base64');
    const w = await watchProblems(page);
    const p = await openUnhydrated(page, '/aes');
    await pick(page, 'Decrypt');
    await page.getByLabel('Key derivation').selectOption({ label: 'EVP_BytesToKey, SHA-256 (openssl enc default)' });
    await page.getByLabel('Key size').selectOption({ label: 'AES-128' });
    await box(page, 'Passphrase').fill(pass);
    await box(page, 'Input').fill(sealed);
    await p.hydrate();
    await expect(page.getByRole('radio', { name: 'Decrypt', exact: true })).toBeChecked();
    await expect(page.getByLabel('Key size').locator('option:checked')).toHaveText('AES-128');
    await expect(box(page, 'Passphrase')).toHaveValue(pass);
    await expect(box(page, 'Input')).toHaveValue(sealed);
    await expect(box(page, 'Output')).toHaveValue(MESSAGE);
    w.check();
  },
);

// A file chosen before hydration: the choose button is a label around the file input, so the browser's
// picker opens with no script, and the file was shown as chosen and never used (a rehearsal in Firefox
// waited two minutes on /recipe's output). Once the page is live it takes the file as if just chosen.
test('/zh-hans/recipe runs its steps over a file chosen before hydration', SMOKE, async ({ page }) => {
  const m = recipeMessages.zh_Hans_CN;
  const bytes = Buffer.from('chosen before the scripts came: 早选的文件 ✓\n'.repeat(500));
  const w = await watchProblems(page);
  const p = await openUnhydrated(page, '/zh-hans/recipe#sha256');
  await page.getByLabel(m.chooseFile).setInputFiles({ name: 'early.txt', mimeType: 'text/plain', buffer: bytes });
  await p.hydrate();
  await expect(page.getByRole('textbox', { name: m.output, exact: true })).toHaveValue(
    createHash('sha256').update(bytes).digest('hex'),
  );
  await expect(page.getByText('early.txt')).toBeVisible();
  w.check();
});

test('/pic2base64 encodes an image chosen before hydration', async ({ page }) => {
  const m = encodingMessages.en_US.pic;
  // a 1x1 PNG (encoding.e2e.ts's); the expected text is Node's base64 of its bytes
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    'base64',
  );
  const w = await watchProblems(page);
  const p = await openUnhydrated(page, '/pic2base64');
  await page.getByLabel(m.chooseLabel).setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: png });
  await p.hydrate();
  await expect(page.getByRole('textbox', { name: m.dataUri, exact: true })).toHaveValue(
    `data:image/png;base64,${png.toString('base64')}`,
  );
  w.check();
});

// A file dropped on a tool before hydration: the browser would open it in place of the page (and what was
// typed with it). The head's inline guard refuses the drop and keeps the file for the tool, which takes
// it once live, as a drop on the live page (platform.e2e.ts).
test(
  '/sha256 takes a file dropped on it before hydration, and the browser does not open it',
  SMOKE,
  async ({ page }) => {
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 13 + 5) & 0xff));
    const w = await watchProblems(page);
    const p = await openUnhydrated(page, '/sha256');
    const leftToBrowser = await box(page, /to hash/).evaluate(
      (el, data) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(data)], 'early.bin', { type: 'application/octet-stream' }));
        let left = true;
        for (const type of ['dragenter', 'dragover', 'drop'])
          left = el.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
        return left;
      },
      [...bytes],
    );
    expect(leftToBrowser, 'the drop was left to the browser, which opens the file').toBe(false);
    await p.hydrate();
    await expect(page.getByRole('radio', { name: 'Files' })).toBeChecked();
    await expect(page.getByTestId('file-result').locator('[data-algorithm="sha256"]')).toHaveText(
      createHash('sha256').update(bytes).digest('hex'),
    );
    w.check();
  },
);

test('a file dropped outside any tool before hydration is refused, not opened, and kept for no one', async ({
  page,
}) => {
  const p = await openUnhydrated(page, '/');
  const leftToBrowser = await page.locator('header').evaluate((el) => {
    const dt = new DataTransfer();
    dt.items.add(new File(['x'], 'x.txt', { type: 'text/plain' }));
    return el.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  });
  expect(leftToBrowser).toBe(false);
  await p.hydrate();
  expect(await page.evaluate(() => '__tinkerboxEarlyDrop' in window)).toBe(false);
});

// A tap on Copy before hydration (the server's button has no handler yet) copies once the page is live,
// as the header's early taps act (decision 0177); the tooltip says so only when the clipboard took it.
test('/md5: a tap on Copy before hydration copies the digest once the page is live', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const empty = createHash('md5').update('').digest('hex');
  const w = await watchProblems(page);
  const p = await openUnhydrated(page, '/md5');
  await expect(page.getByRole('textbox', { name: /digest$/ })).toHaveValue(empty);
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.getByRole('button', { name: 'Copy', exact: true }).first().click();
  await p.hydrate();
  await expect(page.getByRole('tooltip')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(empty);
  w.check();
});

// Two choices made before hydration are handed over in the same commit, one per control as it hydrates:
// each builder change must build on the one before it (the builder once kept only the last, from the
// expression it had rendered, and a rehearsal lost a field that way).
test('/cron keeps every builder choice made before hydration', async ({ page }) => {
  const m = cronMessages.en_US;
  const w = await watchProblems(page);
  const p = await openUnhydrated(page, '/en/cron');
  const how = (f: keyof typeof m.builderFields) =>
    page.getByRole('combobox', { name: fmt(m.mode, { field: m.builderFields[f] }), exact: true });
  await page.getByText(m.builder, { exact: true }).click();
  await how('minute').selectOption('every');
  await how('hour').selectOption('every');
  await p.hydrate();
  // the default */15 9-17 * * 1-5, minute and hour each made "every"
  await expect(box(page, m.expression)).toHaveValue('* * * * 1-5');
  await expect(how('minute')).toHaveValue('every');
  await expect(how('hour')).toHaveValue('every');
  w.check();
});

// Two flags ticked before hydration are handed over one after another in the same pass: the second must
// build on the first (the page set each from the flags it had rendered, and kept only the last).
test('/regex keeps the pattern, the text and both flags ticked before hydration, and matches with them', async ({
  page,
}) => {
  const m = regexMessages.en_US;
  const w = await watchProblems(page);
  const p = await openUnhydrated(page, '/en/regex');
  const text = 'AB\nab\nxx';
  await box(page, m.pattern).fill('^ab$');
  await box(page, m.text).fill(text);
  await page.getByLabel(m.flagNames.i).check();
  await page.getByLabel(m.flagNames.m).check();
  await p.hydrate();
  // the platform's own RegExp in Node, not the page
  const expected = [...text.matchAll(/^ab$/gim)].map((x) => x[0]);
  await expect(page.getByTestId('regex-highlight').locator('mark')).toHaveText(expected);
  await expect(page.getByLabel(m.flagNames.i)).toBeChecked();
  await expect(page.getByLabel(m.flagNames.m)).toBeChecked();
  await expect(page.getByLabel(m.flagNames.g)).toBeChecked();
  w.check();
});

test('/jsonformat formats the JSON typed before hydration, with the options chosen then', SMOKE, async ({ page }) => {
  const json = '{"typed":"early","n":[1,2,{"ok":true}],"a":null}';
  const sorted = { a: null, n: [1, 2, { ok: true }], typed: 'early' };
  const w = await watchProblems(page);
  const p = await openUnhydrated(page, '/jsonformat');
  await page.locator('#json-input').fill(json);
  await page.getByLabel('Indent').selectOption('4');
  await page.getByLabel('Sort keys').check();
  await p.hydrate();
  await expect(page.locator('#json-input')).toHaveValue(json);
  await expect(page.getByLabel('Sort keys')).toBeChecked();
  await expect(page.locator('#json-output')).toHaveValue(JSON.stringify(sorted, null, 4));
  w.check();
});

// The header before hydration: a click on its menu, search or language button, or its theme choice, is
// acted on once the page hydrates (the server's buttons have no handlers yet; the page used to drop them).
test('/zh-hans/urlparser keeps a part of the URL edited before hydration and builds the URL with it', async ({
  page,
}) => {
  const m = urlparserMessages.zh_Hans_CN;
  const w = await watchProblems(page);
  const p = await openUnhydrated(page, '/zh-hans/urlparser');
  const host = page.getByLabel(m.fields.hostnameUnicode, { exact: true });
  await host.fill('中文.com');
  await p.hydrate();
  await expect(host).toHaveValue('中文.com');
  // the page's example with its host replaced; python3: '中文.com'.encode('idna') is b'xn--fiq228c.com'
  await expect(page.getByLabel(m.built)).toHaveValue(URL_EXAMPLE.replace('b%C3%BCcher.example', 'xn--fiq228c.com'));
  w.check();
});

test.describe('the header used before hydration', () => {
  test('the search and language buttons open once the page hydrates; a theme chosen then holds', async ({
    page,
    context,
  }) => {
    const w = await watchProblems(page);
    const p = await openUnhydrated(page, '/sha256');
    await page.getByRole('button', { name: 'Search tools' }).click();
    await p.hydrate();
    await expect(page.getByRole('dialog')).toBeVisible();
    // as a visitor does, once the caret is in its search: the dialog listens for Escape from then on (Radix
    // adds its listener in an effect after the first paint, which a loaded machine can put off)
    await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const q = await openUnhydrated(page, '/sha256');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
    await q.hydrate();
    await expect(page.getByRole('menuitemradio', { name: '简体中文' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect((await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('dark');
    w.check();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the menu button opens the drawer once the page hydrates; two clicks leave it closed', async ({ page }) => {
      const w = await watchProblems(page);
      const p = await openUnhydrated(page, '/sha256');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await p.hydrate();
      await expect(page.getByRole('dialog', { name: 'Main' })).toBeVisible();

      const q = await openUnhydrated(page, '/base64');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await q.hydrate();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Main' })).toHaveCount(0);
      w.check();
    });
  });
});

/** The first field a visitor can type into in the tool (not the header's), as the server drew it. */
function firstTextField(page: Page): Locator {
  return page
    .locator('main')
    .locator(
      'textarea:not([readonly]):not([disabled]), input:not([type]):not([readonly]):not([disabled]), input[type=text]:not([readonly]):not([disabled]), input[type=password]:not([readonly]):not([disabled])',
    )
    .filter({ visible: true })
    .first();
}

const TYPED = '1234';
// Every tool page, a few per test so that one slow page does not take the others past the time limit.
// /microsofttranslate sends what is typed to the server, whose per-visitor translation limit the other
// specs' translations share (language.e2e.ts): its own spec checks it
const PATHS = tools.map((t) => t.path).filter((p) => p !== '/microsofttranslate');
const PER_TEST = 5;
for (let i = 0; i < PATHS.length; i += PER_TEST) {
  const paths = PATHS.slice(i, i + PER_TEST);
  test(`the first text field keeps what was typed before hydration: ${paths.join(' ')}`, async ({ context }) => {
    test.setTimeout(paths.length * 30_000);
    const lost: string[] = [];
    for (const path of paths) {
      const page = await context.newPage();
      try {
        const p = await openUnhydrated(page, path);
        const field = firstTextField(page);
        if ((await field.count()) === 0) continue; // the page has no text field before hydration
        await field.fill(TYPED);
        await p.hydrate();
        const value = await firstTextField(page).inputValue();
        if (value !== TYPED) lost.push(`${path}: ${JSON.stringify(value)}`);
      } finally {
        await page.close();
      }
    }
    expect(lost, lost.join('\n')).toEqual([]);
  });
}
