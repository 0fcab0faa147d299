// A React root in a happy-dom container, for the shell's component tests: on React, and on Preact's
// compatibility layer in the preact project (vitest.config.ts aliases React to it there).
import * as React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// Lets React know these renders run inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** React's act, or Preact's when the preact project has aliased React to its compatibility layer. */
export const act = ((React as { act?: typeof React.act }).act ?? (await import('preact/test-utils')).act) as (
  f: () => void | Promise<void>,
) => Promise<void> | void;

/** A container in the document and a root on it, made before each test and unmounted after it. */
export function domRoot(): { readonly container: HTMLDivElement; readonly root: Root } {
  const dom = {} as { container: HTMLDivElement; root: Root };
  beforeEach(() => {
    dom.container = document.createElement('div');
    document.body.append(dom.container);
    dom.root = createRoot(dom.container);
  });
  afterEach(async () => {
    await act(() => dom.root.unmount());
    dom.container.remove();
  });
  return dom;
}
