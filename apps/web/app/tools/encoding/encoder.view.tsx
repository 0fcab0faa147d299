import { type HtmlMode, toHex, type UnicodeStyle, type UrlMode } from '@tinkerbox/engine/encoding';
import { Checkbox, Choice, Select } from '@tinkerbox/ui';
import { useId, useMemo } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { encodingMessages } from './encoding.messages.ts';
import type { CodecJob, EncoderKind } from './encoding.ops.ts';
import { codecRecipe } from './encoding.recipe.ts';
import { BigOutput, BigTextField, CopyLinkButton, useLinkedInput } from './encoding.widgets.tsx';
import { useCodec } from './use-codec.ts';
import { useHtmlCodec } from './use-html-codec.ts';

const DIRECTIONS = ['encode', 'decode'] as const;
const KINDS: readonly EncoderKind[] = ['url', 'html', 'unicode', 'utf8'];
type Kind = EncoderKind;
const URL_MODES: readonly UrlMode[] = ['component', 'uri', 'form', 'all'];
const HTML_MODES: readonly HtmlMode[] = ['named', 'decimal', 'hex', 'nonAscii'];
const UNICODE_STYLES: readonly UnicodeStyle[] = ['u', 'u{}', 'html', 'dec', '%u', 'U+'];
const BOOL = ['0', '1'] as const;
const TABLE_LIMIT = 200;
/** Invisible characters get their ASCII abbreviation in the table. */
const CONTROL_NAMES: Record<string, string> = { ' ': 'SP', '\n': 'LF', '\r': 'CR', '\t': 'TAB' };

/** Characters (code points) in a string, without splitting it into an array. */
function codePoints(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c < 0xdc00) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d < 0xe000) n--;
    }
  }
  return n;
}

/** /encoder: URL, HTML entities, Unicode escapes and UTF-8 bytes, each way. */
export function EncoderTool() {
  const m = useMessages(encodingMessages);
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

  const job = useMemo(
    (): CodecJob => ({
      op: 'encoder',
      input,
      encode: dir === 'encode',
      kind,
      urlMode,
      htmlMode,
      style,
      all: all === '1',
    }),
    [dir, kind, urlMode, htmlMode, style, all, input],
  );
  const codec = useCodec(job, html);
  const recipe = useMemo(() => codecRecipe(job), [job]);
  const resultText = codec.result?.kind === 'text' ? codec.result.text : '';

  // The UTF-8 table describes the plain text: the input when encoding, the output when decoding.
  const plain = dir === 'encode' ? input : resultText;
  // Only the characters the table shows are split out: a big input is never walked on the page.
  const chars = useMemo(
    () => (kind === 'utf8' ? Array.from(plain.slice(0, TABLE_LIMIT * 2)).slice(0, TABLE_LIMIT) : []),
    [kind, plain],
  );
  const moreChars = useMemo(() => (chars.length < TABLE_LIMIT ? 0 : codePoints(plain) - TABLE_LIMIT), [chars, plain]);

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
        <BigTextField
          id={`${id}-in`}
          label={dir === 'encode' ? m.encoder.plainLabel : m.encoder.encodedLabel}
          multiline
          rows={6}
          value={input}
          onChange={setInput}
          error={codec.error}
        />
        <div className="mt-2">
          <CopyLinkButton input={input} label={m.copyLink} done={m.linkCopied} />
        </div>
      </div>
      <BigOutput
        label={dir === 'encode' ? m.encoder.encodedLabel : m.encoder.plainLabel}
        value={resultText}
        fileName={dir === 'encode' ? 'encoded.txt' : 'decoded.txt'}
        id={`${id}-out`}
        busy={codec.busy}
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
              {chars.map((c, i) => (
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
          {moreChars !== 0 && (
            <p className="mt-1 text-sm text-slate-600">{fmt(m.encoder.more, { count: moreChars })}</p>
          )}
        </div>
      )}
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} />
    </div>
  );
}
