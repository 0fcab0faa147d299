import { QR_FINDER_STYLES, QR_MODULE_STYLES, type QrFinderStyle, type QrModuleStyle } from '@tinkerbox/engine/qr';
import { Button, Field, FieldError, FileButton, Select } from '@tinkerbox/ui';
import { useId } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { qrGenMessages } from './qr-gen.messages.ts';
import { LOGO_MAX_MB, type useLogo } from './use-logo.ts';

/** The smallest logo offered, in percent of the code's width. */
const MIN_LOGO_PERCENT = 8;

/** Module and corner shapes, and the logo with its size. */
export function StyleFields({
  moduleStyle,
  setModuleStyle,
  finderStyle,
  setFinderStyle,
  logo,
  maxLogo,
}: {
  moduleStyle: QrModuleStyle;
  setModuleStyle: (s: QrModuleStyle) => void;
  finderStyle: QrFinderStyle;
  setFinderStyle: (s: QrFinderStyle) => void;
  logo: ReturnType<typeof useLogo>;
  /** Largest logo width in percent. */
  maxLogo: number;
}) {
  const g = useMessages(qrGenMessages);
  const errorId = useId();
  const percent = Math.min(logo.percent, maxLogo);
  const logoError =
    logo.error === 'big' ? fmt(g.logoTooBig, { max: LOGO_MAX_MB }) : logo.error === 'bad' ? g.logoBad : null;
  return (
    <fieldset className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
      <legend className="mb-2 text-sm font-medium text-slate-700">{g.style}</legend>
      <Select<QrModuleStyle>
        label={g.moduleStyle}
        value={moduleStyle}
        options={QR_MODULE_STYLES.map((s) => ({ value: s, label: g.styles[s] }))}
        onChange={setModuleStyle}
      />
      <Select<QrFinderStyle>
        label={g.finderStyle}
        value={finderStyle}
        options={QR_FINDER_STYLES.map((s) => ({ value: s, label: g.styles[s] }))}
        onChange={setFinderStyle}
      />
      <fieldset className="flex min-w-0 flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-700">{g.logo}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <FileButton label={g.chooseLogo} accept="image/*" onFiles={([f]) => f && logo.choose(f)} />
          {logo.logo && (
            <>
              <span className="max-w-40 truncate text-sm text-slate-600">{logo.logo.name}</span>
              <Button onClick={logo.remove}>{g.removeLogo}</Button>
            </>
          )}
        </div>
        <FieldError id={errorId} message={logoError} />
      </fieldset>
      {logo.logo && (
        <Field label={g.logoSize}>
          {(aria) => (
            <div className="flex h-12 items-center gap-3">
              <input
                {...aria}
                type="range"
                min={MIN_LOGO_PERCENT}
                max={maxLogo}
                value={percent}
                onChange={(e) => logo.setPercent(Number(e.currentTarget.value))}
                className="w-full accent-sky-700"
              />
              <span className="w-12 text-right tabular-nums">{percent} %</span>
            </div>
          )}
        </Field>
      )}
    </fieldset>
  );
}
