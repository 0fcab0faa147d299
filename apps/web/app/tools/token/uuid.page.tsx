import {
  formatUuid,
  parseUuid,
  UUID_MAX,
  UUID_NIL,
  ulid,
  uuidV1,
  uuidV3,
  uuidV4,
  uuidV5,
  uuidV6,
  uuidV7,
} from '@tinkerbox/engine/token';
import { Button, Checkbox, Choice, NumberField, OutputBox, Section, TextField } from '@tinkerbox/ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { wholeNumber } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { uuidMessages } from './uuid.messages.ts';
import { Inspector } from './uuid.parts.tsx';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

const MODES = ['generate', 'inspect'] as const;
const KINDS = ['v4', 'v7', 'v6', 'v1', 'v5', 'v3', 'nil', 'max', 'ulid'] as const;
type Kind = (typeof KINDS)[number];
/** Kinds whose UUID follows from the options alone: one result, no count, no Generate button. */
type FixedKind = 'v5' | 'v3' | 'nil' | 'max';
const FIXED: readonly Kind[] = ['v5', 'v3', 'nil', 'max'];
const isFixed = (k: Kind): k is FixedKind => FIXED.includes(k);
const SPACES = ['dns', 'url', 'oid', 'x500', 'custom'] as const;
type Space = (typeof SPACES)[number];
const CASES = ['lower', 'upper'] as const;
const YES_NO = ['1', '0'] as const;

/** /uuid: UUID v4, v7, v6, v1 and ULID in bulk, name-based v3 and v5, nil and max; inspect any UUID or ULID. */
export default function Page() {
  return <Tool />;
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

function make(kind: Exclude<Kind, FixedKind>, count: number, format: Format): string {
  if (kind === 'ulid') return ulid(count).join('\n');
  const ids =
    kind === 'v4' ? uuidV4(count) : kind === 'v7' ? uuidV7(count) : kind === 'v6' ? uuidV6(count) : uuidV1(count);
  return ids.map((id) => formatUuid(id, format)).join('\n');
}

type Format = { upper: boolean; braces: boolean; hyphens: boolean };

/** The one UUID of a fixed kind, or null while a custom name space is still empty; throws INVALID_UUID. */
function fixedUuid(kind: FixedKind, space: Space, custom: string, name: string): string | null {
  if (kind === 'nil') return UUID_NIL;
  if (kind === 'max') return UUID_MAX;
  if (space === 'custom' && !custom.trim()) return null;
  // A custom name space is read as a UUID only, so that typing "dns" there is refused, not taken as DNS.
  const ns = space === 'custom' ? parseUuid(custom) : space;
  return (kind === 'v5' ? uuidV5 : uuidV3)(ns, name);
}

function Generator() {
  const m = useMessages(uuidMessages);
  const { locale } = useLocale();
  const [kind, setKind] = useFragmentOption<Kind>('kind', 'v4', KINDS);
  const [countText, setCountText] = useFragmentOption<string>('n', '5');
  const [letterCase, setCase] = useFragmentOption('case', 'lower', CASES);
  const [braces, setBraces] = useFragmentOption('br', '0', YES_NO);
  const [hyphens, setHyphens] = useFragmentOption('hy', '1', YES_NO);
  const [space, setSpace] = useFragmentOption<Space>('ns', 'dns', SPACES);
  const [custom, setCustom] = useState('');
  const [name, setName] = useState('');
  const count = wholeNumber(countText, 1, 1000, 5, locale);
  const [out, setOut] = useState('');
  const upper = letterCase === 'upper';
  const isBraces = braces === '1';
  const isHyphens = hyphens === '1';
  const run = useCallback(() => {
    if (!isFixed(kind)) setOut(make(kind, count.value, { upper, braces: isBraces, hyphens: isHyphens }));
  }, [kind, count.value, upper, isBraces, isHyphens]);
  useEffect(run, [run]);
  const fixed = isFixed(kind)
    ? attempt(() => {
        const id = fixedUuid(kind, space, custom, name);
        return id === null ? '' : formatUuid(id, { upper, braces: isBraces, hyphens: isHyphens });
      }, locale)
    : null;
  const named = kind === 'v5' || kind === 'v3';
  const isUuid = kind !== 'ulid';
  return (
    <Section title={m.modes.generate}>
      <div className="flex flex-wrap items-end gap-4">
        <Choice
          label={m.kind}
          value={kind}
          onChange={setKind}
          options={KINDS.map((v) => ({ value: v, label: m.kinds[v] }))}
          look="list"
        />
        {!fixed && (
          <NumberField
            id="uuid-count"
            label={m.count}
            value={countText}
            onChange={setCountText}
            error={count.error}
            className="flex w-32 flex-col gap-1"
          />
        )}
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
      {named && (
        <div className="mt-3 flex flex-col gap-3">
          <Choice
            label={m.namespace}
            value={space}
            onChange={setSpace}
            options={SPACES.map((v) => ({ value: v, label: m.namespaces[v] }))}
          />
          {space === 'custom' && (
            <TextField
              id="uuid-namespace"
              mono
              label={m.customNamespace}
              value={custom}
              onChange={setCustom}
              error={fixed?.error}
              hint={m.inputHint}
            />
          )}
          <TextField id="uuid-name" label={m.name} value={name} onChange={setName} hint={m.nameHint} />
        </div>
      )}
      {!fixed && (
        <div className="mt-3">
          <Button variant="primary" onClick={run}>
            {m.generate}
          </Button>
        </div>
      )}
      <OutputBox
        label={m.result}
        value={fixed ? (fixed.value ?? '') : out}
        minHeight={fixed ? 48 : 160}
        id="uuid-out"
        className="mt-3"
      />
      {(kind === 'v7' || kind === 'ulid') && <p className="mt-1 text-xs text-slate-600">{m.ordered}</p>}
      {(kind === 'v1' || kind === 'v6') && <p className="mt-1 text-xs text-slate-600">{m.gregorian}</p>}
      {named && <p className="mt-1 text-xs text-slate-600">{m.nameBased}</p>}
    </Section>
  );
}
