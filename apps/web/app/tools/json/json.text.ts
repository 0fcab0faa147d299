import { EngineError } from '@tinkerbox/engine';
import type { JsonErrorDetail } from '@tinkerbox/engine/json';
import type { JsonTreeLabels } from '@tinkerbox/ui';
import { fmt } from '../../i18n/define.ts';
import { type Locale, toBcp47 } from '../../i18n/locales.ts';
import { numberFormat } from '../../i18n/numbers.ts';
import { errorText } from '../../lib/error-text.ts';
import type { jsonMessages } from './json.messages.ts';

type M = (typeof jsonMessages)[Locale];

/** A byte count as B, KB or MB in the visitor's number format. */
export function formatSize(bytes: number, locale: Locale): string {
  const nf = numberFormat(toBcp47(locale), { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${nf.format(bytes)} B`;
  if (bytes < 1 << 20) return `${nf.format(bytes / 1024)} KB`;
  return `${nf.format(bytes / (1 << 20))} MB`;
}

/**
 * The visitor's message for bad input. INVALID_JSON's `reason` param is English, so the reason is
 * taken again from the engine's `detail` and `found` params in the visitor's language.
 */
export function jsonErrorText(e: EngineError, m: M, locale: Locale): string {
  if (e.code !== 'INVALID_JSON') return errorText(e, locale);
  const detail = String(e.params.detail) as JsonErrorDetail;
  const base = m.reasons[detail] ?? String(e.params.reason ?? '');
  const found = String(e.params.found ?? '');
  const reason = found ? fmt(m.reasonWithChar, { reason: base, char: found }) : base;
  return errorText(new EngineError(e.code, e.message, { ...e.params, reason }), locale);
}

/** The tree widget's words in the visitor's language. */
export function treeLabels(m: M, locale: Locale): JsonTreeLabels {
  const tl = m.treeLabels;
  return {
    tree: tl.tree,
    expandAll: tl.expandAll,
    collapseAll: tl.collapseAll,
    depth: tl.depth,
    search: tl.search,
    previousMatch: tl.previousMatch,
    nextMatch: tl.nextMatch,
    matches: (current, total) =>
      total === 0
        ? tl.noMatches
        : current === 0
          ? fmt(tl.matchesFound, { total })
          : fmt(tl.matches, { current, total }),
    searching: tl.searching,
    copyValue: tl.copyValue,
    copyPath: tl.copyPath,
    size: (kind, n) =>
      n === 1 ? (kind === 'object' ? tl.key : tl.item) : fmt(kind === 'object' ? tl.keys : tl.items, { count: n }),
    chars: (n) => formatSize(n, locale),
    keyboardHint: tl.keyboardHint,
  };
}
