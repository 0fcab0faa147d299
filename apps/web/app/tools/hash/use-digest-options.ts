import {
  CHECKSUM_ALGORITHMS,
  CRC_CATALOGUE,
  checkHashParams,
  DIGEST_FORMATS,
  type DigestFormat,
  encodeText,
  type HashAlgorithm,
  type HashParams,
  hashAlgorithmInfo,
  isCrcName,
  KECCAK_ALGORITHMS,
  parseBase64Input,
  parseHexInput,
  RIPEMD_ALGORITHMS,
  SHA3_ALGORITHMS,
  SHA512_ALGORITHMS,
  STREEBOG_ALGORITHMS,
  TEXT_ENCODINGS,
  type TextEncodingName,
  XOF_ALGORITHMS,
} from '@tinkerbox/engine/hash';
import { SECRET_ENCODINGS, type SecretEncoding } from '@tinkerbox/ui';
import { useEffect, useMemo } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { useLocale } from '../../i18n/t.tsx';
import { type Attempt, attempt, secretBytes, wholeNumber } from '../../lib/form.ts';
import { useFragmentEffect, useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import type { DigestPreset, VariantGroup } from './hash.preset.ts';

export const INPUT_KINDS = ['text', 'hex', 'base64', 'file'] as const;
export type InputKind = (typeof INPUT_KINDS)[number];
const BOOL = ['0', '1'] as const;
// A textarea always reports line breaks as LF, whatever was pasted; CRLF must be asked for.
export const EOLS = ['lf', 'crlf'] as const;
export type Eol = (typeof EOLS)[number];

/** The algorithms a route with variants offers, from the engine's lists. */
const VARIANTS: Record<VariantGroup, readonly HashAlgorithm[]> = {
  sha3: [...SHA3_ALGORITHMS, ...KECCAK_ALGORITHMS],
  sha512: SHA512_ALGORITHMS,
  ripemd: RIPEMD_ALGORITHMS,
  streebog: STREEBOG_ALGORITHMS,
  // the engine's own checksum ids; the catalogue's CRCs by name are /crc's (crc.view.tsx)
  checksum: CHECKSUM_ALGORITHMS.filter((a) => !isCrcName(a)),
  crc: CRC_CATALOGUE,
  ...XOF_ALGORITHMS,
};

/** The variants a digest route offers: its group's, or only its own algorithm. */
export const variantsOf = (preset: DigestPreset): readonly HashAlgorithm[] =>
  preset.variants ? VARIANTS[preset.variants] : [preset.algorithm];

/** Bytes of the input field as the chosen kind reads them. */
function inputBytes(kind: InputKind, text: string, loose: boolean, encoding: TextEncodingName, eol: Eol) {
  if (kind === 'hex') return parseHexInput(text, { ignoreNonHex: loose });
  if (kind === 'base64') return parseBase64Input(text);
  return encodeText(eol === 'crlf' ? text.replace(/\r?\n/g, '\r\n') : text, encoding);
}

/**
 * Everything the visitor set on a digest or HMAC route: options live in the URL fragment, the input,
 * key, expected digest and files survive a move to another hash route. Gives the bytes to hash and the
 * key's bytes, or the visitor's message for each field.
 */
export function useDigestOptions(preset: DigestPreset) {
  const { locale } = useLocale();
  const isHmac = preset.kind === 'hmac';
  const [kind, setKind] = useFragmentOption<InputKind>('in', 'text', INPUT_KINDS);
  const [encoding, setEncoding] = useFragmentOption<TextEncodingName>('enc', 'utf-8', TEXT_ENCODINGS);
  const [loose, setLoose] = useFragmentOption<(typeof BOOL)[number]>('loose', '0', BOOL);
  const [eol, setEol] = useFragmentOption<Eol>('eol', 'lf', EOLS);
  const [format, setFormat] = useFragmentOption<DigestFormat>('out', 'hex', DIGEST_FORMATS);
  const [algorithm, setAlgorithm] = useFragmentOption<HashAlgorithm>('alg', preset.algorithm, variantsOf(preset));
  const [all, setAll] = useFragmentOption<(typeof BOOL)[number]>('all', '0', BOOL);
  const [keyEnc, setKeyEnc] = useFragmentOption<SecretEncoding>('kenc', 'utf8', SECRET_ENCODINGS);

  const [text, setText] = useKeptState('hash:text', '');
  const [key, setKey] = useKeptState('hash:key', '');
  const [expected, setExpected] = useKeptState('hash:expected', '');
  const [files, setFiles] = useKeptState<File[]>('hash:files', []);
  // A checksum file (SHA256SUMS...) to check the files against: pasted, or read from a dropped one.
  const [sums, setSums] = useKeptState('hash:sums', '');
  // The algorithm's own options (engine: hashAlgorithmInfo(a).params): output length in bytes, the
  // customization string S and function name N as UTF-8; its key is the key field above.
  const [outLen, setOutLen] = useFragmentOption<string>('len', '');
  const [custom, setCustom] = useKeptState('hash:custom', '');
  const [fnName, setFnName] = useKeptState('hash:fn', '');

  // A link made with "copy link with the input" carries the input and the key.
  useFragmentEffect((f) => {
    const t = f.get('text');
    if (t !== null) setText(t);
    const k = f.get('key');
    if (k !== null) setKey(k);
  });

  const input = useMemo(
    (): Attempt<Uint8Array> | null =>
      kind === 'file' ? null : attempt(() => inputBytes(kind, text, loose === '1', encoding, eol), locale),
    [kind, text, loose, encoding, eol, locale],
  );

  // An empty key is a valid HMAC key (RFC 2104 section 2 pads any key to the block size): the page
  // computes it and says so beside the field, rather than showing an error on an untouched page.
  const hmacKey = useMemo((): Attempt<Uint8Array | undefined> => {
    if (!isHmac) return { ok: true, value: undefined, error: null };
    return secretBytes(key, keyEnc, locale);
  }, [isHmac, key, keyEnc, locale]);

  const params = useAlgorithmParams(isHmac ? undefined : algorithm, { outLen, key, keyEnc, custom, fnName });

  return {
    isHmac,
    ...{ kind, setKind, encoding, setEncoding, eol, setEol, format, setFormat, algorithm, setAlgorithm },
    loose: loose === '1',
    setLoose: (on: boolean) => setLoose(on ? '1' : '0'),
    all: all === '1',
    setAll: (on: boolean) => setAll(on ? '1' : '0'),
    ...{ keyEnc, setKeyEnc, text, setText, key, setKey, expected, setExpected, files, setFiles, sums, setSums },
    ...{ outLen, setOutLen, custom, setCustom, fnName, setFnName },
    input,
    hmacKey,
    params,
  };
}

/** What the option fields of a digest route hold, as text. */
interface ParamTexts {
  outLen: string;
  key: string;
  keyEnc: SecretEncoding;
  custom: string;
  fnName: string;
}

/** The options of `algorithm` read from their fields, checked by the engine; an error per field. */
export interface AlgorithmParams {
  /** The options to hash with, or null while a field is wrong. */
  value: HashParams | null;
  outputLength: number;
  lengthError: string | null;
  keyError: string | null;
}

/** Reads the option fields of `algorithm` (none on an HMAC page) into engine options, with the errors in the visitor's language. */
function useAlgorithmParams(algorithm: HashAlgorithm | undefined, t: ParamTexts): AlgorithmParams {
  const { locale } = useLocale();
  return useMemo(
    () => readAlgorithmParams(algorithm, t, locale),
    [algorithm, t.outLen, t.key, t.keyEnc, t.custom, t.fnName, locale],
  );
}

/** The fields of a page that has not been touched: every option at its default. */
export const UNTOUCHED_PARAMS: ParamTexts = { outLen: '', key: '', keyEnc: 'utf8', custom: '', fnName: '' };

/** {@link useAlgorithmParams} outside React (the server's first digest, hash.served.ts). */
export function readAlgorithmParams(
  algorithm: HashAlgorithm | undefined,
  t: ParamTexts,
  locale: Locale,
): AlgorithmParams {
  const spec = algorithm ? hashAlgorithmInfo(algorithm).params : undefined;
  const fallback = algorithm ? hashAlgorithmInfo(algorithm).digestLength : 0;
  if (!algorithm || !spec) return { value: {}, outputLength: fallback, lengthError: null, keyError: null };
  const range = spec.outputLength;
  const len = range ? wholeNumber(t.outLen, range.min, range.max, fallback, locale) : { value: fallback, error: null };
  const enc = new TextEncoder();
  let keyError: string | null = null;
  let key: Uint8Array | undefined;
  if (spec.key) {
    const k = secretBytes(t.key, t.keyEnc, locale);
    const checked = k.ok && attempt(() => checkHashParams(algorithm, { key: k.value }), locale);
    if (!k.ok) keyError = k.error;
    else if (checked && !checked.ok) keyError = checked.error;
    else key = k.value;
  }
  const value: HashParams | null =
    len.error || keyError
      ? null
      : {
          ...(range ? { outputLength: len.value } : {}),
          ...(spec.key ? { key } : {}),
          ...(spec.customization ? { customization: enc.encode(t.custom) } : {}),
          ...(spec.functionName ? { functionName: enc.encode(t.fnName) } : {}),
        };
  return { value, outputLength: len.value, lengthError: len.error, keyError };
}

export type DigestOptions = ReturnType<typeof useDigestOptions>;

/** Files pasted anywhere on the page go to `onFiles`. */
export function usePastedFiles(onFiles: (files: File[]) => void) {
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const f = e.clipboardData?.files;
      if (f && f.length > 0) {
        e.preventDefault();
        onFiles(Array.from(f));
      }
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [onFiles]);
}
