import { isEngineError } from '@tinkerbox/engine';
import { encodeQr, toSvg } from '@tinkerbox/engine/qr';
import { Section } from '@tinkerbox/ui';
import { useMemo } from 'react';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { errorText } from '../../lib/error-text.ts';
import type { Row } from './batch-rows.ts';
import { svgDataUrl } from './lib.ts';
import { type Look, parseLook } from './look.ts';
import { qrBatchMessages } from './qr-batch.messages.ts';

/** Codes drawn in the preview; the batch makes them all. */
const PREVIEW = 24;

/** The first codes of the batch as they will look, with the message for a row too long for a code. */
export function BatchPreview({ rows, look, utf8Eci }: { rows: readonly Row[]; look: Look; utf8Eci: boolean }) {
  const b = useMessages(qrBatchMessages);
  const { locale } = useLocale();
  const { level } = look;
  const { foreground, background } = parseLook(look);
  const preview = useMemo(
    () =>
      rows.slice(0, PREVIEW).map((r) => {
        try {
          const symbol = encodeQr(r.text, utf8Eci ? { level, eci: 26 } : { level });
          const svg = toSvg(symbol, { margin: 2, foreground, background });
          return { ...r, svg, error: null };
        } catch (e) {
          if (!isEngineError(e)) throw e;
          return { ...r, svg: null, error: e };
        }
      }),
    [rows, level, foreground, background, utf8Eci],
  );
  return (
    <Section title={b.previewHeading}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{b.empty}</p>
      ) : (
        <>
          {rows.length > PREVIEW && (
            <p className="text-sm text-slate-600">{fmt(b.previewMore, { shown: PREVIEW, n: rows.length })}</p>
          )}
          <ul className="grid grid-cols-6 gap-3 max-md:grid-cols-2" data-testid="qr-grid">
            {preview.map((p) => (
              <li key={p.row} className="flex flex-col items-center gap-1 rounded-md border border-slate-200 p-2">
                {p.svg ? (
                  <img src={svgDataUrl(p.svg)} alt={p.text} className="aspect-square w-full" />
                ) : (
                  <p role="alert" className="text-xs text-red-700">
                    {fmt(b.rowTooLong, { row: p.row })} {errorText(p.error, locale)}
                  </p>
                )}
                <span className="line-clamp-2 w-full text-center text-xs break-all text-slate-700">
                  {p.name || p.text}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
