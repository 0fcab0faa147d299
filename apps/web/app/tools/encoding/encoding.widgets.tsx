import { CHARSET_LABELS, CHARSETS, toHex } from '@tinkerbox/engine/encoding';
import { Button, EarlyButton, OutputBox, TextField, type TextFieldProps, useCopyToast } from '@tinkerbox/ui';
import { useEffect, useMemo, useRef } from 'react';
import { HTML_LANG } from '../../i18n/locales.ts';
import { numberFormat } from '../../i18n/numbers.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useAsLastSet } from '../../lib/as-last-set.ts';
import { saveBlob } from '../../lib/download.ts';
import { useFragmentEffect } from '../../lib/fragment.ts';
import { encodingMessages } from './encoding.messages.ts';

// The encoding family's own widgets; every control comes from the @tinkerbox/ui form kit.

/** The charset menu's options, named as the engine names them. */
export const CHARSET_OPTIONS = CHARSETS.map((c) => ({ value: c, label: CHARSET_LABELS[c] }));

/** Saves bytes as a file through a temporary object URL. */
export function downloadBytes(bytes: Uint8Array | Blob, name: string, type = 'application/octet-stream') {
  saveBlob(bytes instanceof Blob ? bytes : new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
}

/** Bytes in a human unit, in the visitor's language. */
export function formatBytes(n: number, lang: string): string {
  const nf = numberFormat(lang, { maximumFractionDigits: 1 });
  if (n < 1024) return `${nf.format(n)} B`;
  if (n < 1024 * 1024) return `${nf.format(n / 1024)} KiB`;
  return `${nf.format(n / 1024 / 1024)} MiB`;
}

/**
 * "Copy link with input": puts the input into the URL fragment (never sent to a server) next to the
 * options already there, and copies the address. A click made before the tool hydrated (a page whose tool
 * hydrates when used) acts once it has, with the input typed before it (ui's EarlyButton).
 */
export function CopyLinkButton({ input, label, done }: { input: string; label: string; done: string }) {
  const copy = useCopyToast();
  // A link cannot carry megabytes: the button goes with a big input.
  if (input.length > EDIT_WINDOW) return null;
  return (
    <EarlyButton
      early="copy-link-input"
      size="sm"
      onClick={async () => {
        const p = new URLSearchParams(window.location.hash.replace(/^#/, ''));
        p.set('input', input);
        const url = `${window.location.origin}${window.location.pathname}#${p.toString()}`;
        window.history.replaceState(window.history.state, '', url);
        await copy(url, done);
      }}
    >
      {label}
    </EarlyButton>
  );
}

/**
 * The `input` a shared link carries, after hydration and when a link is opened in the same tab: into the
 * decode box when the link says `dir=decode` and the page has one, else into the encode box. Read from the
 * link, never again on a later change of direction, which would overwrite what the visitor typed since.
 */
export function useLinkedInput(setEncode: (v: string) => void, setDecode: (v: string) => void = setEncode) {
  useFragmentEffect((f) => {
    const v = f.get('input');
    if (v !== null) (f.get('dir') === 'decode' ? setDecode : setEncode)(v);
  });
}

// Measured in headless Chromium on a busy 2-core machine: laying out 5 MB of text in a textarea takes
// 10 s, 100,000 characters 170 ms; so a box holds at most some thousands of characters.
/** A textarea edits at most this many characters: beyond, each keystroke costs the browser a long layout. */
export const EDIT_WINDOW = 16_384;
/** Outputs longer than this show a preview; Copy and Download give everything. */
export const PREVIEW_CHARS = 8_192;
/** Bytes that are not text show as hex of at most this many bytes. */
const PREVIEW_BYTES = 32 * 1024;

/**
 * A text field for inputs of any size. Up to {@link EDIT_WINDOW} characters it is a plain textarea; a
 * bigger value (a paste of megabytes) shows and edits only its first part, the rest is kept and
 * appended, so the page never lays out or re-renders megabytes per keystroke. Replacing a selection of
 * everything in the box replaces the whole value.
 */
export function BigTextField(props: TextFieldProps) {
  const m = useMessages(encodingMessages);
  const { locale } = useLocale();
  const lang = HTML_LANG[locale];
  const { value, onChange } = props;
  // The value as the box holds it: its first part, `shown`, and the rest, `tail`. The cut follows the
  // visitor's edits, so that the box's own text never changes under the caret; a value from elsewhere (a
  // paste of megabytes, Clear) is cut afresh at the window. A value the box emitted itself is never cut
  // again: it is its two parts joined, and cutting a joined string of megabytes copies all of it (on
  // /encoder, 5 MB: tens of milliseconds of every keystroke).
  const parts = useRef<{ value: string; shown: string; tail: string } | null>(null);
  if (parts.current?.value !== value) {
    const at = Math.min(value.length, EDIT_WINDOW);
    parts.current =
      value.length > EDIT_WINDOW
        ? { value, shown: value.slice(0, at), tail: value.slice(at) }
        : { value, shown: value, tail: '' };
  }
  const { shown, tail } = parts.current;
  const big = value.length > EDIT_WINDOW;
  const wrap = useRef<HTMLDivElement>(null);
  const whole = useRef(false);
  /** The box now holds `head`, and `rest` follows it. */
  const emit = (head: string, rest: string) => {
    // A value that fits the window is all in the box. A box grown far past the window (a big paste) is cut
    // back to it on the next render; a little past it stays as it is, so typing never moves the caret.
    const next = head + rest;
    parts.current =
      next.length <= EDIT_WINDOW
        ? { value: next, shown: next, tail: '' }
        : head.length > 2 * EDIT_WINDOW
          ? { value: next, shown: head.slice(0, EDIT_WINDOW), tail: head.slice(EDIT_WINDOW) + rest }
          : { value: next, shown: head, tail: rest };
    onChange(next);
  };
  const latest = useAsLastSet({ emit, tail });
  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const before = (e: Event) => {
      const t = e.target as HTMLTextAreaElement;
      whole.current = t.value.length > 0 && t.selectionStart === 0 && t.selectionEnd === t.value.length;
    };
    // The browser's own paste of megabytes lays all of it out before any script runs (seconds), so a
    // big paste is put into the value here and the box receives only its window.
    const paste = (e: ClipboardEvent) => {
      const text = e.clipboardData?.getData('text/plain') ?? '';
      const { emit: put, tail: rest } = latest.current;
      if (text.length <= EDIT_WINDOW / 2 && rest === '') return;
      e.preventDefault();
      const t = e.target as HTMLTextAreaElement;
      const all = t.selectionStart === 0 && t.selectionEnd === t.value.length;
      const head = t.value.slice(0, t.selectionStart) + text + t.value.slice(t.selectionEnd);
      put(head, all ? '' : rest);
    };
    el.addEventListener('beforeinput', before, true);
    el.addEventListener('paste', paste, true);
    return () => {
      el.removeEventListener('beforeinput', before, true);
      el.removeEventListener('paste', paste, true);
    };
  }, []);
  const change = (v: string) => {
    const replaceAll = whole.current;
    whole.current = false;
    emit(v, replaceAll ? '' : tail);
  };
  const note = big
    ? fmt(m.bigInput, {
        size: formatBytes(value.length, lang),
        total: numberFormat(lang).format(value.length),
        shown: numberFormat(lang).format(shown.length),
      })
    : undefined;
  return (
    <div ref={wrap}>
      <TextField {...props} value={shown} onChange={change} hint={note ?? props.hint} />
    </div>
  );
}

/** A result of any length: a preview of it in the box, and Copy and Download of all of it. */
export function BigOutput(props: {
  label: string;
  value: string;
  /**
   * The start of `value`, at least {@link PREVIEW_CHARS} long, when the page has it at hand: a value built
   * by joining strings would otherwise be copied whole to cut its preview.
   */
  preview?: string;
  fileName: string;
  minHeight?: number;
  id?: string;
  className?: string;
  busy?: boolean;
  /** Offer Download even for a short result (a file's). */
  download?: boolean;
}) {
  const m = useMessages(encodingMessages);
  const { locale } = useLocale();
  const lang = HTML_LANG[locale];
  const { value, preview } = props;
  const long = value.length > PREVIEW_CHARS;
  const shown = useMemo(() => (long ? (preview ?? value).slice(0, PREVIEW_CHARS) : value), [long, preview, value]);
  return (
    <div className="flex flex-col gap-1" aria-busy={props.busy ? true : undefined}>
      <OutputBox
        label={props.label}
        value={shown}
        copyValue={value}
        minHeight={props.minHeight ?? 160}
        id={props.id}
        className={props.className}
        actions={
          long || props.download ? (
            <Button
              size="sm"
              aria-label={`${m.download}: ${props.label}`}
              onClick={() => downloadBytes(new Blob([value], { type: 'text/plain' }), props.fileName)}
            >
              {m.download}
            </Button>
          ) : null
        }
      />
      {long && (
        <p className="text-sm text-slate-600">
          {fmt(m.previewChars, {
            shown: numberFormat(lang).format(PREVIEW_CHARS),
            total: numberFormat(lang).format(value.length),
          })}
        </p>
      )}
      {props.busy && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {m.working}
        </p>
      )}
    </div>
  );
}

/** Decoded bytes: as text when they are text in the charset, else a hex preview; a download either way. */
export function DecodedView(props: {
  bytes: Uint8Array;
  /** The bytes as text; null shows them as hex. */
  text: string | null;
  /** Why they show as hex although text was wanted. */
  notText: string | null;
  textLabel: string;
  hexLabel: string;
  fileName: string;
  id: string;
}) {
  const m = useMessages(encodingMessages);
  const { locale } = useLocale();
  const lang = HTML_LANG[locale];
  const { bytes, text } = props;
  const hex = useMemo(
    () => (text === null ? toHex(bytes.subarray(0, PREVIEW_BYTES), { delimiter: 'space', bytesPerLine: 16 }) : ''),
    [bytes, text],
  );
  const long = text !== null && text.length > PREVIEW_CHARS;
  return (
    <div className="flex flex-col gap-1">
      <p className="text-sm text-slate-600">{fmt(m.bytes, { count: numberFormat(lang).format(bytes.length) })}</p>
      {text === null && props.notText && <p className="text-sm text-amber-800">{props.notText}</p>}
      <OutputBox
        label={text === null ? props.hexLabel : props.textLabel}
        value={text === null ? hex : long ? text.slice(0, PREVIEW_CHARS) : text}
        copyValue={text === null ? undefined : text}
        minHeight={160}
        id={props.id}
        actions={
          <Button
            size="sm"
            aria-label={`${m.download}: ${text === null ? props.hexLabel : props.textLabel}`}
            onClick={() => downloadBytes(bytes, props.fileName)}
          >
            {m.download}
          </Button>
        }
      />
      {text === null && bytes.length > PREVIEW_BYTES && (
        <p className="text-sm text-slate-600">
          {fmt(m.truncated, {
            shown: numberFormat(lang).format(PREVIEW_BYTES),
            total: numberFormat(lang).format(bytes.length),
          })}
        </p>
      )}
      {long && (
        <p className="text-sm text-slate-600">
          {fmt(m.previewChars, {
            shown: numberFormat(lang).format(PREVIEW_CHARS),
            total: numberFormat(lang).format(text.length),
          })}
        </p>
      )}
    </div>
  );
}
