import { Button, textareaClass, useCopyToast } from '@tinkerbox/ui';

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
  const copy = useCopyToast();
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
              void copy(new TextDecoder().decode(props.output), props.copiedLabel);
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
