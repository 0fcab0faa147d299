import {
  CHARSET_LABELS,
  CHARSETS,
  type Charset,
  type HexDelimiter,
  type HexDumpLayout,
} from '@tinkerbox/engine/encoding';
import { Choice, NumberField, Select } from '@tinkerbox/ui';
import { useId, useMemo } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { wholeNumber } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { encodingMessages } from './encoding.messages.ts';
import type { CodecJob } from './encoding.ops.ts';
import { codecRecipe } from './encoding.recipe.ts';
import {
  BigOutput,
  BigTextField,
  CHARSET_OPTIONS,
  CopyLinkButton,
  DecodedView,
  useLinkedInput,
} from './encoding.widgets.tsx';
import { useCodec } from './use-codec.ts';

const DIRECTIONS = ['encode', 'decode'] as const;
const DELIMITERS: readonly HexDelimiter[] = [
  'none',
  'space',
  'colon',
  'comma',
  '0x',
  '0x-comma',
  '\\x',
  '%',
  'lf',
  'crlf',
];
const CASES = ['lower', 'upper'] as const;
/** `dump` is xxd's (the name the links have carried since issue 20); the others are named by their tool. */
const VIEWS = ['plain', 'dump', 'hexdump-C', 'hexdump', 'wireshark'] as const;
type View = (typeof VIEWS)[number];
const LAYOUT: Record<View, HexDumpLayout | undefined> = {
  plain: undefined,
  dump: 'xxd',
  'hexdump-C': 'hexdump-C',
  hexdump: 'hexdump',
  wireshark: 'wireshark',
};

/**
 * /hex: text to hex with delimiters, case, line length, or a dump as xxd, hexdump -C, hexdump or Wireshark
 * write it; hex or any of those dumps back to text or bytes.
 */
export function HexTool() {
  const m = useMessages(encodingMessages);
  const { locale } = useLocale();
  const id = useId();
  const [dir, setDir] = useFragmentOption('dir', 'encode', DIRECTIONS);
  const [charset, setCharset] = useFragmentOption<Charset>('cs', 'utf-8', CHARSETS);
  const [delimiter, setDelimiter] = useFragmentOption<HexDelimiter>('d', 'none', DELIMITERS);
  const [letterCase, setCase] = useFragmentOption('case', 'lower', CASES);
  const [view, setView] = useFragmentOption('view', 'plain', VIEWS);
  const [perLine, setPerLine] = useFragmentOption<string>('n', '0');
  const [text, setText] = useKeptState('hex:text', '');
  const [hex, setHex] = useKeptState('hex:hex', '');
  useLinkedInput(setText, setHex);

  const lines = wholeNumber(perLine, 0, 4096, 0, locale);
  const bytesPerLine = lines.value;
  const job = useMemo(
    (): CodecJob =>
      dir === 'encode'
        ? {
            op: 'hex.encode',
            input: text,
            charset,
            dump: LAYOUT[view],
            upper: letterCase === 'upper',
            delimiter,
            bytesPerLine,
          }
        : { op: 'hex.decode', input: hex, charset },
    [dir, text, hex, charset, view, delimiter, letterCase, bytesPerLine],
  );
  const codec = useCodec(job);
  const recipe = useMemo(() => codecRecipe(job), [job]);
  const out = codec.result;
  const viewName = (v: View) => (v === 'plain' ? m.hex.viewPlain : v === 'dump' ? m.hex.viewDump : m.hex.views[v]);

  return (
    <div className="flex flex-col gap-4">
      <Choice
        label={m.direction}
        value={dir}
        options={[
          { value: 'encode' as const, label: m.encode },
          { value: 'decode' as const, label: m.decode },
        ]}
        onChange={setDir}
      />
      <div className="flex flex-wrap items-end gap-4">
        <Select id={`${id}-cs`} label={m.charset} value={charset} options={CHARSET_OPTIONS} onChange={setCharset} />
        {dir === 'encode' && (
          <>
            <Choice
              label={m.hex.view}
              value={view}
              options={VIEWS.map((v) => ({ value: v, label: viewName(v) }))}
              onChange={setView}
            />
            <Choice
              label={m.hex.letterCase}
              value={letterCase}
              options={[
                { value: 'lower' as const, label: m.hex.lower },
                { value: 'upper' as const, label: m.hex.upper },
              ]}
              onChange={setCase}
            />
            {view === 'plain' && (
              <>
                <Select
                  id={`${id}-delim`}
                  label={m.hex.delimiter}
                  value={delimiter}
                  options={DELIMITERS.map((d) => ({ value: d, label: m.hex.delimiters[d] }))}
                  onChange={setDelimiter}
                />
                <NumberField
                  id={`${id}-n`}
                  label={m.hex.perLine}
                  value={perLine}
                  onChange={setPerLine}
                  error={lines.error}
                  className="flex w-40 flex-col gap-1"
                />
              </>
            )}
          </>
        )}
      </div>
      {dir === 'encode' ? (
        <>
          <div>
            <BigTextField
              id={`${id}-text`}
              label={m.hex.textLabel}
              multiline
              rows={6}
              value={text}
              onChange={setText}
              error={codec.error}
            />
            <div className="mt-2">
              <CopyLinkButton input={text} label={m.copyLink} done={m.linkCopied} />
            </div>
          </div>
          <BigOutput
            label={
              view === 'plain'
                ? m.hex.result
                : view === 'dump'
                  ? m.hex.dump
                  : fmt(m.hex.dumpOf, { tool: viewName(view) })
            }
            value={out?.kind === 'text' ? out.text : ''}
            fileName={view === 'plain' ? 'hex.txt' : 'dump.txt'}
            id={`${id}-out`}
            className={view === 'plain' ? '' : '[&_textarea]:whitespace-pre [&_textarea]:overflow-x-auto'}
            busy={codec.busy}
          />
        </>
      ) : (
        <>
          <div>
            <BigTextField
              id={`${id}-hex`}
              label={m.hex.hexLabel}
              multiline
              rows={6}
              value={hex}
              onChange={setHex}
              error={codec.error}
              hint={
                out?.kind === 'bytes' && out.fromDump
                  ? out.fromDump === 'xxd'
                    ? m.hex.fromDump
                    : fmt(m.hex.fromLayout, { tool: m.hex.views[out.fromDump] })
                  : undefined
              }
            />
            <div className="mt-2">
              <CopyLinkButton input={hex} label={m.copyLink} done={m.linkCopied} />
            </div>
          </div>
          {out?.kind === 'bytes' && (
            <DecodedView
              bytes={out.bytes}
              text={out.text}
              notText={out.text === null ? fmt(m.base64.notText, { charset: CHARSET_LABELS[charset] }) : null}
              textLabel={m.hex.decodedText}
              hexLabel={m.hex.decodedHex}
              fileName="decoded.bin"
              id={`${id}-out`}
            />
          )}
          {codec.busy && <p className="text-sm text-slate-600">{m.working}</p>}
        </>
      )}
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} />
    </div>
  );
}
