import { FileDrop, Section, Select, TextField, useFileTarget } from '@tinkerbox/ui';
import type { NumberFormatter } from '../../i18n/numbers.ts';
import { fmt } from '../../i18n/t.tsx';
import { sizeText } from './cipher.widgets.tsx';
import type { PartProps } from './cipher-key.view.tsx';
import type { CipherRun } from './use-cipher-run.ts';
import { INPUTS } from './use-cipher-state.ts';

/** The text to encrypt or decrypt (as UTF-8, hex or base64), or a file. */
export function InputSection({ s, m, err, run, nf }: PartProps & { run: CipherRun; nf: NumberFormatter }) {
  // A file dropped anywhere on the tool, in text mode too, becomes the input file.
  useFileTarget(([f]) => {
    if (!f) return;
    s.setInKind('file');
    run.chooseFile(f);
  });
  return (
    <Section title={m.input}>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Select
          label={m.inputFormat}
          value={s.inKind}
          onChange={s.setInKind}
          options={INPUTS.map((v) => ({ value: v, label: m.formats[v] }))}
        />
      </div>
      {s.inKind === 'file' ? (
        <FileDrop
          prompt={m.chooseFile}
          choose={m.chooseButton}
          chooseLabel={m.chooseFile}
          onFiles={([f]) => f && run.chooseFile(f)}
        >
          {s.file && (
            <p className="text-sm text-slate-800">
              {fmt(m.fileChosen, { name: s.file.name, size: sizeText(s.file.size, nf) })}
            </p>
          )}
        </FileDrop>
      ) : (
        <TextField
          multiline
          rows={6}
          label={m.input}
          value={s.text}
          onChange={s.setText}
          placeholder={s.direction === 'encrypt' ? m.inputPlaceholderEncrypt : m.inputPlaceholderDecrypt}
          error={err('input')}
        />
      )}
    </Section>
  );
}
