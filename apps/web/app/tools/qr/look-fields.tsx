import { QR_LEVEL_RECOVERY, QR_LEVELS, type QrLevel, qrColourWarning } from '@tinkerbox/engine/qr';
import { NumberField, Select } from '@tinkerbox/ui';
import { fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { errorText } from '../../lib/error-text.ts';
import { type Look, MAX_IMAGE_SIZE, MAX_MARGIN, MIN_IMAGE_SIZE, parseLook } from './look.ts';
import { qrMessages } from './qr.messages.ts';
import { ColourField } from './qr.widgets.tsx';

/** Error correction, quiet zone, image size and colours, shared by the single and batch generators. */
export function LookFields({
  look,
  onChange,
  levelLocked,
}: {
  look: Look;
  /**
   * Takes a function of the look as last set: what was changed before the tool hydrated reaches it in one
   * batch (each control's early value), and each change must keep the others.
   */
  onChange: (update: (l: Look) => Look) => void;
  /** Shown instead of the level choice when a logo forces H. */
  levelLocked?: string | undefined;
}) {
  const m = useMessages(qrMessages);
  const { locale } = useLocale();
  const parsed = parseLook(look);
  const { marginBad, sizeBad } = parsed;
  const warning = qrColourWarning(parsed.foreground, parsed.background);
  const set = (patch: Partial<Look>) => onChange((l) => ({ ...l, ...patch }));
  return (
    <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
      <Select<QrLevel>
        label={m.level}
        value={levelLocked ? 'H' : look.level}
        disabled={!!levelLocked}
        options={QR_LEVELS.map((level) => ({
          value: level,
          label: fmt(m.levelName, { level, percent: QR_LEVEL_RECOVERY[level] }),
        }))}
        onChange={(level) => set({ level })}
        hint={levelLocked}
      />
      <NumberField
        label={m.margin}
        value={look.margin}
        onChange={(margin) => set({ margin })}
        error={marginBad ? fmt(m.marginRange, { max: MAX_MARGIN }) : null}
      />
      <NumberField
        label={m.size}
        value={look.size}
        onChange={(size) => set({ size })}
        error={sizeBad ? fmt(m.sizeRange, { min: MIN_IMAGE_SIZE, max: MAX_IMAGE_SIZE }) : null}
      />
      <div className="flex gap-4">
        <ColourField
          label={m.foreground}
          value={look.foreground}
          onChange={(foreground) => set({ foreground })}
          error={parsed.foregroundError && errorText(parsed.foregroundError, locale)}
        />
        <ColourField
          label={m.background}
          value={look.background}
          onChange={(background) => set({ background })}
          error={parsed.backgroundError && errorText(parsed.backgroundError, locale)}
        />
      </div>
      {warning && (
        <p role="alert" className="col-span-full rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning === 'low-contrast' ? m.lowContrast : m.invertedColours}
        </p>
      )}
    </div>
  );
}
