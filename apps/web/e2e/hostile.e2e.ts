import { expect, type Page } from '@playwright/test';
import { en } from '../app/i18n/messages/en.ts';
import { zhHans } from '../app/i18n/messages/zh-hans.ts';
import { zhHant } from '../app/i18n/messages/zh-hant.ts';
import { tools } from '../app/tools/registry.ts';
import { gotoHydrated, LANGS, setLang, test } from './support.ts';

// The hostile-input sweep (issue 14): every visible text field on every page, one at a time, gets each
// hostile string. Pass: no error screen and no tool-bug notice, no uncaught exception, no console error,
// and the other fields keep their values (fields that mirror this one, as a two-way converter's, are
// found first with a harmless value and left out of that check).

interface Hostile {
  name: string;
  /** The text, or a script that builds it in the page (lone surrogates do not survive the wire). */
  value: string | { js: string };
}

const HOSTILE: Hostile[] = [
  { name: 'empty', value: '' },
  { name: 'one character', value: 'a' },
  { name: 'odd-length hex', value: 'abc' },
  { name: '8', value: '8' },
  { name: 'huge (200 KB of hex digits)', value: 'ab'.repeat(100_000) },
  { name: 'NUL', value: '\u0000' },
  { name: 'control characters', value: 'a\u0001\u0002\u0007\u0008\u001b\u007f\u0085b' },
  { name: 'lone high surrogate', value: { js: "'a' + String.fromCharCode(0xd800) + 'b'" } },
  { name: 'lone low surrogate', value: { js: 'String.fromCharCode(0xdc00)' } },
  { name: 'RTL marks', value: '\u202eabc\u200f\u2067x\u2069' },
  { name: 'emoji', value: '😀👩‍👩‍👧🏳️‍🌈' },
  { name: 'open brace', value: '{' },
  { name: 'script tag', value: '<script>alert(1)</script>' },
  { name: '1e309', value: '1e309' },
  { name: '-0', value: '-0' },
  { name: 'long digits', value: '9'.repeat(400) },
  { name: 'long fraction', value: `0.${'0'.repeat(300)}1` },
  { name: 'Windows line ends', value: 'a\r\nb\r\n' },
  { name: '0x', value: '0x' },
  { name: 'whitespace only', value: ' \t\n\u00a0\u3000 ' },
  { name: 'NaN', value: 'NaN' },
  { name: 'open array', value: '[1,' },
  { name: 'percent', value: '%' },
  { name: 'backslash', value: '\\' },
  { name: 'long 0x hex', value: `0x${'f'.repeat(65)}` },
  { name: 'negative', value: '-1' },
  { name: 'quote', value: '"' },
  { name: 'beyond safe integer', value: '9007199254740993' },
  { name: 'full-width digits', value: '１２３' },
  { name: 'bad percent-escape', value: '%E4%B8%' },
  { name: 'base64 padding', value: 'A===' },
  { name: 'null', value: 'null' },
];

const FIELDS = [
  'input[type="text"]',
  'input[type="search"]',
  'input[type="url"]',
  'input[type="number"]',
  'input[type="password"]',
  'input:not([type])',
  'textarea',
].join(', ');

const SHELL = { en_US: en, zh_Hans_CN: zhHans, zh_Hant_HK: zhHant };
const PAGES = ['/', ...tools.map((t) => t.path)];

interface FieldInfo {
  idx: number;
  label: string;
}

/**
 * Tags every visible, editable text field not tagged yet with data-hostile (numbered on from `from`),
 * returning how to name each.
 */
async function tagFields(page: Page, from = 0): Promise<FieldInfo[]> {
  return page.evaluate(
    ({ selector, from }) => {
      const out: { idx: number; label: string }[] = [];
      const els = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(selector)];
      for (const el of els) {
        if (el.dataset.hostile !== undefined) continue;
        const box = el.getBoundingClientRect();
        const visible = box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        if (!visible || el.readOnly || el.disabled) continue;
        const idx = from + out.length;
        el.dataset.hostile = String(idx);
        const label =
          el.labels?.[0]?.textContent?.trim() ||
          el.getAttribute('aria-label') ||
          el.getAttribute('placeholder') ||
          el.name ||
          `#${idx}`;
        out.push({ idx, label });
      }
      return out;
    },
    { selector: FIELDS, from },
  );
}

interface Snapshot {
  /** False when the field was not there to type into (hidden, read-only, or gone since the last string). */
  typed: boolean;
  values: Record<string, string | null>;
  toolTitle: boolean;
  homeHeading: boolean;
  bugNotice: boolean;
}

/**
 * One round trip per string, as the sweep makes about 8,000 of them: the field `set.idx` (if given) gets
 * `set.value` as typing delivers it to React and Preact (focus, the native value setter, then input and
 * change events; a string built in the page, as a lone surrogate, is made there); after two frames (React
 * has committed) what the page shows is read; then the field is set to `set.reset` the same way, ready for
 * the next string.
 */
async function snapshot(
  page: Page,
  bugTitles: string[],
  set?: { idx: number; value: Hostile['value']; reset?: string },
): Promise<Snapshot> {
  return page.evaluate(
    async ({ titles, set }) => {
      const type = (el: HTMLInputElement | HTMLTextAreaElement, text: string) => {
        const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        el.focus();
        Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, text);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
      };
      const field = () => {
        const el = set && document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[data-hostile="${set.idx}"]`);
        if (!el?.isConnected || el.disabled || el.readOnly) return null;
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden' ? el : null;
      };
      let typed = true;
      if (set) {
        const el = field();
        if (el)
          type(el, typeof set.value === 'string' ? set.value : (new Function(`return ${set.value.js}`)() as string));
        else typed = false;
      }
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const values: Record<string, string | null> = {};
      for (const el of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[data-hostile]'))
        values[el.dataset.hostile ?? ''] = el.isConnected ? el.value : null;
      const alerts = [...document.querySelectorAll('[role="alert"]')].map((a) => a.textContent ?? '');
      const shown = {
        typed,
        values,
        toolTitle: document.getElementById('tool-title') !== null,
        homeHeading: document.getElementById('tool-search') !== null,
        bugNotice: alerts.some((a) => titles.some((t) => a.includes(t))),
      };
      const el = set?.reset !== undefined ? field() : null;
      if (el) type(el, set?.reset ?? '');
      return shown;
    },
    { titles: bugTitles, set },
  );
}

const BUG_TITLES = LANGS.map((l) => SHELL[l].toolError.title);
const short = (v: unknown) => {
  const s = String(v);
  return s.length > 160 ? `${s.slice(0, 160)}…` : s;
};

/**
 * Sweeps `fields` one at a time with every hostile string, recording what went wrong in `failures`.
 * Returns false when the page is gone (error screen or tool-bug notice), so there is nothing left to try.
 */
async function sweepFields(
  page: Page,
  path: string,
  isHome: boolean,
  fields: FieldInfo[],
  failures: string[],
  say: (what: string) => void,
): Promise<boolean> {
  const baseline = Object.fromEntries(
    Object.entries((await snapshot(page, BUG_TITLES)).values).filter(([, v]) => v !== null),
  );

  for (const field of fields) {
    // Which other fields follow this one (a two-way converter's mirror): they may change, others not.
    // A field that another field's value hid (a mode that no longer applies) is not there to type in.
    if (!(await page.locator(`[data-hostile="${field.idx}"]`).isVisible())) continue;
    const baseValue = baseline[String(field.idx)] ?? '';
    const probe = await snapshot(page, BUG_TITLES, { idx: field.idx, value: '7', reset: baseValue });
    const mirrors = new Set(
      Object.keys(baseline).filter((k) => k !== String(field.idx) && probe.values[k] !== baseline[k]),
    );

    for (const h of HOSTILE) {
      const where = `${path} "${field.label}" ← ${h.name}`;
      say(where);
      const s = await snapshot(page, BUG_TITLES, { idx: field.idx, value: h.value, reset: baseValue });
      if (!s.typed) {
        // Gone or hidden since the last string: a late crash, or the page replaced.
        failures.push(`${where}: the field could not be typed into (gone since the previous string)`);
        return false;
      }
      if (isHome ? !s.homeHeading : !s.toolTitle) failures.push(`${where}: the page was replaced by an error screen`);
      if (s.bugNotice) failures.push(`${where}: the tool hit a bug`);
      for (const [k, v] of Object.entries(baseline)) {
        if (k === String(field.idx) || mirrors.has(k)) continue;
        if (s.values[k] !== v)
          failures.push(
            `${where}: field #${k} changed from ${short(JSON.stringify(v))} to ${short(JSON.stringify(s.values[k]))}`,
          );
      }
      // A page that is gone has no fields left to try.
      if ((isHome ? !s.homeHeading : !s.toolTitle) || s.bugNotice) return false;
    }
  }
  return true;
}

PAGES.forEach((path, n) => {
  // Each page in one language, the three in turn, so every language's messages are met on some page.
  const lang = LANGS[n % LANGS.length] ?? 'en_US';
  test(`hostile input on ${path} (${lang})`, async ({ page, context, baseURL }) => {
    test.setTimeout(300_000);
    await setLang(context, baseURL, lang);
    let current = 'page load';
    const failures: string[] = [];
    // The translator's upstream is not running in this sweep: its answers of 502 are the server's, not a
    // fault of the page, which shows its own message for them.
    const serverTool = tools.find((t) => t.path === path)?.sendsToServer === true;
    page.on('console', (m) => {
      if (serverTool && m.text().startsWith('Failed to load resource')) return;
      if (m.type() === 'error') failures.push(`${current}: console error: ${short(m.text())}`);
    });
    page.on('pageerror', (e) => failures.push(`${current}: uncaught: ${short(e.message)}`));
    await gotoHydrated(page, path);
    const fields = await tagFields(page);
    // A page may have no text field (a game, the camera reader), but the index always has its search.
    if (path === '/') expect(fields.length, 'no text field found on the index').toBeGreaterThan(0);
    const isHome = path === '/';
    const say = (what: string) => {
      current = what;
    };
    let alive = await sweepFields(page, path, isHome, fields, failures, say);

    // Fields that only another mode shows (a radio choice in the tool: decode, another format ...).
    const radios = page.locator('#main input[type="radio"]');
    const count = alive ? await radios.count() : 0;
    let tagged = fields.length;
    for (let r = 0; r < count && alive; r++) {
      // A choice can hide other radio groups (encode's options in decode mode): those are skipped.
      const radio = radios.nth(r);
      say(`${path} choosing option ${r + 1} of the tool's radio groups`);
      try {
        if (await radio.isChecked({ timeout: 1000 })) continue;
        await radio.check({ timeout: 2000 });
      } catch {
        continue;
      }
      const more = await tagFields(page, tagged);
      tagged += more.length;
      if (more.length > 0) alive = await sweepFields(page, path, isHome, more, failures, say);
    }

    // Work that finishes later (debounced parsers, workers) has time to fail before the verdict.
    current = `${path} after the sweep`;
    await page.waitForTimeout(400);
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
  });
});
