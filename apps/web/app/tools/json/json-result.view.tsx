import { Button, JsonTree, OutputBox, useCopyToast } from '@tinkerbox/ui';
import { lazy, useMemo } from 'react';
import { fmt } from '../../i18n/define.ts';
import { type Locale, toBcp47 } from '../../i18n/locales.ts';
import { numberFormat } from '../../i18n/numbers.ts';
import { saveBlob } from '../../lib/download.ts';
import { ScopedSuspense } from '../../shell/later.tsx';
import type { jsonMessages } from './json.messages.ts';
import { formatSize, treeLabels } from './json.text.ts';
import { BigOutput } from './json.widgets.tsx';
import type { FormattedJson, JsonState } from './use-json.ts';
import { useJsonTree } from './use-json-tree.ts';

type M = (typeof jsonMessages)[Locale];

// loaded after the result shows, to keep /jsonformat's first load within the page budget (0118)
const JsonPathView = lazy(() => import('./jsonpath.view.tsx').then((x) => ({ default: x.JsonPathView })));

/** The output box shows at most this many bytes; download or copy gives all. */
const PREVIEW_BYTES = 512 << 10;

/** A finished run of /jsonformat: the verdict, the repairs made, the output and the tree. */
export function JsonResultView({
  state,
  done,
  m,
  locale,
}: {
  state: JsonState;
  done: FormattedJson;
  m: M;
  locale: Locale;
}) {
  const { doc, output } = done;
  const tree = useJsonTree(doc, state.options.treeIndent);
  const copy = useCopyToast();
  const preview = useMemo(() => {
    const part = output.length > PREVIEW_BYTES ? output.subarray(0, PREVIEW_BYTES) : output;
    return new TextDecoder().decode(part, { stream: output.length > PREVIEW_BYTES });
  }, [output]);
  const labels = useMemo(() => treeLabels(m, locale), [m, locale]);

  const source = state.source;
  const fileName = source.kind === 'file' ? source.file.name.replace(/\.json$/i, '') : 'data';
  const download = () =>
    saveBlob(
      new Blob([output as Uint8Array<ArrayBuffer>], { type: 'application/json' }),
      `${fileName}${state.options.mode === 'minify' ? '.min' : '.formatted'}.json`,
    );
  const stats = fmt(m.valid, {
    values: numberFormat(toBcp47(locale)).format(doc.tape.count),
    depth: doc.maxDepth,
    size: formatSize(output.length, locale),
  });

  return (
    <>
      <p role="status" className="text-sm text-emerald-800">
        {stats}
      </p>
      {done.repairCount > 0 && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-medium">{fmt(m.repairsTitle, { count: done.repairCount })}</p>
          <ul className="mt-1 max-h-48 list-disc overflow-auto pl-5">
            {done.repairs.map((r) => (
              <li key={`${r.offset}-${r.kind}-${r.after ?? ''}`}>
                {fmt(m.repairLine, {
                  at: fmt(m.repairAt, { line: r.line, column: r.column }),
                  what: fmt(m.repairKinds[r.kind], { before: r.before ?? '', after: r.after ?? '' }),
                })}
              </li>
            ))}
          </ul>
          {done.repairCount > done.repairs.length && (
            <p>{fmt(m.repairsMore, { count: done.repairCount - done.repairs.length })}</p>
          )}
        </div>
      )}
      {done.repairCount === 0 && state.options.repair && (
        <p data-testid="json-repair-none" className="text-sm text-slate-600">
          {m.repairNone}
        </p>
      )}
      {output.length <= PREVIEW_BYTES ? (
        <OutputBox
          id="json-output"
          label={m.output}
          value={preview}
          minHeight={240}
          actions={
            <Button size="sm" onClick={download}>
              {m.download}
            </Button>
          }
        />
      ) : (
        <BigOutput
          preview={preview}
          output={output}
          label={m.output}
          note={fmt(m.previewNote, {
            shown: formatSize(PREVIEW_BYTES, locale),
            total: formatSize(output.length, locale),
          })}
          copyLabel={m.copyAll}
          copiedLabel={m.copied}
          downloadLabel={m.download}
          onDownload={download}
        />
      )}
      <ScopedSuspense fallback={null}>
        <JsonPathView text={doc.text} locale={locale} />
      </ScopedSuspense>
      <section aria-label={m.tree} className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-800">{m.tree}</h2>
        <JsonTree
          {...tree}
          onCopyValue={(id) => {
            void copy(tree.nodeValue(id), m.valueCopied);
          }}
          onCopyPath={(id) => {
            const path = tree.pathOf(id);
            void copy(path, fmt(m.pathCopied, { path }));
          }}
          labels={labels}
        />
      </section>
    </>
  );
}
