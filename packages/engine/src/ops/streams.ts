import { concatBytes } from '../cipher/bytes.ts';
import { fromBase64, toBase64 } from '../encoding/base64.ts';
import { fromHex, type HexDelimiter, toHex } from '../encoding/hex.ts';
import { EngineError, isEngineError } from '../errors.ts';
import type { OpTransform } from './types.ts';

// Streaming forms of the base64 and hex codecs: each holds at most a group's worth of input between
// chunks (two bytes, three characters and any separators after them), and decodes each piece with the
// one-shot function, so the bytes and the error codes are the same; error positions are moved to count
// from the start of the whole text.

const ascii = new TextEncoder();

/** Inserts CRLF after every `lineLength` characters across chunks, never at the very end. */
function lineBreaker(lineLength: number) {
  let column = 0;
  return (text: string): string => {
    if (!lineLength || !text) return text;
    let out = '';
    let i = 0;
    while (i < text.length) {
      if (column === lineLength) {
        out += '\r\n';
        column = 0;
      }
      const take = Math.min(lineLength - column, text.length - i);
      out += text.slice(i, i + take);
      column += take;
      i += take;
    }
    return out;
  };
}

/** Streaming {@link toBase64}: the same characters for any split of the input. */
export function base64EncodeStream(url: boolean, pad: boolean, lineLength: number): OpTransform {
  let rest: Uint8Array = new Uint8Array(0);
  const wrap = lineBreaker(lineLength);
  const variant = url ? 'url' : 'standard';
  return {
    push(chunk) {
      const all = rest.length ? concatBytes(rest, chunk) : chunk;
      const cut = all.length - (all.length % 3);
      rest = all.slice(cut);
      return cut ? [ascii.encode(wrap(toBase64(all.subarray(0, cut), { variant, pad })))] : [];
    },
    end() {
      return rest.length ? [ascii.encode(wrap(toBase64(rest, { variant, pad })))] : [];
    },
  };
}

/** Streaming {@link toHex} with a delimiter between bytes, also between chunks. */
export function hexEncodeStream(upper: boolean, delimiter: HexDelimiter): OpTransform {
  let first = true;
  // toHex writes `before 00 between before 00` for two bytes.
  const before = toHex(Uint8Array.of(0), { delimiter }).length - 2;
  const two = toHex(Uint8Array.of(0, 0), { delimiter });
  const between = two.slice(before + 2, two.length - before - 2);
  return {
    push(chunk) {
      if (!chunk.length) return [];
      const text = (first ? '' : between) + toHex(chunk, { upper, delimiter });
      first = false;
      return [ascii.encode(text)];
    },
    end: () => [],
  };
}

/**
 * Text from UTF-8 chunks, split where the piece before can be decoded alone: `cutAt(text)` gives the
 * index up to which the text is complete groups. Positions in errors count from the whole text's start.
 */
function textDecodeStream(
  cutAt: (text: string) => number,
  decode: (text: string, final: boolean) => Uint8Array,
  moveParams: (params: Record<string, string | number>, offset: number) => Record<string, string | number>,
): OpTransform {
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let rest = '';
  let offset = 0;
  const run = (text: string, final: boolean): Uint8Array[] => {
    try {
      const out = decode(text, final);
      return out.length ? [out] : [];
    } catch (e) {
      if (!isEngineError(e) || offset === 0) throw e;
      throw new EngineError(e.code, e.message, moveParams({ ...e.params }, offset));
    }
  };
  const read = (chunk: Uint8Array, final: boolean): string => {
    try {
      return utf8.decode(chunk, { stream: !final });
    } catch {
      throw new EngineError('INVALID_UTF8', 'The input is not valid UTF-8 text');
    }
  };
  return {
    push(chunk) {
      const text = rest + read(chunk, false);
      const cut = cutAt(text);
      rest = text.slice(cut);
      const out = cut ? run(text.slice(0, cut), false) : [];
      offset += cut;
      return out;
    },
    end() {
      const text = rest + read(new Uint8Array(0), true);
      rest = '';
      return run(text, true);
    },
  };
}

const movePosition = (params: Record<string, string | number>, offset: number) =>
  typeof params.position === 'number' ? { ...params, position: params.position + offset } : params;

const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
/** The characters {@link isSpace} takes. */
const SPACE = /[ \t\n\r\f]/;

/** Streaming {@link fromBase64}: cut after the last complete group of four characters. */
export function base64DecodeStream(strict: boolean): OpTransform {
  let padded = false;
  const stream = textDecodeStream(
    (text) => {
      // no whitespace (a file written without line breaks): the groups are the text's own fours, found
      // without the loop below, which took half of the step's time on such a file
      if (!SPACE.test(text)) return text.length - (text.length % 4);
      let count = 0;
      let cut = 0;
      for (let i = 0; i < text.length; i++) {
        if (isSpace(text.charCodeAt(i))) continue;
        if (++count % 4 === 0) cut = i + 1;
      }
      return cut;
    },
    (text) => {
      // A piece that ended in `=` padding may not be followed by more data (one-shot: BASE64_PADDING).
      const data = padded ? text.search(/[^\s=]/) : -1;
      if (data >= 0) {
        throw new EngineError('BASE64_PADDING', `Base64 padding or length is wrong at position ${data + 1}`, {
          position: data + 1,
        });
      }
      const out = fromBase64(text, { strict });
      if (text.includes('=')) padded = true;
      return out;
    },
    movePosition,
  );
  // fromBase64 gives a new array on every call
  return { ...stream, fresh: true };
}

const HEX_DIGIT = /[0-9a-fA-F]/;

/** Streaming {@link fromHex}: cut after the last complete byte (never inside `0x` or `\x`). */
export function hexDecodeStream(): OpTransform {
  let digitsBefore = 0;
  return textDecodeStream(
    (text) => {
      let high = false;
      let cut = 0;
      for (let i = 0; i < text.length; i++) {
        const ch = text[i] as string;
        if (HEX_DIGIT.test(ch)) {
          if (ch === '0' && !high && (text[i + 1] === 'x' || text[i + 1] === 'X')) {
            i++;
            continue;
          }
          if (ch === '0' && !high && i === text.length - 1) break;
          if (high) cut = i + 1;
          high = !high;
        } else if (ch === '\\' && i === text.length - 1) break;
      }
      return cut;
    },
    (text) => {
      try {
        const out = fromHex(text);
        digitsBefore += out.length * 2;
        return out;
      } catch (e) {
        if (isEngineError(e) && e.code === 'ODD_HEX_LENGTH' && typeof e.params.digits === 'number')
          throw new EngineError(e.code, e.message, { ...e.params, digits: e.params.digits + digitsBefore });
        throw e;
      }
    },
    movePosition,
  );
}
