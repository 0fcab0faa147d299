import { Checkbox, Choice, TextField } from '@tinkerbox/ui';
import { useMemo } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { ContentFields } from './generator.content.tsx';
import { Preview } from './generator.preview.tsx';
import { StyleFields } from './generator.style.tsx';
import { LookFields } from './look-fields.tsx';
import { KINDS } from './payload.ts';
import { qrRecipe } from './qr.recipe.ts';
import { qrGenMessages } from './qr-gen.messages.ts';
import { MAX_LOGO_PERCENT, useGenerator } from './use-generator.ts';
import { useImageExport } from './use-image-export.ts';
import { useScanCheck } from './use-scan-check.ts';

/** /qrcode: one code from text, a link, Wi-Fi, a contact, e-mail, SMS or a location, styled and checked. */
export function Generator() {
  const g = useMessages(qrGenMessages);
  const s = useGenerator();
  const { parsed, symbol, svg, logo } = s;
  const check = useScanCheck(svg, s.text, symbol?.size ?? 0, parsed.margin);
  const plain = s.moduleStyle === 'square' && s.finderStyle === 'square' && !logo.logo;
  // the code as SVG, as a recipe's first step ("Continue in a recipe"), when its arguments say the look
  const { text, utf8Eci, svgOptions } = s;
  const level = s.look.level;
  const recipe = useMemo(
    () => (symbol ? qrRecipe({ text, level, svgOptions, utf8Eci }) : null),
    [symbol, text, level, svgOptions, utf8Eci],
  );
  const { save, copy } = useImageExport(
    symbol && svg
      ? { symbol, svg, svgOptions: s.svgOptions, look: s.look, margin: parsed.margin, size: parsed.size, plain }
      : null,
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-[minmax(0,1fr)_320px] gap-6 max-md:grid-cols-1">
        <div className="flex flex-col gap-4 md:col-start-1 md:row-start-1">
          <Choice
            label={g.kind}
            value={s.kind}
            options={KINDS.map((k) => ({ value: k, label: g.kinds[k] }))}
            onChange={s.setKind}
          />
          <ContentFields
            kind={s.kind}
            fields={s.fields}
            setField={s.setField}
            encodeError={s.encodeError}
            badCoordinate={s.badCoordinate}
          />
        </div>

        <div className="flex flex-col items-center gap-3 md:col-start-2 md:row-span-2 md:row-start-1">
          <Preview
            symbol={symbol}
            svg={svg}
            check={check}
            canExport={!parsed.sizeBad && !parsed.marginBad}
            onSave={save}
            onCopy={copy}
          />
        </div>

        <div className="flex flex-col gap-4 md:col-start-1">
          <LookFields
            look={s.look}
            onChange={s.setLook}
            levelLocked={logo.logo ? fmt(g.logoRaisesLevel, { max: MAX_LOGO_PERCENT }) : undefined}
          />
          <Checkbox label={g.eci} checked={s.utf8Eci} onChange={s.setUtf8Eci} hint={g.eciNote} />
          <StyleFields
            moduleStyle={s.moduleStyle}
            setModuleStyle={s.setModuleStyle}
            finderStyle={s.finderStyle}
            setFinderStyle={s.setFinderStyle}
            logo={logo}
            maxLogo={MAX_LOGO_PERCENT}
          />
        </div>
      </div>
      {s.text !== null && s.kind !== 'text' && (
        <TextField label={g.encoded} multiline readOnly rows={3} value={s.text} onChange={() => {}} />
      )}
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} />
    </div>
  );
}
