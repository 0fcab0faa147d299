import { DEFAULT_TIME_PATTERN, formatTime, LOCAL_TIME_ZONE, toIso8601, toRfc2822 } from '@tinkerbox/engine/format';
import { Button, Choice, CopyButton, Section, TextField } from '@tinkerbox/ui';
import { useId, useState } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { localOffsetText } from '../../lib/local-zone.ts';
import { encodingMessages } from './encoding.messages.ts';
import { useClock, useNow } from './use-clock.ts';
import { useRelative, useTimestamp } from './use-timestamp.ts';

const UNITS = ['s', 'ms'] as const;
// Unix time in seconds has 10 digits and in milliseconds 13 from 2001 to 2286; a local time is as long as
// any date in the default pattern.
const SECONDS_WIDTH: Pending = { chars: 10 };
const MILLIS_WIDTH: Pending = { chars: 13 };
const LOCAL_WIDTH: Pending = { chars: formatTime(0, { timeZone: 'UTC', unit: 'ms' }).length };

/** A value the server cannot know (the visitor's clock): `…`, as wide as the value will be (in `ch`). */
interface Pending {
  readonly chars: number;
}

function Row({
  label,
  value,
  pending,
  stacked,
}: {
  label: string;
  value: string;
  pending?: Pending | undefined;
  /** On a phone, always under its label: a label the server cannot know yet must not move it there later. */
  stacked?: boolean;
}) {
  return (
    // On a phone the value moves under its label rather than break: numbers wrap only at spaces, and
    // only a token wider than the whole line may break.
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-slate-100 py-2 last:border-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={`ml-auto flex max-w-full min-w-0 items-center gap-2 font-mono text-sm text-slate-900${stacked ? ' justify-end max-sm:basis-full' : ''}`}
      >
        <span
          className="min-w-0 break-words"
          style={pending ? { minWidth: `${pending.chars}ch` } : undefined}
          data-testid={`time-${label}`}
        >
          {value}
        </span>
        <CopyButton value={value} label={`${label}: ${value}`} />
      </dd>
    </div>
  );
}

/** The current time in seconds, milliseconds and the visitor's zone: the only rows that change each second. */
function NowRows({ paused, zoneName }: { paused: boolean; zoneName: string | null }) {
  const m = useMessages(encodingMessages);
  const now = useNow(paused);
  return (
    <>
      <Row
        label={m.time.nowSeconds}
        value={now === null ? '…' : String(Math.floor(now / 1000))}
        pending={now === null ? SECONDS_WIDTH : undefined}
      />
      <Row
        label={m.time.nowMillis}
        value={now === null ? '…' : String(now)}
        pending={now === null ? MILLIS_WIDTH : undefined}
      />
      {now === null ? (
        <Row label={fmt(m.time.local, { zone: '…' })} value="…" pending={LOCAL_WIDTH} stacked />
      ) : (
        // the visitor's zone by name once known (the zone field was focused), else by its offset now
        <Row
          label={fmt(m.time.local, { zone: zoneName ?? localOffsetText(new Date(now)) })}
          value={formatTime(now, { timeZone: LOCAL_TIME_ZONE, unit: 'ms' })}
          stacked
        />
      )}
    </>
  );
}

/** The typed timestamp's distance from now, following the clock. */
function RelativeRow({ value, paused }: { value: number; paused: boolean }) {
  const m = useMessages(encodingMessages);
  const relative = useRelative(value, paused);
  return relative === null ? null : <Row label={m.time.relative} value={relative} />;
}

/** /timestamp: the ticking current time, Unix time to dates in any zone, and dates back to Unix time. */
export function TimestampTool() {
  const m = useMessages(encodingMessages);
  const id = useId();
  const [unit, setUnit] = useFragmentOption('unit', 's', UNITS);
  const [zone, setZone] = useFragmentOption<string>('tz', 'UTC');
  const [pattern, setPattern] = useFragmentOption<string>('p', DEFAULT_TIME_PATTERN);
  const [stamp, setStamp] = useKeptState('timestamp:stamp', '');
  const [date, setDate] = useKeptState('timestamp:date', '');
  const { started, paused, setPaused, zoneName, zones, listZones } = useClock(setStamp, setDate);
  // the timestamp is the visitor's (typed, kept or "use now"), not the example the clock fills in
  const [own, setOwn] = useState(() => stamp !== '');
  const editStamp = (v: string) => {
    setOwn(true);
    setStamp(v);
  };
  const { zoneError, ms, looksLikeMs, rows, parsed, warmRelative } = useTimestamp({
    stamp,
    unit,
    zone,
    pattern,
    date,
    started,
    zoneName,
  });

  // only while the clock has not started (the server's page and the first render)
  const timeWidth: Pending | undefined = !started
    ? { chars: formatTime(0, { timeZone: 'UTC', unit: 'ms', pattern: pattern || DEFAULT_TIME_PATTERN }).length }
    : undefined;
  const zoneList = (
    <datalist id={`${id}-zones`}>
      {zones.map((z) => (
        <option key={z} value={z} />
      ))}
    </datalist>
  );

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-now`} className="rounded-md border border-slate-200 bg-slate-50 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id={`${id}-now`} className="text-lg font-semibold text-slate-800">
            {m.time.now}
          </h2>
          <Button size="sm" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
            {paused ? m.time.resume : m.time.pause}
          </Button>
        </div>
        <dl className="mt-2" aria-live="off">
          {/* The server draws the rows the clock fills, as wide as they will be, so that filling them moves
              nothing below (issue 37: cls.e2e measured 0.047 at 375 px when they grew after hydration). */}
          <NowRows paused={paused} zoneName={zoneName} />
        </dl>
      </section>

      <div className="flex flex-wrap items-end gap-4">
        <TextField
          id={`${id}-zone`}
          label={m.time.zone}
          value={zone}
          onChange={setZone}
          error={zoneError}
          mono={false}
          className="flex w-64 flex-col gap-1"
          // the browser's ~420 zones and the visitor's zone's name, when the field is first focused (issue 37)
          controlProps={{ list: `${id}-zones`, onFocus: listZones }}
        />
        {zoneList}
        <TextField
          id={`${id}-pattern`}
          label={m.time.pattern}
          value={pattern}
          onChange={setPattern}
          className="flex w-72 flex-col gap-1"
        />
      </div>

      <Section title={m.time.toDate}>
        <div className="flex flex-wrap items-start gap-4">
          <TextField
            id={`${id}-stamp`}
            label={m.time.stampLabel}
            value={stamp}
            onChange={editStamp}
            error={ms?.error}
            inputMode="decimal"
            controlProps={{ onFocus: warmRelative }}
            className="flex min-w-64 flex-1 flex-col gap-1"
          />
          <Choice
            label={m.time.unit}
            value={unit}
            options={[
              { value: 's' as const, label: m.time.seconds },
              { value: 'ms' as const, label: m.time.millis },
            ]}
            onChange={setUnit}
          />
          <Button
            className="self-end"
            onClick={() => editStamp(String(unit === 's' ? Math.floor(Date.now() / 1000) : Date.now()))}
          >
            {m.time.useNow}
          </Button>
        </div>
        {looksLikeMs && (
          <p className="mt-1 text-sm text-amber-800">
            {m.time.guess}{' '}
            <button type="button" className="underline" onClick={() => setUnit('ms')}>
              {m.time.millis}
            </button>
          </p>
        )}
        {rows ? (
          <dl className="mt-3">
            {rows.map((r) => (
              <Row key={r.label} label={r.label} value={r.value} stacked={r.local} />
            ))}
            {own && ms?.value != null && <RelativeRow value={ms.value} paused={paused} />}
          </dl>
        ) : (
          // The clock fills in the current time as the example once the page runs; the server draws its
          // rows, as wide as they will be, so that filling them moves nothing below (decision 0183:
          // Lighthouse's desktop run measured CLS 0.021 when they appeared).
          !started &&
          stamp === '' && (
            <dl className="mt-3">
              <Row label={fmt(m.time.local, { zone: '…' })} value="…" pending={timeWidth} stacked />
              <Row label={m.time.utc} value="…" pending={timeWidth} />
              {zone !== 'UTC' && <Row label={fmt(m.time.chosen, { zone })} value="…" pending={timeWidth} />}
              {/* in another zone than UTC, the Z is an offset: +08:00 */}
              <Row
                label={m.time.iso}
                value="…"
                pending={{ chars: toIso8601(0, 'UTC').length + (zone === 'UTC' ? 0 : 5) }}
              />
              <Row label={m.time.rfc} value="…" pending={{ chars: toRfc2822(0, 'UTC').length }} />
            </dl>
          )
        )}
      </Section>

      <Section title={m.time.toStamp}>
        <TextField
          id={`${id}-date`}
          label={m.time.dateLabel}
          value={date}
          multiline
          rows={1}
          onChange={setDate}
          error={parsed?.error}
          hint={fmt(m.time.readIn, { zone })}
          controlClassName="min-h-12"
        />
        {parsed && parsed.value !== null ? (
          <dl className="mt-3">
            <Row label={m.time.nowSeconds} value={String(Math.floor(parsed.value / 1000))} />
            <Row label={m.time.nowMillis} value={String(parsed.value)} />
          </dl>
        ) : (
          !started &&
          date === '' && (
            <dl className="mt-3">
              <Row label={m.time.nowSeconds} value="…" pending={SECONDS_WIDTH} />
              <Row label={m.time.nowMillis} value="…" pending={MILLIS_WIDTH} />
            </dl>
          )
        )}
      </Section>
    </div>
  );
}
