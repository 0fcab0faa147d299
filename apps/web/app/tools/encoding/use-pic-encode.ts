import { EngineError } from '@tinkerbox/engine';
import { sniffImageType } from '@tinkerbox/engine/encoding';
import { useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../i18n/t.tsx';
import { errorText } from '../../lib/form.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { PREVIEW_CHARS } from './encoding.widgets.tsx';
import { type Encoded, type Format, loadImage, type Picked, reencode } from './pic-image.ts';
import { useCodec } from './use-codec.ts';

/** How /pic2base64 re-encodes the picked image; `active` while its direction is image to base64. */
export interface PicEncodeOptions {
  active: boolean;
  format: Format;
  maxWidth: number;
  quality: number;
}

/**
 * /pic2base64's image to base64: the picked image (kept across navigation; an image pasted anywhere on the
 * page is picked too), re-encoded through a canvas, its base64 from the family's worker, the data URI and
 * the snippets with their previews, and an object URL to show it. Why an image could not be read is said
 * in the visitor's language.
 */
export function usePicEncode({ active, format, maxWidth, quality }: PicEncodeOptions) {
  const { locale } = useLocale();
  const [picked, setPicked] = useKeptState<Picked | null>('pic:picked', null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [encoded, setEncoded] = useState<Encoded | null>(null);
  const [working, setWorking] = useState(false);

  const pick = async (file: File) => {
    setPickError(null);
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = sniffImageType(bytes) ?? (file.type.startsWith('image/') ? file.type : undefined);
      if (!type) throw new EngineError('NOT_AN_IMAGE', 'Not an image');
      const img = await loadImage(new Blob([bytes], { type }));
      setPicked({ name: file.name, bytes, type, width: img.naturalWidth, height: img.naturalHeight });
    } catch (e) {
      setPicked(null);
      setPickError(errorText(e, locale));
    }
  };

  // Pasting an image anywhere on the page encodes it.
  useEffect(() => {
    if (!active) return;
    const onPaste = (e: ClipboardEvent) => {
      const f = Array.from(e.clipboardData?.files ?? []).find((x) => x.type.startsWith('image/'));
      if (f) {
        e.preventDefault();
        void pick(f);
      }
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  });

  useEffect(() => {
    if (!picked) {
      setEncoded(null);
      return;
    }
    let live = true;
    setWorking(true);
    reencode(picked, format, maxWidth, quality)
      .then((r) => live && setEncoded(r))
      .catch((e) => live && setPickError(errorText(e, locale)))
      .finally(() => live && setWorking(false));
    return () => {
      live = false;
    };
  }, [picked, format, maxWidth, quality, locale]);

  // Megabytes of image become megabytes of base64: in the worker, and only previews reach the page's boxes.
  const codec = useCodec(useMemo(() => (encoded ? { op: 'bytes.base64', bytes: encoded.bytes } : null), [encoded]));
  const b64 = codec.result?.kind === 'text' ? codec.result.text : '';
  const dataUri = encoded && b64 ? `data:${encoded.type};base64,${b64}` : '';
  // The snippets join megabytes; their previews are cut from the base64 itself, never from the joined text.
  const snippets = useMemo(() => {
    if (!encoded || !b64) return null;
    const head = `data:${encoded.type};base64,${b64.slice(0, PREVIEW_CHARS)}`;
    const size = `width="${encoded.width}" height="${encoded.height}"`;
    return {
      uri: { value: dataUri, preview: head },
      img: { value: `<img src="${dataUri}" alt="" ${size}>`, preview: `<img src="${head}` },
      css: { value: `background-image: url("${dataUri}");`, preview: `background-image: url("${head}` },
    };
  }, [encoded, b64, dataUri]);

  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!encoded) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(new Blob([encoded.bytes as Uint8Array<ArrayBuffer>], { type: encoded.type }));
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [encoded]);

  return { picked, pickError, encoded, busy: working || codec.busy, pick, b64, dataUri, snippets, previewUrl };
}
