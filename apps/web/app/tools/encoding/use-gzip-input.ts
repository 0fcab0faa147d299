import { encodeText, fromBase64, fromHex, type GzipHeader } from '@tinkerbox/engine/encoding';
import { useMemo, useState } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { useAsLastSet } from '../../lib/as-last-set.ts';
import { attempt } from '../../lib/form.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { type SniffedInput, sniffCompressedText } from './gzip.sniff.ts';
import type { GzipRequest } from './use-gzip.ts';

/** How /gzip reads its input. */
export const GZIP_SOURCES = ['text', 'hex', 'base64', 'file'] as const;
export type GzipSource = (typeof GZIP_SOURCES)[number];
/** The formats to pick from; `auto` (read from the header) only when decompressing. */
export const GZIP_FORMATS = ['gzip', 'zlib', 'deflate', 'auto'] as const;
type FormatPick = (typeof GZIP_FORMATS)[number];

/** /gzip's options in the fragment that its input reads and, when it recognises hex or base64, changes. */
export interface GzipInputOptions {
  source: GzipSource;
  setSource: (s: GzipSource) => void;
  formatPick: FormatPick;
  setFormat: (f: FormatPick) => void;
  inflate: boolean;
  level: string;
  /** gzip's header fields when compressing; null while one is not valid (nothing is compressed). */
  header: GzipHeader | null;
}

/**
 * /gzip's input: the text (kept across navigation) or the file, read as the visitor's source says into the
 * request for useGzip (or the reason it cannot be read, in the visitor's language). When decompressing,
 * text typed as Text that is really hex or base64 of gzip/zlib is recognised and the source switched,
 * until the visitor goes back to Text.
 */
export function useGzipInput({ source, setSource, formatPick, setFormat, inflate, level, header }: GzipInputOptions) {
  const { locale } = useLocale();
  const [text, setKeptText] = useKeptState('gzip:text', '');
  // The text and the direction as last set, ahead of the render that shows them: what was done before the
  // tool hydrated (decision 0210) is handed over in one batch, Decompress picked and then data pasted, and
  // the paste is recognised as what Decompress reads.
  const latest = useAsLastSet({ text, inflate });
  const [file, setFile] = useState<File | null>(null);
  /** Set when Decompress found hex or base64 of gzip/zlib typed as Text and switched the input type. */
  const [sniffed, setSniffed] = useState<SniffedInput | null>(null);
  /** The visitor went back to Text after a switch: their pick stays for the rest of the visit. */
  const [declined, setDeclined] = useState(false);
  /** Text typed as Text that is really hex or base64 of compressed data is read as that, and said so. */
  const recognise = (nextText: string, decompress: boolean) => {
    const found = decompress && !declined && (source === 'text' || sniffed) ? sniffCompressedText(nextText) : null;
    // After a switch of its own, a new paste of the other kind switches again; a visitor's pick stays.
    if (found && found.source !== source) {
      setSource(found.source);
      setSniffed(found);
      // zlib under the default gzip would fail: the header says which it is.
      if (formatPick !== found.format) setFormat('auto');
    } else if (sniffed) setSniffed(found?.source === source ? found : null);
  };
  /** Sets the text (typed or pasted) and recognises it if the direction is Decompress. */
  const setText = (v: string) => {
    latest.current.text = v;
    setKeptText(v);
    recognise(v, latest.current.inflate);
  };
  /** The direction changed: the text already there is recognised, or not, for it. */
  const directionChanged = (decompress: boolean) => {
    latest.current.inflate = decompress;
    recognise(latest.current.text, decompress);
  };
  const pickSource = (s: GzipSource) => {
    if (sniffed && s === 'text') setDeclined(true);
    setSniffed(null);
    setSource(s);
  };
  const format = !inflate && formatPick === 'auto' ? 'gzip' : formatPick;

  const parsed = useMemo(() => {
    if (source === 'file') return null;
    return attempt(
      () => (source === 'hex' ? fromHex(text) : source === 'base64' ? fromBase64(text) : encodeText(text)),
      locale,
    );
  }, [source, text, locale]);
  const request = useMemo((): GzipRequest | null => {
    const src = source === 'file' ? file : parsed?.value;
    if (!src || (src instanceof Uint8Array && src.length === 0 && source !== 'file')) return null;
    if (!inflate && format === 'gzip') {
      if (!header) return null;
      return { source: src, inflate, format, level: Number(level), header };
    }
    return { source: src, inflate, format, level: Number(level) };
  }, [source, file, parsed, inflate, format, level, header]);

  return {
    text,
    setText,
    file,
    setFile,
    sniffed,
    directionChanged,
    pickSource,
    format,
    parseError: parsed?.error ?? null,
    request,
  };
}
