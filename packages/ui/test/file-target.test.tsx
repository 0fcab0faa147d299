import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptsFile,
  createFileTargets,
  FileButton,
  FileDrop,
  FileTargetProvider,
  useFileTarget,
} from '../src/form/index.ts';

// Runs on React and on Preact (vitest.config.ts projects).
afterEach(cleanup);

const file = (name: string, type = '') => new File(['x'], name, { type });

describe('page-wide file targets', () => {
  it('acceptsFile reads extensions, MIME types and wildcards like a file input', () => {
    expect(acceptsFile(undefined, file('a.bin'))).toBe(true);
    expect(acceptsFile('.csv,text/csv', file('list.CSV'))).toBe(true);
    expect(acceptsFile('.csv,text/csv', file('list', 'text/csv'))).toBe(true);
    expect(acceptsFile('.csv,text/csv', file('photo.png', 'image/png'))).toBe(false);
    expect(acceptsFile('image/*', file('photo.png', 'image/png'))).toBe(true);
    expect(acceptsFile('image/*', file('notes.txt', 'text/plain'))).toBe(false);
  });

  it('route gives the files to the highest priority that accepts them, one file unless multiple', () => {
    const t = createFileTargets();
    const low = vi.fn();
    const csv = vi.fn();
    const many = vi.fn();
    t.add({ onFiles: low, priority: 0 });
    const remove = t.add({ onFiles: many, priority: 2, multiple: true });
    t.add({ onFiles: csv, priority: 3, accept: '.csv' });
    const a = file('a.txt');
    const b = file('b.txt');
    expect(t.route([a, b])).toBe(true);
    expect(many).toHaveBeenCalledWith([a, b]);
    expect(csv).not.toHaveBeenCalled();
    const c = file('c.csv');
    t.route([a, c]);
    expect(csv).toHaveBeenCalledWith([c]);
    remove();
    t.route([a, b]);
    expect(low).toHaveBeenCalledWith([a]);
    expect(t.size).toBe(2);
    expect(createFileTargets().route([a])).toBe(false);
  });

  it('FileDrop, FileButton and useFileTarget register while mounted; a page handler beats them', async () => {
    const registry = createFileTargets();
    const onDrop = vi.fn();
    const onButton = vi.fn();
    const onPage = vi.fn();
    function Page({ text }: { text: boolean }) {
      useFileTarget(onPage, { enabled: text, multiple: true });
      return (
        <>
          <FileDrop prompt="Drop" choose="Choose" chooseLabel="Choose a file" onFiles={onDrop} />
          <FileButton label="Logo" accept="image/*" onFiles={onButton} />
        </>
      );
    }
    function Harness() {
      const [text, setText] = useState(true);
      return (
        <FileTargetProvider value={registry}>
          <button type="button" onClick={() => setText(false)}>
            files
          </button>
          <Page text={text} />
        </FileTargetProvider>
      );
    }
    const view = render(<Harness />);
    // FileDrop's own inner button does not register twice.
    expect(registry.size).toBe(3);
    const a = file('a.txt');
    const b = file('b.txt');
    registry.route([a, b]);
    expect(onPage).toHaveBeenCalledWith([a, b]);
    await act(async () => view.getByRole('button', { name: 'files' }).click());
    expect(registry.size).toBe(2);
    registry.route([a, b]);
    expect(onDrop).toHaveBeenCalledWith([a]);
    view.unmount();
    expect(registry.size).toBe(0);
    expect(onButton).not.toHaveBeenCalled();
  });

  it('without a provider nothing registers and nothing breaks', () => {
    const view = render(<FileButton label="Open" onFiles={() => {}} />);
    expect(view.getByLabelText('Open')).toBeTruthy();
  });
});
