import { inspectUlid, inspectUuid, ulidText } from '@tinkerbox/engine/token';
import { Section, TextField } from '@tinkerbox/ui';
import { useState } from 'react';
import { fmt } from '../../i18n/define.ts';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { uuidMessages } from './uuid.messages.ts';

type Row = readonly [label: string, value: string, testId: string];

/** A ULID is 26 characters; anything else is read as a UUID. */
function looksLikeUlid(text: string): boolean {
  return text.trim().length === 26;
}

/** "UUID v5 (name-based, SHA-1)": the version with what RFC 9562 section 4.2 calls it, when it names it. */
function versionName(version: number, m: typeof uuidMessages.en_US): string {
  const name = (m.versionNames as Record<number, string | undefined>)[version];
  return name ? fmt(m.versionType, { version, name }) : `UUID v${version}`;
}

/** /uuid's inspector: version, variant, time, clock sequence and node of a UUID, or time of a ULID. */
export function Inspector() {
  const m = useMessages(uuidMessages);
  const { locale } = useLocale();
  const [text, setText] = useState('');
  const f = m.fields;
  const rows = attempt((): Row[] | null => {
    if (!text.trim()) return null;
    if (looksLikeUlid(text)) {
      const u = inspectUlid(text);
      return [
        [f.type, 'ULID', 'type'],
        [f.canonical, u.ulid, 'canonical'],
        [f.time, new Date(u.timeMs).toISOString(), 'time'],
        [f.asUuid, u.uuid, 'as-uuid'],
      ];
    }
    const u = inspectUuid(text);
    const type = u.special ? m.special[u.special] : u.variant === 'rfc' ? versionName(u.version, m) : 'UUID';
    const out: Row[] = [
      [f.type, type, 'type'],
      [f.canonical, u.canonical, 'canonical'],
      [f.version, u.variant === 'rfc' ? String(u.version) : m.none, 'version'],
      [f.variant, m.variants[u.variant], 'variant'],
    ];
    if (u.timeMs !== null) out.push([f.time, new Date(u.timeMs).toISOString(), 'time']);
    if (u.ticks !== null) out.push([f.ticks, String(u.ticks), 'ticks']);
    if (u.clockSeq !== null) out.push([f.clockSeq, `${u.clockSeq} (0x${u.clockSeq.toString(16)})`, 'clock-seq']);
    if (u.node !== null) out.push([f.node, u.node, 'node']);
    out.push([f.asUlid, ulidText(u.bytes), 'as-ulid']);
    return out;
  }, locale);
  return (
    <Section title={m.modes.inspect}>
      <TextField
        id="uuid-inspect"
        mono
        label={m.input}
        value={text}
        onChange={setText}
        error={rows.error}
        hint={m.inputHint}
      />
      {rows.value && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.value.map(([label, value, id]) => (
            <div key={id} className="contents">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-mono break-all" data-testid={`uuid-${id}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Section>
  );
}
