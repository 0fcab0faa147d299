import {
  CRC_CATALOGUE,
  type CrcModel,
  type CrcName,
  type CrcParams,
  crcAliases,
  crcModel,
  encodeDigest,
} from '@tinkerbox/engine/hash';
import { Checkbox, CopyButton, EarlyButton, Section, Select, TextField, useFileTarget } from '@tinkerbox/ui';
import { lazy, memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { HTML_LANG, type Locale } from '../../i18n/locales.ts';
import { numberFormat } from '../../i18n/numbers.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useAsLastSet } from '../../lib/as-last-set.ts';
import { errorText } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { useJob } from '../../lib/worker/use-job.ts';
import { useWorker } from '../../lib/worker/use-worker.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { Later, ScopedSuspense } from '../../shell/later.tsx';
import { crcMessages } from './crc.messages.ts';
import { CrcIdentify, hex, paramWords } from './crc.parts.tsx';
import { crcRecipe } from './crc.recipe.ts';
import { DigestInput } from './digest.parts.tsx';
import { FormatSelect, hashCommonMessages, LinkButtons } from './hash.common.tsx';
import type { DigestPreset } from './hash.preset.ts';
import { createHashWorker, type HashProtocol } from './hash.protocol.ts';
import type { TextJob } from './hash.served.ts';
import type { ServedDigests } from './served-digests.ts';
import { useDigestOptions, usePastedFiles } from './use-digest-options.ts';
import { useTextDigests } from './use-text-digests.ts';

const FilesOutput = lazy(() => import('./files.view.tsx').then((x) => ({ default: x.FilesOutput })));

/** /crc's input options live where the digest pages keep theirs; the CRCs ticked are its own. */
const CRC_PRESET: DigestPreset = { kind: 'digest', algorithm: 'CRC-32/ISO-HDLC', variants: 'crc' };

/** The job of the untouched page: the empty text, the first CRC (decision 0199: the server answers it). */
export const untouchedCrcJob = (): TextJob => ({
  data: new Uint8Array(0),
  algorithms: [CRC_PRESET.algorithm],
  hmacKey: undefined,
  params: {},
});

type Field = 'width' | 'poly' | 'init' | 'xorout';
const FIELDS: readonly Field[] = ['width', 'poly', 'init', 'xorout'];

/** The custom parameters as typed. */
interface CustomTexts {
  width: string;
  poly: string;
  init: string;
  xorout: string;
  refin: boolean;
  refout: boolean;
}
const START: CustomTexts = {
  width: '16',
  poly: '0x1021',
  init: '0xffff',
  xorout: '0x0000',
  refin: false,
  refout: false,
};

/** Every catalogue CRC with its model and aliases, and the text a search matches (made on first use). */
interface Row {
  name: CrcName;
  model: CrcModel;
  aliases: string[];
  words: string;
}
let rows: Row[] | undefined;
function catalogueRows(): Row[] {
  rows ??= CRC_CATALOGUE.map((name) => {
    const model = crcModel(name);
    const aliases = crcAliases(name);
    const words = [name, ...aliases, hex(model.poly, model.width)].join(' ').toUpperCase();
    return { name, model, aliases, words };
  });
  return rows;
}

/** The rows a search shows: by name or alias (any part, any case), width (`16`) or polynomial (`0x1021`). */
function search(query: string): Row[] {
  const q = query.trim().toUpperCase();
  if (q === '') return catalogueRows();
  if (/^\d+$/.test(q)) {
    const byWidth = catalogueRows().filter((r) => r.model.width === Number(q));
    if (byWidth.length > 0) return byWidth;
  }
  const poly = /^0X([0-9A-F]+)$/.exec(q);
  if (poly) return catalogueRows().filter((r) => r.model.poly === BigInt(`0x${poly[1]}`));
  return catalogueRows().filter((r) => r.words.includes(q));
}

/** The custom parameters checked by the engine, field by field, each error in the visitor's language. */
function checkCustom(
  t: CustomTexts,
  locale: Locale,
): { params: CrcParams | null; errors: Partial<Record<Field, string>> } {
  const errors: Partial<Record<Field, string>> = {};
  const width = Number(t.width.trim() === '' ? Number.NaN : t.width);
  const attempt = (field: Field, params: CrcParams) => {
    try {
      crcModel(params);
    } catch (e) {
      errors[field] = errorText(e, locale); // an EngineError; anything else is rethrown, a bug
    }
  };
  attempt('width', { width, poly: 0 });
  if (!errors.width)
    for (const field of ['poly', 'init', 'xorout'] as const)
      attempt(field, { width, poly: field === 'poly' ? t.poly : 0, [field]: t[field] });
  const ok = FIELDS.every((f) => !errors[f]);
  return {
    params: ok ? { width, poly: t.poly, init: t.init, xorout: t.xorout, refin: t.refin, refout: t.refout } : null,
    errors,
  };
}

/**
 * The CRCs ticked and the custom parameters, kept in the URL fragment (`#crc=CRC-16/XMODEM,CRC-64/XZ`,
 * `custom=1&w=16&poly=0x1021…`), so a copied link opens the same setup (the input only when asked).
 */
function useCrcLinkState(first: CrcName) {
  const [crcs, setCrcs] = useFragmentOption<string>('crc', first);
  // in catalogue order, whatever order they were ticked in (the results list them so)
  const chosen = useMemo(() => {
    const asked = crcs.split(',');
    return CRC_CATALOGUE.filter((n) => asked.includes(n));
  }, [crcs]);
  const latest = useAsLastSet(chosen);
  // stable, so that the catalogue list (memo) renders again only when what it shows changed
  const setChosen = useCallback(
    (f: (c: readonly CrcName[]) => readonly CrcName[]) => setCrcs(f(latest.current).join(',') || 'none'),
    [setCrcs],
  );
  const [customOn, setCustomOn] = useFragmentOption<'0' | '1'>('custom', '0', ['0', '1']);
  const [width, setWidth] = useFragmentOption('w', START.width);
  const [poly, setPoly] = useFragmentOption('poly', START.poly);
  const [init, setInit] = useFragmentOption('init', START.init);
  const [xorout, setXorout] = useFragmentOption('xorout', START.xorout);
  const [refin, setRefin] = useFragmentOption<'0' | '1'>('refin', '0', ['0', '1']);
  const [refout, setRefout] = useFragmentOption<'0' | '1'>('refout', '0', ['0', '1']);
  const texts: CustomTexts = useMemo(
    () => ({ width, poly, init, xorout, refin: refin === '1', refout: refout === '1' }),
    [width, poly, init, xorout, refin, refout],
  );
  const setTexts = (t: CustomTexts) => {
    setWidth(t.width);
    setPoly(t.poly);
    setInit(t.init);
    setXorout(t.xorout);
    setRefin(t.refin ? '1' : '0');
    setRefout(t.refout ? '1' : '0');
  };
  return {
    chosen,
    setChosen,
    useCustom: customOn === '1',
    setUseCustom: (on: boolean) => setCustomOn(on ? '1' : '0'),
    texts,
    setTexts,
  };
}

/** /crc: every CRC of the RevEng catalogue, searchable, several at once, and a CRC with the visitor's own parameters. */
export function CrcTool({ served = null }: { served?: ServedDigests | null }) {
  const m = useMessages(crcMessages);
  const { locale } = useLocale();
  const nf = numberFormat(HTML_LANG[locale]);
  const o = useDigestOptions(CRC_PRESET);
  const worker = useWorker<HashProtocol>(createHashWorker);
  const [query, setQuery] = useKeptState('crc:query', '');
  const { chosen, setChosen, useCustom, setUseCustom, texts, setTexts } = useCrcLinkState(o.algorithm as CrcName);
  const { kind, input, files, setFiles, setKind } = o;

  const shown = useMemo(() => search(query), [query]);
  const custom = useMemo(() => checkCustom(texts, locale), [texts, locale]);
  const toggle = useCallback(
    (name: CrcName, on: boolean) =>
      setChosen((c) => (on ? [...c.filter((x) => x !== name), name] : c.filter((x) => x !== name))),
    [setChosen],
  );

  const textJob = useMemo(
    () =>
      kind !== 'file' && input?.ok && chosen.length > 0
        ? { data: input.value, algorithms: [...chosen], hmacKey: undefined, params: {} }
        : null,
    [kind, input, chosen],
  );
  const text = useTextDigests(textJob, served);
  const fileJob = useMemo(
    () =>
      kind === 'file' && chosen.length > 0 ? { files, algorithms: [...chosen], hmacKey: undefined, params: {} } : null,
    [kind, files, chosen],
  );
  const customJob = useMemo(() => {
    if (!useCustom || !custom.params) return null;
    if (kind === 'file')
      return files.length > 0 ? { type: 'crc' as const, params: custom.params, sources: files } : null;
    return input?.ok ? { type: 'crc' as const, params: custom.params, sources: [input.value] } : null;
  }, [useCustom, custom.params, kind, files, input]);
  const customRun = useJob<HashProtocol>(createHashWorker, customJob, { supersede: 'signal' });
  if (customRun.error) throw customRun.error;
  const customDigests = customRun.answers === customJob ? customRun.result?.digests : undefined;

  const addFiles = useCallback(
    (list: File[]) => {
      if (list.length > 0) setFiles(list);
      setKind('file');
    },
    [setFiles, setKind],
  );
  usePastedFiles(addFiles);
  useFileTarget(addFiles, { multiple: true });

  const failed = text.failed;
  // one catalogue CRC of typed input as a recipe's first step ("Continue in a recipe")
  const typed = kind !== 'file' && input?.ok ? input.value : null;
  const recipe = useMemo(() => crcRecipe(chosen, useCustom, typed, o.format), [chosen, useCustom, typed, o.format]);
  const customLabel = custom.params
    ? `${m.customName} (${fmt(m.params, paramWords(m, crcModel(custom.params)))})`
    : m.customName;
  const results: { name: string; label: string; digest: Uint8Array | undefined }[] = [
    ...chosen.map((n) => ({ name: n, label: n, digest: text.digests.get(n) })),
    ...(useCustom && custom.params ? [{ name: 'custom', label: customLabel, digest: customDigests?.[0] }] : []),
  ];

  return (
    <div>
      <DigestInput o={o} onFiles={addFiles} bytes={failed ? null : (input?.value ?? null)} nf={nf} />
      <Section title={m.catalogue}>
        <p className="text-sm text-slate-600">{m.catalogueNote}</p>
        <TextField
          type="search"
          label={m.find}
          hint={m.findHint}
          value={query}
          onChange={setQuery}
          testId="crc-search"
        />
        <CatalogueList rows={shown} chosen={chosen} onToggle={toggle} query={query} />
      </Section>
      <Section title={m.identifyTitle}>
        <CrcIdentify
          data={kind !== 'file' && input?.ok && input.value.length > 0 ? input.value : null}
          chosen={chosen}
          onChoose={(name) => toggle(name, true)}
        />
      </Section>
      <Section title={m.custom}>
        <Checkbox label={m.useCustom} checked={useCustom} onChange={setUseCustom} testId="crc-use-custom" />
        {useCustom && <CustomFields texts={texts} onTexts={setTexts} errors={custom.errors} />}
      </Section>
      <Section title={m.results}>
        <FormatSelect value={o.format} onChange={o.setFormat} />
        {results.length === 0 && <p className="text-sm text-slate-600">{m.noneChosen}</p>}
        {kind !== 'file' && !failed && results.length > 0 && <ResultTable rows={results} format={o.format} />}
        {kind === 'file' && fileJob && (
          <ScopedSuspense fallback={null}>
            <FilesOutput
              worker={worker}
              job={fileJob}
              files={files}
              format={o.format}
              selected={chosen[0] ?? CRC_PRESET.algorithm}
              verdict={() => null}
              nf={nf}
            />
          </ScopedSuspense>
        )}
        {kind === 'file' && useCustom && custom.params && files.length > 0 && (
          <ResultTable
            rows={files.map((f, i) => ({
              name: `${f.name}:custom`,
              label: `${f.name} ${customLabel}`,
              digest: customDigests?.[i],
            }))}
            format={o.format}
          />
        )}
      </Section>
      <LinkButtons withInput={kind === 'file' ? undefined : { text: o.text }} secretNote={false} secret={undefined} />
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} />
    </div>
  );
}

/** The catalogue rows drawn with the page; the rest follow on demand (CatalogueListRows). */
const FIRST_ROWS = 24;

/** The rows in groups of 8, each hydrated in a task of its own (16 still made tasks of 100-150 ms at 4x). */
function groups(list: Row[]): Row[][] {
  const out: Row[][] = [];
  for (let i = 0; i < list.length; i += 8) out.push(list.slice(i, i + 8));
  return out;
}

/** The catalogue's CRCs that the search shows, a checkbox each with its aliases and parameters. */
function CatalogueListRows({
  rows: list,
  chosen,
  onToggle,
  query,
}: {
  rows: Row[];
  chosen: readonly CrcName[];
  onToggle: (name: CrcName, on: boolean) => void;
  query: string;
}) {
  const m = useMessages(crcMessages);
  const legend = useId();
  // The box shows about ten rows: the first FIRST_ROWS (and any ticked) are drawn and hydrated with the page,
  // the rest when the visitor scrolls near the end, moves focus into the list, asks for them, or searches
  // (issue 37: 111 rows were half of /crc's hydration on a slow phone).
  const [all, setAll] = useState(false);
  const whole = all || query.trim() !== '' || list.length <= FIRST_ROWS;
  const drawn = whole ? list : list.filter((r, i) => i < FIRST_ROWS || chosen.includes(r.name));
  const boxRef = useRef<HTMLDivElement>(null);
  // after "Show all", focus goes to the first row it brought (the button is gone)
  const focusFirstNew = useRef(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!whole || !focusFirstNew.current || !box) return;
    focusFirstNew.current = false;
    const first = () => box.querySelectorAll<HTMLInputElement>('input[type=checkbox]')[FIRST_ROWS];
    if (first()) {
      first()?.focus();
      return;
    }
    // Shown while the tool was still hydrating (a click made before it hydrated): the new rows hydrate in
    // tasks of their own, as parts inside a part hydrating late (shell/later.tsx); focus the first as it comes.
    const watch = new MutationObserver(() => {
      if (!first()) return;
      watch.disconnect();
      first()?.focus();
    });
    watch.observe(box, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [whole]);
  useEffect(() => {
    const box = boxRef.current;
    if (whole || !box) return;
    // focus in a row, not on the button itself (it goes away with what it asks for)
    const focused = (el: EventTarget | null) => {
      if (el instanceof Element && box.contains(el) && !el.closest('[data-show-all]')) setAll(true);
    };
    const more = (e: Event) => focused(e.target);
    const nearEnd = () => {
      if (box.scrollTop + box.clientHeight > box.scrollHeight - 200) setAll(true);
    };
    // scrolled or focused there before the tool hydrated (it hydrates when used, decision 0202)
    nearEnd();
    focused(document.activeElement);
    box.addEventListener('scroll', nearEnd, { passive: true });
    box.addEventListener('focusin', more);
    return () => {
      box.removeEventListener('scroll', nearEnd);
      box.removeEventListener('focusin', more);
    };
  }, [whole]);
  return (
    <fieldset aria-labelledby={legend} className="rounded border border-slate-200">
      <legend id={legend} className="px-1 text-sm text-slate-700" aria-live="polite">
        {fmt(m.shown, { count: list.length, total: CRC_CATALOGUE.length })}
      </legend>
      {list.length === 0 ? (
        <p className="p-2 text-sm text-slate-600">{fmt(m.noMatch, { query: query.trim() })}</p>
      ) : (
        <div className="max-h-96 overflow-y-auto p-2" data-testid="crc-list" ref={boxRef}>
          {/* a task for each group of rows, each group one element (a suspended part resumes its hydration
              on one element) */}
          {groups(drawn).map((group, i) => (
            <Later key={group[0]?.name ?? i} name={`crc-list-${i}`}>
              <ul>
                <CatalogueRows rows={group} chosen={chosen} onToggle={onToggle} />
              </ul>
            </Later>
          ))}
          {!whole && (
            <EarlyButton
              early="crc-show-all"
              size="sm"
              className="mt-2"
              data-show-all=""
              onClick={() => {
                setAll(true);
                focusFirstNew.current = true;
              }}
            >
              {fmt(m.showAll, { count: list.length })}
            </EarlyButton>
          )}
        </div>
      )}
    </fieldset>
  );
}

/** Rendered again only when its rows, the CRCs ticked or the query change, not on every answer of the worker (issue 37). */
const CatalogueList = memo(CatalogueListRows);

/** Some rows of the catalogue list, a checkbox each with its aliases and parameters. */
function CatalogueRows({
  rows: group,
  chosen,
  onToggle,
}: {
  rows: Row[];
  chosen: readonly CrcName[];
  onToggle: (name: CrcName, on: boolean) => void;
}) {
  const m = useMessages(crcMessages);
  return group.map((r) => (
    <li key={r.name} className="py-1">
      <Checkbox
        label={<span className="font-mono">{r.name}</span>}
        checked={chosen.includes(r.name)}
        onChange={(on) => onToggle(r.name, on)}
        hint={
          <>
            {r.aliases.length > 0 && <span>{fmt(m.aliases, { names: r.aliases.join(', ') })}. </span>}
            <span className="font-mono">{fmt(m.params, paramWords(m, r.model))}</span>
          </>
        }
      />
    </li>
  ));
}

/** Width, poly, init, xorout, refin, refout, with each field's error beside it, and a catalogue CRC to start from. */
function CustomFields({
  texts,
  onTexts,
  errors,
}: {
  texts: CustomTexts;
  onTexts: (t: CustomTexts) => void;
  errors: Partial<Record<Field, string>>;
}) {
  const m = useMessages(crcMessages);
  const set = (patch: Partial<CustomTexts>) => onTexts({ ...texts, ...patch });
  const start = (name: string) => {
    if (!name) return;
    const x = crcModel(name);
    set({
      width: String(x.width),
      poly: hex(x.poly, x.width),
      init: hex(x.init, x.width),
      xorout: hex(x.xorout, x.width),
      refin: x.refin,
      refout: x.refout,
    });
  };
  return (
    <div className="space-y-3">
      <Select
        label={m.startFrom}
        value=""
        onChange={start}
        options={[{ value: '', label: m.startFromNone }, ...CRC_CATALOGUE.map((n) => ({ value: n, label: n }))]}
      />
      <div className="grid gap-3 md:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField
            key={f}
            label={m[f]}
            value={texts[f]}
            onChange={(v) => set({ [f]: v })}
            error={errors[f]}
            mono
            inputMode={f === 'width' ? 'numeric' : 'text'}
            testId={`crc-${f}`}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-4">
        <Checkbox label={m.refin} checked={texts.refin} onChange={(refin) => set({ refin })} />
        <Checkbox label={m.refout} checked={texts.refout} onChange={(refout) => set({ refout })} />
      </div>
    </div>
  );
}

/** The CRCs of the input (or of each file), in the chosen format and in decimal, with a copy button each. */
function ResultTable({
  rows: list,
  format,
}: {
  rows: { name: string; label: string; digest: Uint8Array | undefined }[];
  format: Parameters<typeof encodeDigest>[1];
}) {
  const m = useMessages(crcMessages);
  const c = useMessages(hashCommonMessages);
  return (
    <table className="w-full border-collapse text-sm" data-testid="crc-results">
      <thead>
        <tr className="text-left text-slate-600">
          <th scope="col" className="py-1 pr-3 font-medium">
            {c.output}
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            {m.value}
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            {m.decimal}
          </th>
          <th scope="col">
            <span className="sr-only">{m.copy.replace('{name}', '')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((r) => {
          const value = r.digest ? encodeDigest(r.digest, format) : '';
          const decimal = r.digest ? BigInt(`0x${encodeDigest(r.digest, 'hex') || '0'}`).toString() : '';
          return (
            <tr key={r.name} className="border-t border-slate-200" data-crc={r.name}>
              <th scope="row" className="py-2 pr-3 text-left align-top font-mono font-medium break-all">
                {r.label}
              </th>
              <td className="py-2 pr-3 font-mono break-all" data-testid="crc-value">
                {value}
              </td>
              <td className="py-2 pr-3 font-mono break-all">{decimal}</td>
              <td className="w-12 py-1 pl-2 align-top">
                {value && <CopyButton value={value} label={fmt(m.copy, { name: r.label })} />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
