import { textFromBytes, utf8OrUndefined } from '@tinkerbox/engine/cipher';
import { toHex } from '@tinkerbox/engine/encoding';
import { useCopyToast } from '@tinkerbox/ui';
import { useMemo } from 'react';
import { writeFragment } from '../../lib/fragment.ts';
import type { cipherMessages } from './cipher.messages.ts';
import type { CipherOutcome } from './use-cipher-run.ts';
import type { CipherState, Direction, OutputKind } from './use-cipher-state.ts';

/** Most characters of output shown in the box; the rest is in the download. */
const SHOW_LIMIT = 2_000_000;
const CIPHER_SUFFIX = /\.(enc|bin|aes|des)$/i;

/** What the output box shows: the result in the chosen format (hex when it is not UTF-8 text), cut to SHOW_LIMIT. */
function shownOutput(result: CipherOutcome | null, outKind: OutputKind) {
  if (!result) return { text: '', notUtf8: false, truncated: false };
  const bytes = result.output;
  const kind = shownKind(result.direction, outKind);
  if (kind === 'text') {
    const s = utf8OrUndefined(bytes);
    if (s !== undefined)
      return {
        text: s.slice(0, SHOW_LIMIT),
        notUtf8: false,
        truncated: result.size > bytes.length || s.length > SHOW_LIMIT,
      };
    const h = textFromBytes(bytes.subarray(0, SHOW_LIMIT / 2), 'hex');
    return { text: h, notUtf8: true, truncated: result.size > SHOW_LIMIT / 2 };
  }
  const limit = kind === 'hex' ? SHOW_LIMIT / 2 : (SHOW_LIMIT / 4) * 3;
  return {
    text: textFromBytes(bytes.subarray(0, limit), kind),
    notUtf8: false,
    truncated: result.size > Math.min(bytes.length, limit),
  };
}

/** Ciphertext is never shown as text: it is binary. */
const shownKind = (direction: Direction, outKind: OutputKind): OutputKind =>
  direction === 'encrypt' && outKind === 'text' ? 'base64' : outKind;

/** The download's name: the file's own with `.enc` added or taken off, else `<alg>-encrypted.bin`. */
function downloadName(result: CipherOutcome, alg: string): string {
  const name = result.fileName;
  if (!name) return result.direction === 'encrypt' ? `${alg}-encrypted.bin` : `${alg}-decrypted.bin`;
  if (result.direction === 'encrypt') return `${name}.enc`;
  return CIPHER_SUFFIX.test(name) ? name.replace(CIPHER_SUFFIX, '') : `${name}.dec`;
}

/** The output part's actions: download, "use output as input", and the two copy-link buttons. */
export function useCipherOutput(s: CipherState, result: CipherOutcome | null, m: (typeof cipherMessages)['en_US']) {
  const { outKind, alg } = s;
  const shown = useMemo(() => shownOutput(result, outKind), [result, outKind]);
  const fileName = result ? downloadName(result, alg) : '';
  const copy = useCopyToast();

  const download = () => {
    if (!result) return;
    const blob = result.blob ?? new Blob([result.output as BlobPart], { type: 'application/octet-stream' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const outputToInput = () => {
    if (!result || result.blob) return;
    const next: Direction = result.direction === 'encrypt' ? 'decrypt' : 'encrypt';
    const kind = shown.notUtf8 ? 'hex' : shownKind(result.direction, outKind);
    s.setText(shown.text);
    if (result.tag) {
      s.setTagEnc('hex');
      s.setTagText(toHex(result.tag));
    }
    s.setDirection(next);
    s.setInKind(kind);
    s.setOutKind(next === 'decrypt' ? 'text' : 'base64');
  };

  const copyLink = async (withSecrets: boolean) => {
    const raw = s.keyKind === 'raw';
    writeFragment(
      withSecrets
        ? {
            text: s.inKind === 'file' ? undefined : s.text,
            pass: raw ? undefined : s.passphrase,
            k: raw ? s.keyText : undefined,
            iv: raw ? s.ivText : undefined,
            tag: s.aead && s.tagText ? s.tagText : undefined,
          }
        : { text: undefined, pass: undefined, k: undefined, iv: undefined, tag: undefined },
    );
    await copy(
      window.location.href,
      withSecrets ? `${m.linkCopied} ${m.linkSecretWarning}` : m.linkCopied,
      withSecrets ? 'info' : 'success',
    );
  };

  return { shown, fileName, download, outputToInput, copyLink };
}

export type CipherOutput = ReturnType<typeof useCipherOutput>;
