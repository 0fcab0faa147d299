// @vitest-environment happy-dom
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../app/i18n/locales.ts';
import { en } from '../app/i18n/messages/en.ts';
import { zhHans } from '../app/i18n/messages/zh-hans.ts';
import { zhHant } from '../app/i18n/messages/zh-hant.ts';
import { I18nProvider } from '../app/i18n/t.tsx';
import { useKeptState } from '../app/lib/kept-state.ts';
import { bugDetails, ToolBoundary } from '../app/shell/tool-boundary.tsx';
import { act, domRoot } from './dom-root.ts';

/** A glitch that is not about the input: every render throws `error` while it is armed. */
const glitch: { armed: boolean; error: Error } = { armed: false, error: new RangeError('a glitch') };

/** A tool with a bug: it crashes whenever its kept input is "boom", as a parser with a bug would. */
function Bomb() {
  const [text, setText] = useKeptState('test:bomb', '');
  const [other, setOther] = useState('untouched');
  if (text === 'boom') throw new TypeError('cannot read properties of undefined');
  if (glitch.armed) throw glitch.error;
  return (
    <div>
      <output data-testid="value">{text}</output>
      <output data-testid="other">{other}</output>
      <button type="button" onClick={() => setText('kept text')}>
        type
      </button>
      <button type="button" onClick={() => setText('boom')}>
        arm
      </button>
      <button
        type="button"
        onClick={() => {
          glitch.armed = true;
          setOther('re-render');
        }}
      >
        glitch
      </button>
    </div>
  );
}

const dom = domRoot();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  glitch.armed = false;
  glitch.error = new RangeError('a glitch');
  vi.restoreAllMocks();
});

async function show(locale: Locale, issueUrl: string | null) {
  const Stub = createRoutesStub([
    {
      path: '/md5',
      Component: () => (
        <I18nProvider locale={locale}>
          <header>
            <button type="button">Language</button>
          </header>
          <ToolBoundary toolId="md5" issueUrl={issueUrl}>
            <Bomb />
          </ToolBoundary>
        </I18nProvider>
      ),
    },
  ]);
  await act(async () => dom.root.render(<Stub initialEntries={['/md5']} />));
}

const button = (name: string) => {
  const b = [...dom.container.querySelectorAll('button')].find((x) => x.textContent === name);
  if (!b) throw new Error(`no button "${name}" in: ${dom.container.textContent}`);
  return b;
};
const click = (name: string) => act(() => button(name).click());
const text = () => dom.container.textContent ?? '';

describe('ToolBoundary', () => {
  for (const [locale, m] of [
    ['en_US', en],
    ['zh_Hans_CN', zhHans],
    ['zh_Hant_HK', zhHant],
  ] as const) {
    it(`shows "this tool hit a bug" in the tool's place, keeps the input, and never loops (${locale})`, async () => {
      await show(locale, null);
      click('type');
      expect(dom.container.querySelector('[data-testid="value"]')?.textContent).toBe('kept text');
      click('arm');

      // The tool's place shows the notice; what is outside the boundary still renders and works.
      const alert = dom.container.querySelector('[role="alert"]');
      expect(alert?.textContent).toContain(m.toolError.title);
      expect(button('Language').isConnected).toBe(true);
      expect(text()).not.toContain(m.toolError.again);
      // No report address is configured: none is made up, the details can be copied instead.
      expect(dom.container.querySelector('a[href]')).toBeNull();
      expect(button(m.toolError.copyDetails)).toBeTruthy();

      // "Try again" remounts on the kept input, which crashes again: the notice says so and offers to clear.
      click(m.toolError.retry);
      expect(dom.container.querySelector('[role="alert"]')).not.toBeNull();
      expect(text()).toContain(m.toolError.again);

      // Clearing forgets what this tool keeps, and the tool comes back from its defaults.
      click(m.toolError.clearRetry);
      expect(dom.container.querySelector('[role="alert"]')).toBeNull();
      expect(dom.container.querySelector('[data-testid="value"]')?.textContent).toBe('');
      expect(dom.container.querySelector('[data-testid="other"]')?.textContent).toBe('untouched');
    });
  }

  it('logs a crash, except a part whose load the browser stopped because the visitor is leaving', async () => {
    await show('en_US', null);
    glitch.error = new TypeError('error loading dynamically imported module: http://localhost/assets/x-1.js');
    window.dispatchEvent(new Event('beforeunload'));
    click('glitch');
    expect(text()).toContain(en.toolError.title);
    const crashes = () => vi.mocked(console.error).mock.calls.filter((c) => c[0] === 'A tool crashed:').length;
    expect(crashes()).toBe(0);
    // back on the page (the navigation did not happen): the same failure is a crash again
    window.dispatchEvent(new Event('pageshow'));
    click(en.toolError.retry);
    expect(crashes()).toBe(1);
    // and a bug is one while leaving too
    glitch.error = new RangeError('a glitch');
    window.dispatchEvent(new Event('beforeunload'));
    click(en.toolError.retry);
    expect(crashes()).toBe(2);
    window.dispatchEvent(new Event('pageshow'));
  });

  it('brings the tool back with the input kept when the bug does not recur', async () => {
    await show('en_US', null);
    click('type');
    click('glitch');
    expect(text()).toContain(en.toolError.title);
    glitch.armed = false;
    click(en.toolError.retry);
    expect(dom.container.querySelector('[role="alert"]')).toBeNull();
    expect(dom.container.querySelector('[data-testid="value"]')?.textContent).toBe('kept text');
  });

  it('links to the configured issue address', async () => {
    await show('en_US', 'https://github.com/example/tinkerbox/issues/new');
    click('arm');
    const link = [...dom.container.querySelectorAll('a')].find((a) => a.textContent === en.toolError.report);
    expect(link?.getAttribute('href')).toBe('https://github.com/example/tinkerbox/issues/new');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });
});

describe('bugDetails', () => {
  it('names the tool, the page and the error, and nothing the visitor entered', () => {
    const d = bugDetails(new TypeError('x is not a function'), 'md5', '/md5');
    expect(d).toContain('Tool: md5 (/md5)');
    expect(d).toContain('Error: TypeError: x is not a function');
    expect(d).not.toContain('kept text');
  });
});
