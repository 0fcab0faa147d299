// @vitest-environment happy-dom
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../app/i18n/t.tsx';
import { BigTextField, EDIT_WINDOW } from '../app/tools/encoding/encoding.widgets.tsx';
import { act, domRoot } from './dom-root.ts';

// BigTextField (encoding.widgets.tsx) edits the first EDIT_WINDOW characters of a big value and keeps the
// rest. An edit that brings the value under the window puts all of it in the box; typing then must not lose
// the part that had been kept out of the box.

const dom = domRoot();
let value = '';
function Harness({ start }: { start: string }) {
  const [v, setV] = useState(start);
  value = v;
  return (
    <I18nProvider locale="en_US">
      <BigTextField id="big" label="Text" multiline value={v} onChange={setV} />
    </I18nProvider>
  );
}

/** Types into the box as the browser does: its new text, then an input event. */
function typeInBox(box: HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('BigTextField', () => {
  it('keeps the part out of the box when an edit brings the value under the window, and after', async () => {
    const rest = 'a'.repeat(3_000);
    // the field's hooks read the route (the language, the link's fragment)
    const Stub = createRoutesStub([
      { path: '/hex', Component: () => <Harness start={'a'.repeat(EDIT_WINDOW) + rest} /> },
    ]);
    await act(async () => dom.root.render(<Stub initialEntries={['/hex']} />));
    const box = dom.container.querySelector('textarea') as HTMLTextAreaElement;
    expect(box.value.length).toBe(EDIT_WINDOW);
    await act(() => typeInBox(box, 'b'.repeat(100)));
    expect(value).toBe('b'.repeat(100) + rest);
    expect(box.value).toBe(value);
    await act(() => typeInBox(box, `c${box.value}`));
    expect(value).toBe(`c${'b'.repeat(100)}${rest}`);
  });
});
