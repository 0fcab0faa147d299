import {
  ARRAY,
  expandToDepth,
  FALSE,
  findInText,
  formatJson,
  type JsonTape,
  NULL,
  NUMBER,
  nodeKey,
  nodePath,
  OBJECT,
  revealNode,
  STRING,
  TRUE,
  type VisibleRows,
  visibleRows,
} from '@tinkerbox/engine/json';
import type { JsonTreeKind, JsonTreeRow } from '@tinkerbox/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** A parsed document as the page holds it: the text and the tape pointing into it. */
export interface TreeDoc {
  text: string;
  tape: JsonTape;
  maxDepth: number;
}

const KIND: Record<number, JsonTreeKind> = {
  [NULL]: 'null',
  [TRUE]: 'boolean',
  [FALSE]: 'boolean',
  [NUMBER]: 'number',
  [STRING]: 'string',
  [ARRAY]: 'array',
  [OBJECT]: 'object',
};
const SHOWN_CHARS = 300;
/** Characters searched per slice (a few milliseconds each), between which the page stays responsive. */
const SEARCH_SLICE = 1 << 21;
const COPY_FORMAT_LIMIT = 1 << 20;

/**
 * The tree's state for one document: which containers are open, the visible rows, the search and its
 * matches (searched in slices between frames, so a big document never blocks the page).
 */
export function useJsonTree(doc: TreeDoc | null, indent: 0 | 2 | 4 | '\t') {
  const [expanded, setExpanded] = useState<Uint8Array>(() => new Uint8Array(0));
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<number[]>([]);
  const [matchFlags, setMatchFlags] = useState<Uint8Array>(() => new Uint8Array(0));
  const [searching, setSearching] = useState(false);
  const [matchPosition, setMatchPosition] = useState(0);
  const [revealRow, setRevealRow] = useState<number | null>(null);
  const searchToken = useRef(0);

  useEffect(() => {
    setExpanded(doc ? expandToDepth(doc.tape, 2) : new Uint8Array(0));
    setMatches([]);
    setMatchFlags(new Uint8Array(doc ? doc.tape.count : 0));
    setMatchPosition(0);
    setRevealRow(null);
  }, [doc]);

  const rows: VisibleRows | null = useMemo(
    () => (doc && expanded.length === doc.tape.count ? visibleRows(doc.tape, expanded) : null),
    [doc, expanded],
  );

  // search in slices; a newer query or document abandons the older search
  useEffect(() => {
    const token = ++searchToken.current;
    setMatchPosition(0);
    if (!doc || query === '') {
      setMatches([]);
      setMatchFlags(new Uint8Array(doc ? doc.tape.count : 0));
      setSearching(false);
      return;
    }
    setSearching(true);
    const found: number[] = [];
    let from = 0;
    const step = () => {
      if (token !== searchToken.current) return;
      const to = Math.min(doc.text.length, from + SEARCH_SLICE);
      for (const n of findInText(doc.text, doc.tape, query, from, to)) {
        if (found[found.length - 1] !== n) found.push(n);
      }
      from = to;
      if (from < doc.text.length) {
        setTimeout(step, 0);
        return;
      }
      const flags = new Uint8Array(doc.tape.count);
      for (const n of found) flags[n] = 1;
      setMatches(found);
      setMatchFlags(flags);
      setSearching(false);
    };
    const t = setTimeout(step, 150);
    return () => clearTimeout(t);
  }, [doc, query]);

  const getRow = useCallback(
    (i: number): JsonTreeRow => {
      if (!doc || !rows) throw new RangeError('no document');
      const node = rows.nodes[i] as number;
      const { tape, text } = doc;
      const kind = KIND[tape.kind[node] as number] as JsonTreeKind;
      const start = tape.start[node] as number;
      const end = tape.end[node] as number;
      const parent = tape.parent[node] as number;
      const container = kind === 'object' || kind === 'array';
      let shown = '';
      if (!container) {
        shown = end - start > SHOWN_CHARS ? `${text.slice(start, start + SHOWN_CHARS)}…` : text.slice(start, end);
      }
      return {
        id: node,
        depth: rows.depth[i] as number,
        label: nodeKey(text, tape, node),
        index: parent >= 0 && tape.kind[parent] === ARRAY ? (rows.index[i] as number) : null,
        kind,
        text: shown,
        size: tape.size[node] as number,
        chars: end - start,
        expanded: expanded[node] === 1,
        match: matchFlags[node] === 1,
        position: parent >= 0 ? (rows.index[i] as number) + 1 : 1,
        setSize: parent >= 0 ? (tape.size[parent] as number) : 1,
      };
    },
    [doc, rows, expanded, matchFlags],
  );

  const onToggle = useCallback((node: number) => {
    setExpanded((e) => {
      const copy = e.slice();
      copy[node] = copy[node] ? 0 : 1;
      return copy;
    });
  }, []);

  const goToMatch = useCallback(
    (pos: number) => {
      if (!doc || matches.length === 0) return;
      const p = ((pos % matches.length) + matches.length) % matches.length;
      const node = matches[p] as number;
      const e = expanded.slice();
      revealNode(doc.tape, e, node);
      const r = visibleRows(doc.tape, e);
      // rows are in document order, so the node is found by binary search
      let lo = 0;
      let hi = r.nodes.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((r.nodes[mid] as number) < node) lo = mid + 1;
        else hi = mid;
      }
      setExpanded(e);
      setMatchPosition(p + 1);
      setRevealRow(lo);
    },
    [doc, matches, expanded],
  );

  const nodeValue = useCallback(
    (node: number): string => {
      if (!doc) return '';
      const raw = doc.text.slice(doc.tape.start[node], doc.tape.end[node]);
      // a container is copied in the chosen layout; a very big one as written, to keep the page quick
      return raw.length <= COPY_FORMAT_LIMIT && (doc.tape.kind[node] === ARRAY || doc.tape.kind[node] === OBJECT)
        ? formatJson(raw, { indent })
        : raw;
    },
    [doc, indent],
  );

  const pathOf = useCallback((node: number): string => (doc ? nodePath(doc.text, doc.tape, node) : ''), [doc]);

  return {
    rowCount: rows ? rows.nodes.length : 0,
    getRow,
    onToggle,
    onExpandAll: () => doc && setExpanded(new Uint8Array(doc.tape.count).fill(1)),
    onCollapseAll: () => doc && setExpanded(new Uint8Array(doc.tape.count)),
    onExpandToDepth: (d: number) => doc && setExpanded(expandToDepth(doc.tape, d)),
    maxDepth: doc?.maxDepth ?? 0,
    query,
    onQuery: setQuery,
    matchCount: matches.length,
    matchPosition,
    searching,
    onNextMatch: () => goToMatch(matchPosition),
    onPreviousMatch: () => goToMatch(matchPosition <= 1 ? matches.length - 1 : matchPosition - 2),
    revealRow,
    nodeValue,
    pathOf,
  };
}
