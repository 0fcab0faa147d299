import { EngineError } from '@tinkerbox/engine';
import { parseDataUri, sniffImageType } from '@tinkerbox/engine/encoding';
import { Button, Choice, FieldError, FileDrop, NumberField, Select } from '@tinkerbox/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { HTML_LANG } from '../../i18n/locales.ts';
import { numberFormat } from '../../i18n/numbers.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt, errorText, wholeNumber } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { encodingMessages } from './encoding.messages.ts';
import { BigOutput, BigTextField, downloadBytes, formatBytes, PREVIEW_CHARS } from './encoding.widgets.tsx';
import { type Encoded, EXTENSION, FORMATS, type Format, loadImage, type Picked, reencode } from './pic-image.ts';
import { useCodec } from './use-codec.ts';

const DIRECTIONS = ['to', 'from'] as const;

/** /pic2base64: an image to a data URI and snippets (optionally resized and re-encoded), and back. */
export function PicTool() {
  const m = useMessages(encodingMessages);
  const { locale } = useLocale();
  const lang = HTML_LANG[locale];
  const id = useId();
  const [dir, setDir] = useFragmentOption('dir', 'to', DIRECTIONS);
  const [format, setFormat] = useFragmentOption<Format>('fmt', 'keep', FORMATS);
  const [maxWidthText, setMaxWidth] = useFragmentOption<string>('w', '0');
  const [qualityText, setQuality] = useFragmentOption<string>('q', '90');
  const [picked, setPicked] = useKeptState<Picked | null>('pic:picked', null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [encoded, setEncoded] = useState<Encoded | null>(null);
  const [working, setWorking] = useState(false);
  const [pasted, setPasted] = useKeptState('pic:pasted', '');

  const width = wholeNumber(maxWidthText, 0, 16384, 0, locale);
  const percent = wholeNumber(qualityText, 1, 100, 90, locale);
  const maxWidth = width.value;
  const quality = percent.value / 100;

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
    if (dir !== 'to') return;
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

  // Reverse: data URI or base64 to an image.
  const back = useMemo(() => {
    if (dir !== 'from' || pasted.trim() === '') return null;
    return attempt(() => {
      const r = parseDataUri(pasted);
      const type = r.mime?.startsWith('image/') ? r.mime : sniffImageType(r.bytes);
      if (!type) throw new EngineError('NOT_AN_IMAGE', 'Not an image');
      return { type, bytes: r.bytes };
    }, locale);
  }, [dir, pasted, locale]);
  const [backUrl, setBackUrl] = useState<string | null>(null);
  const [backBroken, setBackBroken] = useState(false);
  useEffect(() => {
    setBackBroken(false);
    if (!back?.value) {
      setBackUrl(null);
      return;
    }
    const url = URL.createObjectURL(new Blob([back.value.bytes as Uint8Array<ArrayBuffer>], { type: back.value.type }));
    setBackUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [back]);
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

  return (
    <div className="flex flex-col gap-4">
      <Choice
        label={m.direction}
        value={dir}
        options={[
          { value: 'to' as const, label: m.pic.toBase64 },
          { value: 'from' as const, label: m.pic.fromBase64 },
        ]}
        onChange={setDir}
      />
      {dir === 'to' ? (
        <>
          <FileDrop
            prompt={m.pic.drop}
            choose={m.pic.choose}
            chooseLabel={m.pic.chooseLabel}
            accept="image/*"
            describedBy={pickError ? `${id}-pick-err` : undefined}
            onFiles={([f]) => f && void pick(f)}
          />
          <FieldError id={`${id}-pick-err`} message={pickError} />
          <div className="flex flex-wrap items-end gap-4">
            <Select
              id={`${id}-fmt`}
              label={m.pic.reencode}
              value={format}
              options={FORMATS.map((f) => ({ value: f, label: m.pic.formats[f] }))}
              onChange={setFormat}
            />
            <NumberField
              id={`${id}-w`}
              label={m.pic.maxWidth}
              value={maxWidthText}
              onChange={setMaxWidth}
              error={width.error}
              className="flex w-48 flex-col gap-1"
            />
            {(format === 'webp' || format === 'jpeg') && (
              <NumberField
                id={`${id}-q`}
                label={m.pic.quality}
                value={qualityText}
                onChange={setQuality}
                error={percent.error}
                className="flex w-40 flex-col gap-1"
              />
            )}
          </div>
          {(working || codec.busy) && <p className="text-sm text-slate-600">{m.pic.working}</p>}
          {picked && encoded && previewUrl && dataUri && (
            <>
              <div className="flex flex-wrap items-start gap-4">
                <figure className="flex flex-col gap-1">
                  <img
                    src={previewUrl}
                    alt={m.pic.preview}
                    className="max-h-64 max-w-full rounded border border-slate-200 bg-[repeating-conic-gradient(#eee_0_25%,#fff_0_50%)] bg-[length:16px_16px]"
                  />
                  <figcaption className="text-sm text-slate-600">{m.pic.preview}</figcaption>
                </figure>
                <div className="flex flex-col gap-1 text-sm text-slate-700">
                  <p>
                    {fmt(m.pic.original, {
                      type: picked.type,
                      size: formatBytes(picked.bytes.length, lang),
                      width: picked.width,
                      height: picked.height,
                    })}
                  </p>
                  {encoded.bytes !== picked.bytes && (
                    <p>
                      {encoded.type}, {formatBytes(encoded.bytes.length, lang)}, {encoded.width} × {encoded.height}
                    </p>
                  )}
                  <p data-testid="pic-encoded-size">
                    {fmt(m.pic.encoded, {
                      size: formatBytes(dataUri.length, lang),
                      ratio: numberFormat(lang, { maximumFractionDigits: 1 }).format(
                        (dataUri.length / picked.bytes.length) * 100,
                      ),
                    })}
                  </p>
                </div>
              </div>
              {snippets && (
                <>
                  <BigOutput
                    label={m.pic.dataUri}
                    {...snippets.uri}
                    fileName="data-uri.txt"
                    minHeight={120}
                    id={`${id}-uri`}
                  />
                  <BigOutput label={m.pic.bare} value={b64} fileName="base64.txt" minHeight={120} id={`${id}-bare`} />
                  <BigOutput label={m.pic.img} {...snippets.img} fileName="img.html" minHeight={80} id={`${id}-img`} />
                  <BigOutput
                    label={m.pic.css}
                    {...snippets.css}
                    fileName="background.css"
                    minHeight={80}
                    id={`${id}-css`}
                  />
                </>
              )}
            </>
          )}
        </>
      ) : (
        <>
          <BigTextField
            id={`${id}-paste`}
            label={m.pic.pasteLabel}
            multiline
            rows={6}
            value={pasted}
            onChange={setPasted}
            error={back?.error ?? (backBroken ? m.pic.notImage : null)}
          />
          {back?.value && backUrl && !backBroken && (
            <div className="flex flex-wrap items-start gap-4">
              <img
                src={backUrl}
                alt={m.pic.preview}
                onError={() => setBackBroken(true)}
                className="max-h-64 max-w-full rounded border border-slate-200"
              />
              <div className="flex flex-col gap-2 text-sm text-slate-700">
                <p>
                  {fmt(m.pic.decodedInfo, { type: back.value.type, size: formatBytes(back.value.bytes.length, lang) })}
                </p>
                <Button
                  size="sm"
                  onClick={() =>
                    back.value &&
                    downloadBytes(back.value.bytes, `image.${EXTENSION[back.value.type] ?? 'bin'}`, back.value.type)
                  }
                >
                  {m.pic.downloadImage}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </div>
  );
}
