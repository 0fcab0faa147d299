import { CHARSET_LABELS, CHARSETS } from '@tinkerbox/engine/encoding';
import { Button, copyText, toast } from '@tinkerbox/ui';
import { useEffect } from 'react';
import { saveBlob } from '../../lib/download.ts';

// The encoding family's own widgets; every control comes from the @tinkerbox/ui form kit.

/** The charset menu's options, named as the engine names them. */
export const CHARSET_OPTIONS = CHARSETS.map((c) => ({ value: c, label: CHARSET_LABELS[c] }));

/** Saves bytes as a file through a temporary object URL. */
export function downloadBytes(bytes: Uint8Array | Blob, name: string, type = 'application/octet-stream') {
  saveBlob(bytes instanceof Blob ? bytes : new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
}

/** Bytes in a human unit, in the visitor's language. */
export function formatBytes(n: number, lang: string): string {
  const nf = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 });
  if (n < 1024) return `${nf.format(n)} B`;
  if (n < 1024 * 1024) return `${nf.format(n / 1024)} KiB`;
  return `${nf.format(n / 1024 / 1024)} MiB`;
}

/**
 * "Copy link with input": puts the input into the URL fragment (never sent to a server) next to the
 * options already there, and copies the address.
 */
export function CopyLinkButton({ input, label, done }: { input: string; label: string; done: string }) {
  return (
    <Button
      size="sm"
      onClick={async () => {
        const p = new URLSearchParams(window.location.hash.replace(/^#/, ''));
        p.set('input', input);
        const url = `${window.location.origin}${window.location.pathname}#${p.toString()}`;
        window.history.replaceState(window.history.state, '', url);
        await copyText(url);
        toast(done, 'success');
      }}
    >
      {label}
    </Button>
  );
}

/** The `input` a shared link carries, once after hydration. */
export function useLinkedInput(set: (v: string) => void) {
  useEffect(() => {
    const v = new URLSearchParams(window.location.hash.replace(/^#/, '')).get('input');
    if (v !== null) set(v);
  }, [set]);
}
