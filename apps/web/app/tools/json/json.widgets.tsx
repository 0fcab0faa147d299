import { Button, copyText, textareaClass, toast } from '@tinkerbox/ui';
import type { Locale } from '../../i18n/locales.ts';
import type { jsonMessages } from './json.messages.ts';
import type { JsonProgress } from './use-json.ts';

type M = (typeof jsonMessages)[Locale];

/** The output of a big document: the first part in a box, the whole by copy or download. */
export function BigOutput(props: {
  preview: string;
  output: Uint8Array;
  label: string;
  note: string;
  copyLabel: string;
  copiedLabel: string;
  downloadLabel: string;
  onDownload: () => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor="json-output" className="text-sm font-medium text-slate-700">
          {props.label}
        </label>
        <div className="flex gap-2">
          <Button size="sm" onClick={props.onDownload}>
            {props.downloadLabel}
          </Button>
          <Button
            size="sm"
            onClick={() => {
              void copyText(new TextDecoder().decode(props.output)).then(() => toast(props.copiedLabel, 'success'));
            }}
          >
            {props.copyLabel}
          </Button>
        </div>
      </div>
      <p className="text-xs text-slate-600">{props.note}</p>
      <textarea
        id="json-output"
        readOnly
        value={props.preview}
        spellCheck={false}
        className={`${textareaClass} min-h-[240px] bg-slate-50`}
      />
    </div>
  );
}

/** The running phase with its progress bar and a Cancel button. */
export function JsonProgressBar({ progress, onCancel, m }: { progress: JsonProgress; onCancel: () => void; m: M }) {
  const label = { read: m.phaseRead, repair: m.phaseRepair, parse: m.phaseParse, format: m.phaseFormat }[
    progress.phase
  ];
  return (
    <div className="flex flex-wrap items-center gap-3" aria-live="polite">
      <span className="text-sm text-slate-700">{label}</span>
      <progress aria-label={label} className="h-2 min-w-40 flex-1" max={1} value={progress.fraction ?? undefined} />
      <Button onClick={onCancel}>{m.cancel}</Button>
    </div>
  );
}
