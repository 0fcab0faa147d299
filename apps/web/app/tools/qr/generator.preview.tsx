import type { QrSymbol } from '@tinkerbox/engine/qr';
import { Button } from '@tinkerbox/ui';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { svgDataUrl } from './lib.ts';
import { qrMessages } from './qr.messages.ts';
import { qrGenMessages } from './qr-gen.messages.ts';
import { FORMATS, type Format } from './use-image-export.ts';
import type { ScanCheck } from './use-scan-check.ts';

const CHECK_CLASS: Record<ScanCheck, string> = {
  idle: 'text-slate-600',
  checking: 'text-slate-600',
  ok: 'text-emerald-700',
  fail: 'text-amber-800',
};

/** The code as an image, what it is (version, level, capacity used), whether it scans, and its downloads. */
export function Preview({
  symbol,
  svg,
  check,
  canExport,
  onSave,
  onCopy,
}: {
  symbol: QrSymbol | null;
  svg: string | null;
  check: ScanCheck;
  /** False while the image size or quiet zone is out of range. */
  canExport: boolean;
  onSave: (format: Format) => void;
  onCopy: () => void;
}) {
  const m = useMessages(qrMessages);
  const g = useMessages(qrGenMessages);
  if (!svg || !symbol)
    return (
      <div className="flex h-[280px] w-[280px] items-center justify-center rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">
        {g.empty}
      </div>
    );
  const checkText = { idle: '', checking: g.verifying, ok: g.verified, fail: g.unverified }[check];
  return (
    <>
      <img
        src={svgDataUrl(svg)}
        alt={g.previewAlt}
        width={280}
        height={280}
        className="h-[280px] w-[280px] rounded-md border border-slate-200"
        data-testid="qr-preview"
      />
      <p className="text-center text-xs text-slate-600" data-testid="qr-info">
        {fmt(g.info, {
          version: symbol.version,
          modules: symbol.size,
          level: symbol.level,
          used: Math.round((symbol.dataBits / symbol.capacityBits) * 100),
        })}
      </p>
      <p role="status" className={`text-center text-sm ${CHECK_CLASS[check]}`}>
        {checkText}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {(Object.keys(FORMATS) as Format[]).map((f) => (
          <Button
            key={f}
            variant={f === 'png' ? 'primary' : 'default'}
            disabled={!canExport}
            aria-label={fmt(m.downloadAs, { format: FORMATS[f] })}
            onClick={() => onSave(f)}
          >
            {m.download} {FORMATS[f]}
          </Button>
        ))}
        <Button onClick={onCopy} disabled={!canExport}>
          {m.copyImage}
        </Button>
      </div>
      <p className="text-center text-xs text-slate-500">{g.pngNote}</p>
    </>
  );
}
