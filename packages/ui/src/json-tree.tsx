import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

export type JsonTreeKind = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

/** One visible line of the tree, prepared by the caller (the widget never parses JSON). */
export interface JsonTreeRow {
  /** Stable id of the node (passed back to the callbacks). */
  id: number;
  depth: number;
  /** The member's key, or null for array items and the root. */
  label: string | null;
  /** Position in the parent array, or null. */
  index: number | null;
  kind: JsonTreeKind;
  /** Scalars: the value as written (strings with their quotes), already shortened for display. */
  text: string;
  /** Containers: number of items or members. */
  size: number;
  /** Length of the value's source text, in characters. */
  chars: number;
  expanded: boolean;
  /** Matches the current search. */
  match: boolean;
  /** 1-based position among its siblings and their number, for assistive technology (rows are virtual). */
  position?: number;
  setSize?: number;
}

export interface JsonTreeLabels {
  tree: string;
  expandAll: string;
  collapseAll: string;
  depth: string;
  search: string;
  previousMatch: string;
  nextMatch: string;
  /** e.g. "3 of 12"; called with the 1-based current match (0 when none is selected) and the total. */
  matches: (current: number, total: number) => string;
  searching: string;
  copyValue: string;
  copyPath: string;
  /** e.g. "3 items" / "3 keys". */
  size: (kind: 'object' | 'array', n: number) => string;
  /** e.g. "1.2 KB". */
  chars: (n: number) => string;
  /** How the keyboard works in the tree. */
  keyboardHint: string;
}

export interface JsonTreeProps {
  rowCount: number;
  getRow: (index: number) => JsonTreeRow;
  onToggle: (id: number) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  onExpandToDepth: (depth: number) => void;
  /** Deepest level offered in the depth picker. */
  maxDepth: number;
  query: string;
  onQuery: (q: string) => void;
  matchCount: number;
  /** 1-based position of the selected match, 0 when none. */
  matchPosition: number;
  searching: boolean;
  onNextMatch: () => void;
  onPreviousMatch: () => void;
  /** Row index to scroll into view and make active (changes trigger the scroll). */
  revealRow: number | null;
  onCopyValue: (id: number) => void;
  onCopyPath: (id: number) => void;
  labels: JsonTreeLabels;
  /** Height of the scrolling area in px (default 480). */
  height?: number;
  rowHeight?: number;
}

// Browsers cap element heights (about 33 million px in Chromium); beyond this the scrollbar is scaled.
const MAX_SCROLL_PX = 8_000_000;
const OVERSCAN = 6;

const KIND_CLASS: Record<JsonTreeKind, string> = {
  object: 'text-slate-500',
  array: 'text-slate-500',
  string: 'text-emerald-800',
  number: 'text-sky-800',
  boolean: 'text-violet-800',
  null: 'text-slate-500 italic',
};

const smallButton =
  'inline-flex h-9 items-center justify-center rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:opacity-50';

/**
 * A collapsible, virtualised JSON tree: only the rows on screen are in the DOM, so a document with
 * millions of values scrolls smoothly. Expand and collapse all or to a depth, search keys and values,
 * copy a node's value or its path. Keyboard: arrows move and open/close, Enter toggles, C copies the
 * value, P the path.
 */
export function JsonTree(props: JsonTreeProps) {
  const {
    rowCount,
    getRow,
    onToggle,
    labels,
    height = 480,
    rowHeight = 28,
    revealRow,
    maxDepth,
    onCopyValue,
    onCopyPath,
  } = props;
  const baseId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [active, setActive] = useState(0);
  const [depthChoice, setDepthChoice] = useState(Math.min(2, Math.max(1, maxDepth)));

  const total = rowCount * rowHeight;
  // a short document gets a short box
  const boxHeight = Math.min(height, total + 2);
  const virtual = Math.min(total, MAX_SCROLL_PX);
  const perView = Math.ceil(height / rowHeight);
  const scaled = total > MAX_SCROLL_PX;
  const firstRow = scaled
    ? Math.floor((scrollTop / Math.max(1, virtual - height)) * Math.max(0, rowCount - perView))
    : Math.floor(scrollTop / rowHeight);
  const from = Math.max(0, firstRow - OVERSCAN);
  const to = Math.min(rowCount, firstRow + perView + OVERSCAN);
  const topOf = (i: number): number => (scaled ? scrollTop + (i - firstRow) * rowHeight : i * rowHeight);

  const scrollToRow = useCallback(
    (i: number) => {
      const el = scroller.current;
      if (!el) return;
      if (scaled) {
        const target = (i / Math.max(1, rowCount - perView)) * (virtual - height);
        el.scrollTop = Math.max(0, Math.min(target, virtual - height));
        return;
      }
      const top = i * rowHeight;
      if (top < el.scrollTop) el.scrollTop = top;
      else if (top + rowHeight > el.scrollTop + height) el.scrollTop = top + rowHeight - height;
    },
    [scaled, rowCount, perView, virtual, height, rowHeight],
  );

  useLayoutEffect(() => {
    if (revealRow === null || revealRow < 0 || revealRow >= rowCount) return;
    setActive(revealRow);
    scrollToRow(revealRow);
  }, [revealRow, rowCount, scrollToRow]);

  useEffect(() => {
    if (active >= rowCount) setActive(Math.max(0, rowCount - 1));
  }, [active, rowCount]);

  const move = (i: number) => {
    const next = Math.max(0, Math.min(rowCount - 1, i));
    setActive(next);
    scrollToRow(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (rowCount === 0) return;
    const row = getRow(Math.min(active, rowCount - 1));
    const container = row.kind === 'object' || row.kind === 'array';
    switch (e.key) {
      case 'ArrowDown':
        move(active + 1);
        break;
      case 'ArrowUp':
        move(active - 1);
        break;
      case 'PageDown':
        move(active + perView);
        break;
      case 'PageUp':
        move(active - perView);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(rowCount - 1);
        break;
      case 'ArrowRight':
        if (container && !row.expanded && row.size > 0) onToggle(row.id);
        else move(active + 1);
        break;
      case 'ArrowLeft':
        if (container && row.expanded) onToggle(row.id);
        else {
          // to the parent: the nearest row above with a smaller depth
          for (let i = active - 1; i >= 0; i--) {
            if (getRow(i).depth < row.depth) {
              move(i);
              break;
            }
          }
        }
        break;
      case 'Enter':
      case ' ':
        if (container && row.size > 0) onToggle(row.id);
        break;
      case 'c':
        onCopyValue(row.id);
        break;
      case 'p':
        onCopyPath(row.id);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const rows = [];
  for (let i = from; i < to; i++) {
    const row = getRow(i);
    const container = row.kind === 'object' || row.kind === 'array';
    const isActive = i === active;
    rows.push(
      <div
        key={`${i}-${row.id}`}
        id={`${baseId}-row-${i}`}
        role="treeitem"
        tabIndex={-1}
        aria-level={row.depth + 1}
        aria-posinset={row.position}
        aria-setsize={row.setSize}
        aria-expanded={container && row.size > 0 ? row.expanded : undefined}
        aria-selected={isActive}
        data-row={i}
        className={`group absolute right-0 left-0 flex items-center gap-1 pr-2 font-mono text-sm whitespace-nowrap ${
          isActive ? 'bg-sky-50 outline-1 outline-sky-300' : 'hover:bg-slate-50'
        } ${row.match ? 'bg-amber-100' : ''}`}
        style={{ top: topOf(i), height: rowHeight, paddingLeft: 8 + row.depth * 16 }}
        onMouseDown={() => setActive(i)}
      >
        {container && row.size > 0 ? (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            onClick={() => onToggle(row.id)}
            className="inline-flex h-6 w-5 shrink-0 items-center justify-center text-slate-500"
          >
            {row.expanded ? '▾' : '▸'}
          </button>
        ) : (
          <span className="inline-block w-5 shrink-0" />
        )}
        {row.label !== null && (
          <span className="text-rose-800">
            {JSON.stringify(row.label)}
            <span className="text-slate-500">:</span>
          </span>
        )}
        {row.index !== null && <span className="text-slate-500">{row.index}:</span>}
        {container ? (
          <span className="text-slate-500">
            {row.kind === 'object' ? '{' : '['}
            {!row.expanded || row.size === 0 ? (row.size === 0 ? '' : '…') : ''}
            {!row.expanded || row.size === 0 ? (row.kind === 'object' ? '}' : ']') : ''}
            <span className="ml-2 font-sans text-xs text-slate-600">
              {labels.size(row.kind as 'object' | 'array', row.size)} · {labels.chars(row.chars)}
            </span>
          </span>
        ) : (
          <span className={`truncate ${KIND_CLASS[row.kind]}`}>{row.text}</span>
        )}
        <span className={`ml-auto flex shrink-0 gap-1 pl-2 ${isActive ? '' : 'invisible group-hover:visible'}`}>
          <RowButton label={labels.copyValue} onClick={() => onCopyValue(row.id)} />
          <RowButton label={labels.copyPath} onClick={() => onCopyPath(row.id)} />
        </span>
      </div>,
    );
  }

  const depthOptions = [];
  for (let d = 1; d <= Math.max(1, Math.min(maxDepth, 20)); d++) depthOptions.push(d);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-2">
        <button type="button" className={smallButton} onClick={props.onExpandAll}>
          {labels.expandAll}
        </button>
        <button type="button" className={smallButton} onClick={props.onCollapseAll}>
          {labels.collapseAll}
        </button>
        <span className="inline-flex items-center gap-1">
          <label htmlFor={`${baseId}-depth`} className="text-sm text-slate-700">
            {labels.depth}
          </label>
          <select
            id={`${baseId}-depth`}
            value={depthChoice}
            onChange={(e) => {
              const d = Number(e.target.value);
              setDepthChoice(d);
              props.onExpandToDepth(d);
            }}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            {depthOptions.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </span>
        <span className="inline-flex w-full min-w-0 items-center gap-1 sm:ml-auto sm:w-auto sm:max-w-md sm:flex-1">
          <input
            type="search"
            aria-label={labels.search}
            placeholder={labels.search}
            value={props.query}
            onChange={(e) => props.onQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                if (e.shiftKey) props.onPreviousMatch();
                else props.onNextMatch();
              }
            }}
            className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-sky-600"
          />
          <button
            type="button"
            aria-label={labels.previousMatch}
            className={smallButton}
            disabled={props.matchCount === 0}
            onClick={props.onPreviousMatch}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={labels.nextMatch}
            className={smallButton}
            disabled={props.matchCount === 0}
            onClick={props.onNextMatch}
          >
            ↓
          </button>
        </span>
      </div>
      <p aria-live="polite" className="min-h-5 text-xs text-slate-600">
        {props.searching
          ? labels.searching
          : props.query
            ? labels.matches(props.matchPosition, props.matchCount)
            : labels.keyboardHint}
      </p>
      <div
        ref={scroller}
        role="tree"
        aria-label={labels.tree}
        aria-activedescendant={rowCount > 0 && active >= from && active < to ? `${baseId}-row-${active}` : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        className="relative overflow-auto rounded-md border border-slate-300 bg-white focus-visible:outline-2 focus-visible:outline-sky-600"
        style={{ height: boxHeight }}
      >
        <div style={{ height: virtual, position: 'relative' }}>{rows}</div>
      </div>
    </div>
  );
}

/** A small button inside a row; the keyboard uses the tree's C and P keys instead of tabbing to it. */
function RowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      tabIndex={-1}
      onClick={onClick}
      className="h-6 rounded border border-slate-300 bg-white px-2 font-sans text-xs text-slate-700 hover:bg-slate-100"
    >
      {label}
    </button>
  );
}
