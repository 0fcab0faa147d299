import {
  DIGEST_FORMATS,
  type DigestFormat,
  encodeText,
  type HashAlgorithm,
  KECCAK_ALGORITHMS,
  parseBase64Input,
  parseHexInput,
  SHA3_ALGORITHMS,
  SHA512_ALGORITHMS,
  TEXT_ENCODINGS,
  type TextEncodingName,
} from '@tinkerbox/engine/hash';
import { SECRET_ENCODINGS, type SecretEncoding } from '@tinkerbox/ui';
import { useEffect, useMemo } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { type Attempt, attempt, secretBytes } from '../../lib/form.ts';
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

  return {
    isHmac,
    ...{ kind, setKind, encoding, setEncoding, eol, setEol, format, setFormat, algorithm, setAlgorithm },
    loose: loose === '1',
    setLoose: (on: boolean) => setLoose(on ? '1' : '0'),
    all: all === '1',
    setAll: (on: boolean) => setAll(on ? '1' : '0'),
    ...{ keyEnc, setKeyEnc, text, setText, key, setKey, expected, setExpected, files, setFiles, sums, setSums },
    input,
    hmacKey,
  };
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
