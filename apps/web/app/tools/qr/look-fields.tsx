import { QR_LEVELS, type QrLevel, qrColourWarning } from '@tinkerbox/engine/qr';
import { useId } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { SelectField, TextField } from './fields.tsx';
import { MAX_IMAGE_SIZE, MAX_MARGIN, MIN_IMAGE_SIZE } from './lib.ts';
import { qrMessages } from './qr.messages.ts';

export interface Look {
  level: QrLevel;
  /** As typed, so that a half-typed number is never lost; parsed by {@link parseLook}. */
  margin: string;
  size: string;
  foreground: string;
  background: string;
}

export const DEFAULT_LOOK: Look = {
  level: 'H',
  margin: '4',
  size: '512',
  foreground: '#000000',
  background: '#ffffff',
};

/** The typed margin and size as numbers, or which one is out of range. */
export function parseLook(look: Look): { margin: number; size: number; marginBad: boolean; sizeBad: boolean } {
  const int = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN);
  const margin = int(look.margin);
  const size = int(look.size);
  const marginBad = !(margin >= 0 && margin <= MAX_MARGIN);
  const sizeBad = !(size >= MIN_IMAGE_SIZE && size <= MAX_IMAGE_SIZE);
  return { margin: marginBad ? 4 : margin, size: sizeBad ? 512 : size, marginBad, sizeBad };
}

/** Error correction, quiet zone, image size and colours, shared by the single and batch generators. */
export function LookFields({
  look,
  onChange,
  levelLocked,
}: {
  look: Look;
  onChange: (l: Look) => void;
  /** Shown instead of the level choice when a logo forces H. */
  levelLocked?: string;
}) {
  const m = useMessages(qrMessages);
  const id = useId();
  const { marginBad, sizeBad } = parseLook(look);
  const warning = qrColourWarning(look.foreground, look.background);
  const set = (patch: Partial<Look>) => onChange({ ...look, ...patch });
  return (
    <div className="grid grid-cols-2 gap-4 max-md:grid-cols-1">
      <SelectField
        id={`${id}-level`}
        label={m.level}
        value={levelLocked ? 'H' : look.level}
        disabled={!!levelLocked}
        options={QR_LEVELS.map((l) => ({ value: l, label: m.levels[l] }))}
        onChange={(level) => set({ level })}
        note={levelLocked}
      />
      <TextField
        id={`${id}-margin`}
        label={m.margin}
        inputMode="numeric"
        value={look.margin}
        onChange={(margin) => set({ margin })}
        error={marginBad ? fmt(m.marginRange, { max: MAX_MARGIN }) : null}
      />
      <TextField
        id={`${id}-size`}
        label={m.size}
        inputMode="numeric"
        value={look.size}
        onChange={(size) => set({ size })}
        error={sizeBad ? fmt(m.sizeRange, { min: MIN_IMAGE_SIZE, max: MAX_IMAGE_SIZE }) : null}
      />
      <div className="flex gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-fg`} className="text-sm font-medium text-slate-700">
            {m.foreground}
          </label>
          <input
            id={`${id}-fg`}
            type="color"
            className="h-12 w-20 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
            value={look.foreground}
            onChange={(e) => set({ foreground: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-bg`} className="text-sm font-medium text-slate-700">
            {m.background}
          </label>
          <input
            id={`${id}-bg`}
            type="color"
            className="h-12 w-20 cursor-pointer rounded-md border border-slate-300 bg-white p-1"
            value={look.background}
            onChange={(e) => set({ background: e.target.value })}
          />
        </div>
      </div>
      {warning && (
        <p role="alert" className="col-span-full rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning === 'low-contrast' ? m.lowContrast : m.invertedColours}
        </p>
      )}
    </div>
  );
}
