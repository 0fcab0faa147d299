import { Button, Choice, FieldError, FileDrop, NumberField, Select } from '@tinkerbox/ui';
import { useId } from 'react';
import { HTML_LANG } from '../../i18n/locales.ts';
import { numberFormat } from '../../i18n/numbers.ts';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { wholeNumber } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { encodingMessages } from './encoding.messages.ts';
import { BigOutput, BigTextField, downloadBytes, formatBytes } from './encoding.widgets.tsx';
import { EXTENSION, FORMATS, type Format } from './pic-image.ts';
import { useDataUriImage } from './use-data-uri-image.ts';
import { usePicEncode } from './use-pic-encode.ts';

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
  const [pasted, setPasted] = useKeptState('pic:pasted', '');

  const width = wholeNumber(maxWidthText, 0, 16384, 0, locale);
  const percent = wholeNumber(qualityText, 1, 100, 90, locale);
  const { picked, pickError, encoded, busy, pick, b64, dataUri, snippets, previewUrl } = usePicEncode({
    active: dir === 'to',
    format,
    maxWidth: width.value,
    quality: percent.value / 100,
  });
  const { back, url: backUrl, broken: backBroken, setBroken: setBackBroken } = useDataUriImage(pasted, dir === 'from');

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
          {busy && <p className="text-sm text-slate-600">{m.pic.working}</p>}
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
