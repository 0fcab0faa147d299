import type { KeyDerivation } from '@tinkerbox/engine/cipher';
import { Button, FieldError, OutputBox, Section, Select } from '@tinkerbox/ui';
import type { NumberFormatter } from '../../i18n/numbers.ts';
import { fmt } from '../../i18n/t.tsx';
import { Derived, Hint, OtherDerivation, sizeText, TagOut } from './cipher.widgets.tsx';
import type { PartProps } from './cipher-key.view.tsx';
import type { CipherOutput } from './use-cipher-output.ts';
import type { CipherRun } from './use-cipher-run.ts';
import { OUTPUTS } from './use-cipher-state.ts';

type OutputProps = PartProps & { run: CipherRun; out: CipherOutput; nf: NumberFormatter };

/** The result: file controls and progress, the output box with its actions, and what a passphrase derived. */
export function OutputSection(props: OutputProps) {
  const { s, m, err, run, out, nf } = props;
  const { result, pending, running } = run;
  const { shown } = out;
  const options = (result?.direction ?? s.direction) === 'encrypt' ? (['base64', 'hex'] as const) : OUTPUTS;
  return (
    <Section title={m.output}>
      {s.inKind === 'file' && <FileRunBar {...props} />}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Select
          label={m.outputFormat}
          value={options.includes(s.outKind as never) ? s.outKind : 'base64'}
          onChange={s.setOutKind}
          options={options.map((v) => ({ value: v, label: m.formats[v] }))}
        />
      </div>
      <div aria-busy={pending || running} data-testid="cipher-output">
        <OutputBox
          label={m.output}
          value={shown.text}
          minHeight={160}
          actions={
            result ? (
              <>
                {!result.blob && (
                  <Button onClick={out.outputToInput} disabled={pending}>
                    {m.swap}
                  </Button>
                )}
                <Button onClick={out.download} aria-label={`${m.download} ${out.fileName}`}>
                  {m.download}
                </Button>
              </>
            ) : null
          }
        />
      </div>
      <FieldError id="cipher-output-error" message={err('output')} />
      {result?.derivation && (
        <OtherDerivation
          m={m}
          derivation={result.derivation}
          nf={nf}
          onUse={() => applyDerivation(s, result.derivation)}
        />
      )}
      {shown.notUtf8 && <Hint>{m.notUtf8}</Hint>}
      {shown.truncated && result && (
        <Hint>{fmt(m.outputTooLong, { size: sizeText(result.size, nf), shown: sizeText(shown.text.length, nf) })}</Hint>
      )}
      {result?.tag && <TagOut m={m} tag={result.tag} base64={s.outKind === 'base64'} />}
      {result?.passphrase && result.params && <Derived m={m} params={result.params} />}
    </Section>
  );
}

/** Sets the key section to the derivation that worked. */
function applyDerivation(s: OutputProps['s'], d: KeyDerivation | undefined) {
  if (!d) return;
  s.setKdf(d.kdf);
  if (d.kdf === 'pbkdf2') {
    s.setHash(d.hash);
    s.setIterText(String(d.iterations));
  }
}

/** Start and cancel a file job, and how far it got. */
function FileRunBar({ s, m, f, run, nf }: OutputProps) {
  const { fileRun, result, running } = run;
  const pct = fileRun && fileRun.total > 0 ? Math.min(100, Math.round((fileRun.bytes / fileRun.total) * 100)) : 0;
  const status = !fileRun
    ? ''
    : fileRun.status === 'cancelled'
      ? m.cancelled
      : running
        ? fmt(m.progress, { done: sizeText(fileRun.bytes, nf), total: sizeText(fileRun.total, nf) })
        : result
          ? fmt(m.doneIn, { size: sizeText(result.size, nf), seconds: nf.format(Math.round(result.ms / 100) / 10) })
          : '';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="primary" disabled={!s.file || !!f.fail || running} onClick={run.runFile}>
        {m.runFile[s.direction]}
      </Button>
      {running && <Button onClick={run.cancelFile}>{m.cancel}</Button>}
      {fileRun && (
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <progress
            value={pct}
            max={100}
            aria-label={m.working}
            className="h-2 w-full overflow-hidden rounded bg-slate-100 accent-sky-700"
          />
          <p className="text-xs text-slate-600" aria-live="polite">
            {status}
          </p>
        </div>
      )}
    </div>
  );
}
