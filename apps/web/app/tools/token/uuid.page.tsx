import { formatUuid, ulid, uuidV4, uuidV7 } from '@tinkerbox/engine/token';
import { Button, Checkbox, Choice, NumberField, OutputBox, Section } from '@tinkerbox/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { wholeNumber } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { ToolReady } from '../../shell/tool-ready.tsx';
import { uuidMessages } from './uuid.messages.ts';
import { Inspector } from './uuid.parts.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

const MODES = ['generate', 'inspect'] as const;
const KINDS = ['v4', 'v7', 'ulid'] as const;
type Kind = (typeof KINDS)[number];
const CASES = ['lower', 'upper'] as const;
const YES_NO = ['1', '0'] as const;

/** /uuid: UUID v4, v7 and ULID in bulk; inspect any UUID or ULID. */
export default function Page() {
  return (
    <ToolReady>
      <Tool />
    </ToolReady>
  );
}

function Tool() {
  const m = useMessages(uuidMessages);
  const [mode, setMode] = useFragmentOption('mode', 'generate', MODES);
  return (
    <div className="flex flex-col gap-4">
      <Choice
        label={m.mode}
        value={mode}
        onChange={setMode}
        options={MODES.map((v) => ({ value: v, label: m.modes[v] }))}
      />
      {mode === 'generate' ? <Generator /> : <Inspector />}
    </div>
  );
}

function make(kind: Kind, count: number, upper: boolean, braces: boolean, hyphens: boolean): string {
  if (kind === 'ulid') return ulid(count).join('\n');
  const ids = kind === 'v4' ? uuidV4(count) : uuidV7(count);
  return ids.map((id) => formatUuid(id, { upper, braces, hyphens })).join('\n');
}

function Generator() {
  const m = useMessages(uuidMessages);
  const { locale } = useLocale();
  const [kind, setKind] = useFragmentOption<Kind>('kind', 'v4', KINDS);
  const [countText, setCountText] = useFragmentOption<string>('n', '5');
  const [letterCase, setCase] = useFragmentOption('case', 'lower', CASES);
  const [braces, setBraces] = useFragmentOption('br', '0', YES_NO);
  const [hyphens, setHyphens] = useFragmentOption('hy', '1', YES_NO);
  const count = wholeNumber(countText, 1, 1000, 5, locale);
  const [out, setOut] = useState('');
  const run = useCallback(() => {
    setOut(make(kind, count.value, letterCase === 'upper', braces === '1', hyphens === '1'));
  }, [kind, count.value, letterCase, braces, hyphens]);
  useEffect(run, [run]);
  const isUuid = kind !== 'ulid';
  return (
    <Section title={m.modes.generate}>
      <div className="flex flex-wrap items-end gap-4">
        <Choice
          label={m.kind}
          value={kind}
          onChange={setKind}
          options={KINDS.map((v) => ({ value: v, label: m.kinds[v] }))}
        />
        <NumberField
          id="uuid-count"
          label={m.count}
          value={countText}
          onChange={setCountText}
          error={count.error}
          className="flex w-32 flex-col gap-1"
        />
        {kind !== 'ulid' && (
          <Choice
            label={m.letterCase}
            value={letterCase}
            onChange={setCase}
            options={[
              { value: 'lower' as const, label: m.lower },
              { value: 'upper' as const, label: m.upper },
            ]}
          />
        )}
      </div>
      {isUuid && (
        <div className="mt-3 flex flex-wrap gap-4">
          <Checkbox label={m.hyphens} checked={hyphens === '1'} onChange={(c) => setHyphens(c ? '1' : '0')} />
          <Checkbox label={m.braces} checked={braces === '1'} onChange={(c) => setBraces(c ? '1' : '0')} />
        </div>
      )}
      <div className="mt-3">
        <Button variant="primary" onClick={run}>
          {m.generate}
        </Button>
      </div>
      <OutputBox label={m.result} value={out} minHeight={160} id="uuid-out" className="mt-3" />
      {kind !== 'v4' && <p className="mt-1 text-xs text-slate-600">{m.ordered}</p>}
    </Section>
  );
}
