import { CHARSET_LABELS, CHARSETS, type Charset, checkBase32Alphabet, toHex } from '@tinkerbox/engine/encoding';
import { Checkbox, Choice, Select, TextField } from '@tinkerbox/ui';
import { useId, useMemo } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { codecsMessages } from './codecs.messages.ts';
import { type CodecName, type EncodingPreset, type RadixOptions, VARIANTS } from './codecs.preset.ts';
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
import { useRadix } from './use-radix.ts';

const DIRECTIONS = ['encode', 'decode'] as const;
const INPUTS = ['text', 'hex'] as const;
const BOOL = ['0', '1'] as const;
/** How each codec names its encoded form in labels. */
const TITLES: Record<CodecName, string> = {
  base32: 'Base32',
  base58: 'Base58',
  base85: 'Base85',
  qp: 'Quoted-printable',
  punycode: 'Punycode',
};
const VERSIONS = ['00', '05', '80', '6f', 'c4', 'ef'] as const;
const RFC4648 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

type Messages = (typeof codecsMessages)['en_US'];

function variantLabel(m: Messages, codec: CodecName, v: string): string {
  if (codec === 'qp') return m.qp[v as 'crlf' | 'lf'];
  if (codec === 'punycode') return m.punycode[v as 'domain' | 'label'];
  return (m[codec] as Record<string, string>)[v] ?? v;
}

/** The checkbox a variant offers, if any: its label and which option it sets. */
function extraOption(m: Messages, codec: CodecName, variant: string, encode: boolean) {
  if (codec === 'base32' && variant === 'crockford') return { key: 'flag' as const, label: m.base32.check };
  if (codec === 'base32' && variant === 'custom' && !encode) return null;
  if (codec === 'base32' && encode) return { key: 'pad' as const, label: m.base32.pad };
  if (codec === 'base85' && variant === 'ascii85' && encode) return { key: 'pad' as const, label: m.base85.delimiters };
  if (codec === 'qp' && encode) return { key: 'flag' as const, label: m.qp.binary };
  return null;
}

/** /base32, /base58, /base85, /quotedprintable and /punycode: one page, the route's preset picks the codec. */
export function CodecsTool({ preset }: { preset: EncodingPreset }) {
  const { codec } = preset;
  const m = useMessages(codecsMessages);
  const e = useMessages(encodingMessages);
  const id = useId();
  const variants = VARIANTS[codec] as readonly string[];
  const [dir, setDir] = useFragmentOption('dir', 'encode', DIRECTIONS);
  const [variant, setVariant] = useFragmentOption<string>('v', variants[0] as string, variants);
  const [pad, setPad] = useFragmentOption('pad', '1', BOOL);
  const [flag, setFlag] = useFragmentOption('flag', '0', BOOL);
  const [inputAs, setInputAs] = useFragmentOption('in', codec === 'base58' ? 'hex' : 'text', INPUTS);
  const [charset, setCharset] = useFragmentOption<Charset>('cs', 'utf-8', CHARSETS);
  const [showHex, setShowHex] = useFragmentOption('hex', '0', BOOL);
  const [alphabet, setAlphabet] = useFragmentOption<string>('abc', RFC4648);
  const { locale } = useLocale();
  const custom = codec === 'base32' && variant === 'custom';
  // A bad alphabet is named beside its own field, and nothing is coded with it.
  const alphabetError = custom ? attempt(() => checkBase32Alphabet(alphabet), locale).error : null;
  const [plain, setPlain] = useKeptState(`${codec}:plain`, '');
  const [encoded, setEncoded] = useKeptState(`${codec}:encoded`, '');
  const encode = dir === 'encode';
  useLinkedInput(setPlain, setEncoded);
  const punycode = codec === 'punycode';

  const job = useMemo((): CodecJob | null => {
    if (alphabetError) return null;
    const o: RadixOptions = { codec, variant, pad: pad === '1', flag: flag === '1', ...(custom ? { alphabet } : {}) };
    return encode
      ? { op: 'radix.encode', input: plain, inputAs, charset, o }
      : { op: 'radix.decode', input: encoded, charset, o };
  }, [codec, variant, pad, flag, encode, plain, encoded, inputAs, charset, custom, alphabet, alphabetError]);
  const out = useCodec(job, undefined, useRadix());
  const recipe = useMemo(() => codecRecipe(job), [job]);
  const result = out.result;
  const title = TITLES[codec];
  const extra = extraOption(m, codec, variant, encode);
  const labels = punycode
    ? variant === 'label'
      ? { plain: m.punycode.rawUnicode, encoded: m.punycode.rawPuny }
      : { plain: m.punycode.unicodeLabel, encoded: m.punycode.asciiLabel }
    : { plain: inputAs === 'hex' ? m.hexToEncode : m.textToEncode, encoded: fmt(m.toDecode, { name: title }) };
  const version =
    codec === 'base58' &&
    (variant === 'check' || variant === 'rippleCheck') &&
    result?.kind === 'bytes' &&
    result.bytes.length > 0
      ? toHex(result.bytes.subarray(0, 1))
      : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <Choice
          label={e.direction}
          value={dir}
          options={[
            { value: 'encode' as const, label: e.encode },
            { value: 'decode' as const, label: e.decode },
          ]}
          onChange={setDir}
        />
        <Select
          id={`${id}-v`}
          label={m.variant}
          value={variant}
          options={variants.map((v) => ({ value: v, label: variantLabel(m, codec, v) }))}
          onChange={setVariant}
        />
        {encode && !punycode && (
          <Choice
            label={m.inputAs}
            value={inputAs}
            options={[
              { value: 'text' as const, label: m.asText },
              { value: 'hex' as const, label: m.asHex },
            ]}
            onChange={setInputAs}
          />
        )}
        {!punycode && (!encode || inputAs === 'text') && (
          <Select id={`${id}-cs`} label={e.charset} value={charset} options={CHARSET_OPTIONS} onChange={setCharset} />
        )}
        {custom && (
          <TextField
            id={`${id}-abc`}
            label={m.base32.alphabet}
            hint={m.base32.alphabetHint}
            value={alphabet}
            onChange={setAlphabet}
            error={alphabetError}
            className="flex w-96 max-w-full flex-col gap-1"
          />
        )}
        {extra && (
          <Checkbox
            className="h-12 items-center"
            label={extra.label}
            checked={(extra.key === 'pad' ? pad : flag) === '1'}
            onChange={(on) => (extra.key === 'pad' ? setPad : setFlag)(on ? '1' : '0')}
          />
        )}
      </div>
      <div>
        <BigTextField
          id={`${id}-in`}
          label={encode ? labels.plain : labels.encoded}
          hint={
            codec === 'base58' && encode
              ? variant === 'check'
                ? m.base58.checkHint
                : variant === 'rippleCheck'
                  ? m.base58.rippleCheckHint
                  : undefined
              : undefined
          }
          multiline
          rows={punycode ? 4 : 6}
          value={encode ? plain : encoded}
          onChange={encode ? setPlain : setEncoded}
          error={out.error}
        />
        <div className="mt-2 flex flex-wrap items-center gap-4">
          {!encode && !punycode && (
            <Checkbox label={m.showHex} checked={showHex === '1'} onChange={(on) => setShowHex(on ? '1' : '0')} />
          )}
          <CopyLinkButton input={encode ? plain : encoded} label={e.copyLink} done={e.linkCopied} />
        </div>
      </div>
      {result?.kind === 'text' && (
        <BigOutput
          label={encode ? (punycode ? labels.encoded : title) : labels.plain}
          value={result.text}
          fileName={`${codec}.txt`}
          id={`${id}-out`}
          busy={out.busy}
        />
      )}
      {version !== null && (
        <p className="text-sm text-slate-700">
          {fmt(m.base58.version, {
            hex: version,
            meaning:
              variant === 'rippleCheck'
                ? version === '00'
                  ? m.base58.xrpAccount
                  : m.base58.versions.other
                : (VERSIONS as readonly string[]).includes(version)
                  ? m.base58.versions[version as (typeof VERSIONS)[number]]
                  : m.base58.versions.other,
          })}
        </p>
      )}
      {result?.kind === 'bytes' && (
        <DecodedView
          bytes={result.bytes}
          text={showHex === '1' ? null : result.text}
          notText={result.text === null ? fmt(m.notText, { charset: CHARSET_LABELS[charset] }) : null}
          textLabel={m.decodedText}
          hexLabel={m.decodedHex}
          fileName="decoded.bin"
          id={`${id}-dec`}
        />
      )}
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} />
    </div>
  );
}
