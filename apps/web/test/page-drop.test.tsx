// @vitest-environment happy-dom
import { FileButton, guardEarlyDrops } from '@tinkerbox/ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DropAreaLive, PageDrop } from '../app/shell/page-drop.tsx';
import { act, domRoot } from './dom-root.ts';

// A tool page's drop area (shell/page-drop.tsx) is hydrated a task before the tool inside it
// (shell/later.tsx). A file dropped in between must wait for the tool, as one dropped before the page
// hydrated does (ui's early-drop.ts): the area once marked itself live as it mounted, and the head's guard
// then refused the drop (a file dropped on a slow phone's tool while it hydrated did nothing).

guardEarlyDrops();

const dom = domRoot();

/** The tool's part, mounted when `show` is called (a later task's hydration). */
let show: () => void = () => undefined;
const chosen: string[] = [];
function Page() {
  const [tool, setTool] = useState(false);
  show = () => setTool(true);
  return (
    <PageDrop>
      <h1>Tool</h1>
      {tool && (
        <div>
          <FileButton label="Choose a file" onFiles={(files) => chosen.push(...files.map((f) => f.name))} />
          <DropAreaLive />
        </div>
      )}
    </PageDrop>
  );
}

/** Drops a file named `name` on the page's heading, as a browser does; whether the browser may open it. */
function drop(name: string): boolean {
  const h1 = dom.container.querySelector('h1') as HTMLElement;
  const file = new File(['x'], name, { type: 'text/plain' });
  const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
  let left = true;
  for (const type of ['dragenter', 'dragover', 'drop']) {
    const e = new Event(type, { bubbles: true, cancelable: true });
    Object.defineProperty(e, 'dataTransfer', { value: dataTransfer });
    left = h1.dispatchEvent(e);
  }
  return left;
}

describe('PageDrop', () => {
  it('keeps a file dropped after the area hydrated and before the tool did, for the tool', async () => {
    chosen.length = 0;
    await act(async () => dom.root.render(<Page />));
    const area = dom.container.querySelector('[data-early-drop]');
    expect(area?.hasAttribute('data-early-live')).toBe(false);
    expect(drop('between.txt'), 'the drop was left to the browser').toBe(false);
    await act(async () => show());
    // the area hands the kept files to its first target in a task of their own
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(area?.hasAttribute('data-early-live')).toBe(true);
    expect(chosen).toEqual(['between.txt']);
    // live: a drop goes straight to the tool
    await act(async () => {
      drop('live.txt');
    });
    expect(chosen).toEqual(['between.txt', 'live.txt']);
  });
});
