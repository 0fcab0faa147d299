import { CHARSET_LABELS, CHARSETS, type Charset } from '@tinkerbox/engine/encoding';
import { Checkbox, Choice, Select, useFileTarget } from '@tinkerbox/ui';
import { useId, useMemo } from 'react';
import { HTML_LANG } from '../../i18n/locales.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { FileEncode } from './base64.parts.tsx';
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
import { useBase64File } from './use-base64-file.ts';
import { useCodec } from './use-codec.ts';

const DIRECTIONS = ['encode', 'decode'] as const;
const SOURCES = ['text', 'file'] as const;
const VARIANTS = ['standard', 'url', 'urlNoPad', 'mime'] as const;
type Variant = (typeof VARIANTS)[number];
const BOOL = ['0', '1'] as const;

const variantOptions = (v: Variant) =>
  v === 'url'
    ? { variant: 'url' as const }
    : v === 'urlNoPad'
      ? { variant: 'url' as const, pad: false }
      : v === 'mime'
        ? { lineLength: 76 }
        : {};

/** /base64: text or a file to base64 in four variants, and base64 back to text or bytes. */
export function Base64Tool() {
  const m = useMessages(encodingMessages);
  const { locale } = useLocale();
  const lang = HTML_LANG[locale];
  const id = useId();
  const [dir, setDir] = useFragmentOption('dir', 'encode', DIRECTIONS);
  const [source, setSource] = useFragmentOption('src', 'text', SOURCES);
  const [variant, setVariant] = useFragmentOption<Variant>('v', 'standard', VARIANTS);
  const [charset, setCharset] = useFragmentOption<Charset>('cs', 'utf-8', CHARSETS);
  const [strict, setStrict] = useFragmentOption('strict', '0', BOOL);
  const [showHex, setShowHex] = useFragmentOption('hex', '0', BOOL);
  const [text, setText] = useKeptState('base64:text', '');
  const [encoded, setEncoded] = useKeptState('base64:encoded', '');
  const file = useBase64File();
  // A file dropped anywhere on the tool while encoding, in text mode too, is encoded as a file.
  useFileTarget(
    ([f]) => {
      if (!f) return;
      setSource('file');
      file.start(f, variantOptions(variant));
    },
    { enabled: dir === 'encode' },
  );

  useLinkedInput(setText, setEncoded);

  const job = useMemo((): CodecJob | null => {
    if (dir === 'decode') return { op: 'base64.decode', input: encoded, charset, strict: strict === '1' };
    if (source !== 'text') return null;
    return { op: 'base64.encode', input: text, charset, options: variantOptions(variant) };
  }, [dir, source, text, encoded, charset, variant, strict]);
  const codec = useCodec(job);
  const out = codec.result;
  // the same conversion as a recipe's first step, when a step can say it
  const recipe = useMemo(() => codecRecipe(job), [job]);

  const dirOptions = [
    { value: 'encode' as const, label: m.encode },
    { value: 'decode' as const, label: m.decode },
  ];
  const charsetSelect = (
    <Select id={`${id}-cs`} label={m.charset} value={charset} options={CHARSET_OPTIONS} onChange={setCharset} />
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <Choice label={m.direction} value={dir} options={dirOptions} onChange={setDir} />
        {dir === 'encode' && (
          <Choice
            label={m.source}
            value={source}
            options={[
              { value: 'text' as const, label: m.sourceText },
              { value: 'file' as const, label: m.sourceFile },
            ]}
            onChange={setSource}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-4">
        {dir === 'encode' && (
          <Select
            id={`${id}-variant`}
            label={m.base64.variant}
            value={variant}
            options={VARIANTS.map((v) => ({ value: v, label: m.base64.variants[v] }))}
            onChange={setVariant}
          />
        )}
        {(dir === 'decode' || source === 'text') && charsetSelect}
      </div>

      {dir === 'encode' && source === 'text' && (
        <>
          <div>
            <BigTextField
              id={`${id}-text`}
              label={m.base64.textLabel}
              multiline
              rows={8}
              value={text}
              onChange={setText}
              error={codec.error}
            />
            <div className="mt-2 flex gap-2">
              <CopyLinkButton input={text} label={m.copyLink} done={m.linkCopied} />
            </div>
          </div>
          <BigOutput
            label={m.base64.result}
            value={out?.kind === 'text' ? out.text : ''}
            fileName="base64.txt"
            id={`${id}-out`}
            busy={codec.busy}
          />
        </>
      )}

      {dir === 'encode' && source === 'file' && (
        <FileEncode
          job={file.job}
          onFile={(f) => file.start(f, variantOptions(variant))}
          onCancel={file.cancel}
          lang={lang}
          id={id}
        />
      )}

      {dir === 'decode' && (
        <>
          <div>
            <BigTextField
              id={`${id}-b64`}
              label={m.base64.base64Label}
              multiline
              rows={8}
              value={encoded}
              onChange={setEncoded}
              error={codec.error}
            />
            <div className="mt-2 flex flex-wrap items-center gap-4">
              <Checkbox label={m.base64.strict} checked={strict === '1'} onChange={(on) => setStrict(on ? '1' : '0')} />
              <Checkbox
                label={m.base64.showHexToggle}
                checked={showHex === '1'}
                onChange={(on) => setShowHex(on ? '1' : '0')}
              />
              <CopyLinkButton input={encoded} label={m.copyLink} done={m.linkCopied} />
            </div>
          </div>
          {out?.kind === 'bytes' && (
            <DecodedView
              bytes={out.bytes}
              text={showHex === '1' ? null : out.text}
              notText={out.text === null ? fmt(m.base64.notText, { charset: CHARSET_LABELS[charset] }) : null}
              textLabel={m.base64.decodedText}
              hexLabel={m.base64.decodedHex}
              fileName="decoded.bin"
              id={`${id}-dec`}
            />
          )}
          {codec.busy && <p className="text-sm text-slate-600">{m.working}</p>}
        </>
      )}
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} />
    </div>
  );
}
