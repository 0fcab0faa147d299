import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JsonTree, type JsonTreeLabels, type JsonTreeProps, type JsonTreeRow } from '../src/json-tree.tsx';

afterEach(cleanup);

const labels: JsonTreeLabels = {
  tree: 'JSON tree',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  depth: 'Expand to depth',
  search: 'Search',
  previousMatch: 'Previous match',
  nextMatch: 'Next match',
  matches: (c, t) => `${c} of ${t}`,
  searching: 'Searching',
  copyValue: 'Copy value',
  copyPath: 'Copy path',
  size: (kind, n) => `${n} ${kind === 'object' ? 'keys' : 'items'}`,
  chars: (n) => `${n} chars`,
  keyboardHint: 'hint',
};

/** Row 0 is an array with `count - 1` number items. */
function rowAt(i: number, expanded = true): JsonTreeRow {
  return i === 0
    ? { id: 0, depth: 0, label: null, index: null, kind: 'array', text: '', size: 5, chars: 99, expanded, match: false }
    : {
        id: i,
        depth: 1,
        label: null,
        index: i - 1,
        kind: 'number',
        text: String(i * 10),
        size: 0,
        chars: 2,
        expanded: false,
        match: i === 3,
      };
}

function setup(count: number, extra: Partial<JsonTreeProps> = {}) {
  const props: JsonTreeProps = {
    rowCount: count,
    getRow: (i) => rowAt(i),
    onToggle: vi.fn(),
    onExpandAll: vi.fn(),
    onCollapseAll: vi.fn(),
    onExpandToDepth: vi.fn(),
    maxDepth: 3,
    query: '',
    onQuery: vi.fn(),
    matchCount: 0,
    matchPosition: 0,
    searching: false,
    onNextMatch: vi.fn(),
    onPreviousMatch: vi.fn(),
    revealRow: null,
    onCopyValue: vi.fn(),
    onCopyPath: vi.fn(),
    labels,
    ...extra,
  };
  render(<JsonTree {...props} />);
  return props;
}

describe('JsonTree', () => {
  it('renders only the rows on screen, even for five million', () => {
    const getRow = vi.fn((i: number) => rowAt(i));
    setup(5_000_000, { getRow, height: 280, rowHeight: 28 });
    const items = screen.getAllByRole('treeitem');
    expect(items.length).toBeLessThanOrEqual(10 + 6);
    expect(getRow.mock.calls.length).toBeLessThan(100);
    expect(items[0]?.getAttribute('aria-expanded')).toBe('true');
    expect(items[1]?.textContent).toContain('0:10');
    // the scroll area is capped (browsers limit element heights) but still scrolls the whole list
    const spacer = screen.getByRole('tree').firstElementChild as HTMLElement;
    expect(Number.parseInt(spacer.style.height, 10)).toBeLessThanOrEqual(8_000_000);
  });

  it('shows sizes and marks search matches', () => {
    setup(6);
    const items = screen.getAllByRole('treeitem');
    expect(items[0]?.textContent).toContain('5 items · 99 chars');
    expect(items[3]?.className).toContain('bg-amber-100');
  });

  it('works from the keyboard: move, toggle, copy value and path', () => {
    const props = setup(6);
    const tree = screen.getByRole('tree');
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(props.onToggle).toHaveBeenCalledWith(0);
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'ArrowDown' });
    fireEvent.keyDown(tree, { key: 'c' });
    expect(props.onCopyValue).toHaveBeenCalledWith(2);
    fireEvent.keyDown(tree, { key: 'p' });
    expect(props.onCopyPath).toHaveBeenCalledWith(2);
    expect(screen.getAllByRole('treeitem')[2]?.getAttribute('aria-selected')).toBe('true');
    // left from an item goes to its parent row
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(screen.getAllByRole('treeitem')[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('passes toolbar actions on', () => {
    const props = setup(6, { query: 'x', matchCount: 4, matchPosition: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    // A select reports a choice with `change` (React and Preact listen for it); a text field reports
    // typing with `input`, which is what both React's and Preact's onChange listen for on a text field.
    // (A `change` event there, which a browser fires only on leaving the field, reaches only React's.)
    fireEvent.change(screen.getByLabelText('Expand to depth'), { target: { value: '3' } });
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next match' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(props.onExpandAll).toHaveBeenCalled();
    expect(props.onCollapseAll).toHaveBeenCalled();
    expect(props.onExpandToDepth).toHaveBeenCalledWith(3);
    expect(props.onQuery).toHaveBeenCalledWith('abc');
    expect(props.onNextMatch).toHaveBeenCalled();
    expect(props.onPreviousMatch).toHaveBeenCalled();
    expect(screen.getByText('2 of 4')).toBeTruthy();
  });
});
