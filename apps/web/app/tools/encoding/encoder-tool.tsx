import {
  decodeText,
  decodeUrl,
  encodeText,
  encodeUrl,
  escapeUnicode,
  fromHex,
  type HtmlMode,
  toHex,
  type UnicodeStyle,
  type UrlMode,
  unescapeUnicode,
} from '@tinkerbox/engine/encoding';
import { Checkbox, Choice, OutputBox, Select, TextField } from '@tinkerbox/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { encodingMessages } from './encoding.messages.ts';
import { CopyLinkButton, useLinkedInput } from './encoding.widgets.tsx';

const DIRECTIONS = ['encode', 'decode'] as const;
const KINDS = ['url', 'html', 'unicode', 'utf8'] as const;
type Kind = (typeof KINDS)[number];
const URL_MODES: readonly UrlMode[] = ['component', 'uri', 'form'];
const HTML_MODES: readonly HtmlMode[] = ['named', 'decimal', 'hex', 'nonAscii'];
const UNICODE_STYLES: readonly UnicodeStyle[] = ['u', 'u{}', 'html', 'U+'];
const BOOL = ['0', '1'] as const;
const TABLE_LIMIT = 200;
/** Invisible characters get their ASCII abbreviation in the table. */
const CONTROL_NAMES: Record<string, string> = { ' ': 'SP', '\n': 'LF', '\r': 'CR', '\t': 'TAB' };

type HtmlCodec = typeof import('./html-codec.ts');
let loadedHtmlCodec: HtmlCodec | undefined;

/** The HTML entity codec, loaded on first use; undefined while it loads. */
function useHtmlCodec(needed: boolean): HtmlCodec | undefined {
  const [codec, setCodec] = useState(loadedHtmlCodec);
  useEffect(() => {
    if (!needed || codec) return;
    let live = true;
    import('./html-codec.ts').then((m) => {
      loadedHtmlCodec = m;
      if (live) setCodec(m);
    });
    return () => {
      live = false;
    };
  }, [needed, codec]);
  return codec;
}

/** /encoder: URL, HTML entities, Unicode escapes and UTF-8 bytes, each way. */
export function EncoderTool() {
  const m = useMessages(encodingMessages);
  const { locale } = useLocale();
  const id = useId();
  const [dir, setDir] = useFragmentOption('dir', 'encode', DIRECTIONS);
  const [kind, setKind] = useFragmentOption<Kind>('kind', 'url', KINDS);
  const [urlMode, setUrlMode] = useFragmentOption<UrlMode>('url', 'component', URL_MODES);
  const [htmlMode, setHtmlMode] = useFragmentOption<HtmlMode>('html', 'named', HTML_MODES);
  const [style, setStyle] = useFragmentOption<UnicodeStyle>('u', 'u', UNICODE_STYLES);
  const [all, setAll] = useFragmentOption('all', '0', BOOL);
  const [input, setInput] = useKeptState('encoder:input', '');
  useLinkedInput(setInput);
  const html = useHtmlCodec(kind === 'html');

  const result = useMemo(
    () =>
      attempt(() => {
        if (kind === 'html') {
          // Until the entity table has loaded the output stays empty; the input is kept as typed.
          if (!html) return '';
          return dir === 'encode' ? html.encodeHtml(input, htmlMode) : html.decodeHtml(input);
        }
        if (dir === 'encode') {
          if (kind === 'url') return encodeUrl(input, urlMode);
          if (kind === 'unicode') return escapeUnicode(input, style, { all: all === '1' });
          return toHex(encodeText(input), { delimiter: 'space', upper: true });
        }
        if (kind === 'url') return decodeUrl(input, urlMode);
        if (kind === 'unicode') return unescapeUnicode(input);
        return decodeText(fromHex(input));
      }, locale),
    [dir, kind, urlMode, htmlMode, style, all, input, locale, html],
  );

  // The UTF-8 table describes the plain text: the input when encoding, the output when decoding.
  const plain = dir === 'encode' ? input : (result.value ?? '');
  const chars = useMemo(() => (kind === 'utf8' ? Array.from(plain) : []), [kind, plain]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <Choice
          label={m.direction}
          value={dir}
          options={[
            { value: 'encode' as const, label: m.encode },
            { value: 'decode' as const, label: m.decode },
          ]}
          onChange={setDir}
        />
        <Select
          id={`${id}-kind`}
          label={m.encoder.kind}
          value={kind}
          options={KINDS.map((k) => ({ value: k, label: m.encoder.kinds[k] }))}
          onChange={setKind}
        />
        {kind === 'url' && (
          <Select
            id={`${id}-mode`}
            label={m.encoder.mode}
            value={urlMode}
            options={URL_MODES.map((k) => ({ value: k, label: m.encoder.urlModes[k] }))}
            onChange={setUrlMode}
          />
        )}
        {kind === 'html' && dir === 'encode' && (
          <Select
            id={`${id}-mode`}
            label={m.encoder.mode}
            value={htmlMode}
            options={HTML_MODES.map((k) => ({ value: k, label: m.encoder.htmlModes[k] }))}
            onChange={setHtmlMode}
          />
        )}
        {kind === 'unicode' && dir === 'encode' && (
          <>
            <Select
              id={`${id}-mode`}
              label={m.encoder.mode}
              value={style}
              options={UNICODE_STYLES.map((k) => ({ value: k, label: m.encoder.unicodeModes[k] }))}
              onChange={setStyle}
            />
            {style !== 'U+' && (
              <Checkbox
                className="h-12 items-center"
                label={m.encoder.escapeAll}
                checked={all === '1'}
                onChange={(on) => setAll(on ? '1' : '0')}
              />
            )}
          </>
        )}
      </div>
      <div>
        <TextField
          id={`${id}-in`}
          label={dir === 'encode' ? m.encoder.plainLabel : m.encoder.encodedLabel}
          multiline
          rows={6}
          value={input}
          onChange={setInput}
          error={result.error}
        />
        <div className="mt-2">
          <CopyLinkButton input={input} label={m.copyLink} done={m.linkCopied} />
        </div>
      </div>
      <OutputBox
        label={dir === 'encode' ? m.encoder.encodedLabel : m.encoder.plainLabel}
        value={result.value ?? ''}
        minHeight={160}
        id={`${id}-out`}
      />
      {kind === 'utf8' && chars.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-medium text-slate-700">{m.encoder.utf8Table}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="py-1 pr-4">
                  {m.encoder.char}
                </th>
                <th scope="col" className="py-1 pr-4">
                  {m.encoder.codePoint}
                </th>
                <th scope="col" className="py-1">
                  {m.encoder.utf8Bytes}
                </th>
              </tr>
            </thead>
            <tbody className="font-mono">
              {chars.slice(0, TABLE_LIMIT).map((c, i) => (
                <tr key={i} className="border-b border-slate-100">
                  <td className="py-1 pr-4">
                    {CONTROL_NAMES[c] ? <span className="text-slate-500 italic">{CONTROL_NAMES[c]}</span> : c}
                  </td>
                  <td className="py-1 pr-4">U+{(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}</td>
                  <td className="py-1">{toHex(new TextEncoder().encode(c), { delimiter: 'space', upper: true })}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {chars.length > TABLE_LIMIT && (
            <p className="mt-1 text-sm text-slate-600">{fmt(m.encoder.more, { count: chars.length - TABLE_LIMIT })}</p>
          )}
        </div>
      )}
    </div>
  );
}
