import {
  CHARSETS,
  type Charset,
  decodeText,
  encodeText,
  fromHex,
  type HexDelimiter,
  hexDump,
  toHex,
} from '@tinkerbox/engine/encoding';
import { Choice, NumberField, OutputBox, Select, TextField } from '@tinkerbox/ui';
import { useId, useMemo } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt, wholeNumber } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { encodingMessages } from './encoding.messages.ts';
import { CHARSET_OPTIONS, CopyLinkButton, useLinkedInput } from './encoding.widgets.tsx';

const DIRECTIONS = ['encode', 'decode'] as const;
const DELIMITERS: readonly HexDelimiter[] = ['none', 'space', '0x', '\\x', '%', 'comma'];
const CASES = ['lower', 'upper'] as const;
const VIEWS = ['plain', 'dump'] as const;

/** /hex: text to hex with delimiters, case, line length or an xxd dump; hex back to text. */
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
  useLinkedInput(dir === 'encode' ? setText : setHex);

  const lines = wholeNumber(perLine, 0, 4096, 0, locale);
  const bytesPerLine = lines.value;
  const encoded = useMemo(() => {
    if (dir !== 'encode') return null;
    return attempt(() => {
      const bytes = encodeText(text, charset);
      return view === 'dump'
        ? hexDump(bytes, { upper: letterCase === 'upper' })
        : toHex(bytes, { delimiter, upper: letterCase === 'upper', bytesPerLine });
    }, locale);
  }, [dir, text, charset, view, delimiter, letterCase, bytesPerLine, locale]);
  const decoded = useMemo(
    () => (dir === 'decode' ? attempt(() => decodeText(fromHex(hex), charset), locale) : null),
    [dir, hex, charset, locale],
  );

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
              options={[
                { value: 'plain' as const, label: m.hex.viewPlain },
                { value: 'dump' as const, label: m.hex.viewDump },
              ]}
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
            <TextField
              id={`${id}-text`}
              label={m.hex.textLabel}
              multiline
              rows={6}
              value={text}
              onChange={setText}
              error={encoded?.error}
            />
            <div className="mt-2">
              <CopyLinkButton input={text} label={m.copyLink} done={m.linkCopied} />
            </div>
          </div>
          <OutputBox
            label={view === 'dump' ? m.hex.dump : m.hex.result}
            value={encoded?.value ?? ''}
            minHeight={160}
            id={`${id}-out`}
            className={view === 'dump' ? '[&_textarea]:whitespace-pre [&_textarea]:overflow-x-auto' : ''}
          />
        </>
      ) : (
        <>
          <div>
            <TextField
              id={`${id}-hex`}
              label={m.hex.hexLabel}
              multiline
              rows={6}
              value={hex}
              onChange={setHex}
              error={decoded?.error}
            />
            <div className="mt-2">
              <CopyLinkButton input={hex} label={m.copyLink} done={m.linkCopied} />
            </div>
          </div>
          <OutputBox label={m.hex.decodedText} value={decoded?.value ?? ''} minHeight={160} id={`${id}-out`} />
        </>
      )}
    </div>
  );
}
