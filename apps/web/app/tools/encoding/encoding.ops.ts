import {
  type Base64EncodeOptions,
  type Charset,
  decodeText,
  decodeUrl,
  detectHexDump,
  encodeText,
  encodeUrl,
  escapeUnicode,
  fromBase64,
  fromHex,
  fromHexDump,
  type HexDelimiter,
  type HexDumpLayout,
  type HtmlMode,
  hexDump,
  toBase64,
  toHex,
  type UnicodeStyle,
  type UrlMode,
  unescapeUnicode,
} from '@tinkerbox/engine/encoding';
import type { RadixJob, RadixResult } from './codecs.ops.ts';

// What the text tools of the family compute, as plain data: the page runs a job itself when the input
// is small and sends it to encoding.worker.ts when it is big, so both paths give the same answer.

export type EncoderKind = 'url' | 'html' | 'unicode' | 'utf8';

export type CodecJob =
  | { op: 'base64.encode'; input: string; charset: Charset; options: Base64EncodeOptions }
  | { op: 'base64.decode'; input: string; charset: Charset; strict: boolean }
  | {
      op: 'hex.encode';
      input: string;
      charset: Charset;
      /** A dump in this tool's layout instead of plain hex. */
      dump?: HexDumpLayout;
      upper: boolean;
      delimiter: HexDelimiter;
      bytesPerLine: number;
    }
  | { op: 'hex.decode'; input: string; charset: Charset }
  | {
      op: 'encoder';
      input: string;
      encode: boolean;
      kind: EncoderKind;
      urlMode: UrlMode;
      htmlMode: HtmlMode;
      style: UnicodeStyle;
      all: boolean;
    }
  | { op: 'bytes.base64'; bytes: Uint8Array }
  | RadixJob;

/** Text out, or bytes out with their text in the charset when they are text (null when not). */
export type CodecResult =
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: Uint8Array; text: string | null; fromDump?: HexDumpLayout };

/** The HTML entity codec: /encoder loads it only when HTML is picked (see html-codec.ts). */
export interface HtmlCodec {
  encodeHtml: (text: string, mode: HtmlMode) => string;
  decodeHtml: (text: string) => string;
}

/** The codecs page's runner (codecs.ops.ts), loaded on demand so the family's other pages do not carry it. */
export type RadixRunner = (job: RadixJob) => RadixResult;

/** How big a job's input is, in characters or bytes; the page decides by it where the job runs. */
export const jobSize = (job: CodecJob): number => (job.op === 'bytes.base64' ? job.bytes.length : job.input.length);

function asText(bytes: Uint8Array, charset: Charset): string | null {
  try {
    return decodeText(bytes, charset);
  } catch {
    return null;
  }
}

function encoderText(job: Extract<CodecJob, { op: 'encoder' }>, html: HtmlCodec | undefined): string {
  const { input, kind } = job;
  if (kind === 'html') {
    // Until the entity table has loaded the output stays empty; the input is kept as typed.
    if (!html) return '';
    return job.encode ? html.encodeHtml(input, job.htmlMode) : html.decodeHtml(input);
  }
  if (job.encode) {
    if (kind === 'url') return encodeUrl(input, job.urlMode);
    if (kind === 'unicode') return escapeUnicode(input, job.style, { all: job.all });
    return toHex(encodeText(input), { delimiter: 'space', upper: true });
  }
  if (kind === 'url') return decodeUrl(input, job.urlMode);
  if (kind === 'unicode') return unescapeUnicode(input);
  return decodeText(fromHex(input));
}

/**
 * Runs one job. Bad input throws the engine's EngineError (the page shows it beside the field).
 * @example runJob({ op: 'base64.encode', input: 'hi', charset: 'utf-8', options: {} }) // { kind: 'text', text: 'aGk=' }
 */
export function runJob(job: CodecJob, html?: HtmlCodec, radix?: RadixRunner): CodecResult {
  switch (job.op) {
    case 'base64.encode':
      return { kind: 'text', text: toBase64(encodeText(job.input, job.charset), job.options) };
    case 'base64.decode': {
      const bytes = fromBase64(job.input, { strict: job.strict });
      return { kind: 'bytes', bytes, text: asText(bytes, job.charset) };
    }
    case 'hex.encode': {
      const bytes = encodeText(job.input, job.charset);
      const text = job.dump
        ? hexDump(bytes, { layout: job.dump, upper: job.upper })
        : toHex(bytes, { delimiter: job.delimiter, upper: job.upper, bytesPerLine: job.bytesPerLine });
      return { kind: 'text', text };
    }
    case 'hex.decode': {
      const fromDump = detectHexDump(job.input);
      const bytes = fromDump ? fromHexDump(job.input, { layout: fromDump }) : fromHex(job.input);
      return { kind: 'bytes', bytes, text: asText(bytes, job.charset), fromDump };
    }
    case 'encoder':
      return { kind: 'text', text: encoderText(job, html) };
    case 'bytes.base64':
      return { kind: 'text', text: toBase64(job.bytes) };
    case 'radix.encode':
    case 'radix.decode':
      // Until the codecs have loaded the output stays empty; the input is kept as typed.
      return radix ? radix(job) : { kind: 'text', text: '' };
  }
}
