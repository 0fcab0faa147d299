import { formatTime, LOCAL_TIME_ZONE } from '@tinkerbox/engine/format';
import { Select, TextField } from '@tinkerbox/ui';
import { useId } from 'react';
import { fmt } from '../../i18n/define.ts';
import { HTML_LANG } from '../../i18n/locales.ts';
import { useMessages } from '../../i18n/t.tsx';
import { cronMessages } from './cron.messages.ts';
import { CronBuilder } from './cron-builder.tsx';
import { ShareButton } from './devtools.widgets.tsx';
import { RUN_COUNTS, type ServedWords, useCron } from './use-cron.ts';

const PATTERN = 'yyyy-MM-dd HH:mm:ss';

/** /cron: an expression (typed or built from fields) in words, and its next runs in any zone and in UTC. */
export function CronTool({ served }: { served: ServedWords | null }) {
  const m = useMessages(cronMessages);
  const id = useId();
  const s = useCron(served);
  const weekdays = m.weekdays.split(' ');
  // a named zone's weekday from Intl; UTC's and the visitor's own from Date (no Intl: issue 37)
  const weekday = (d: Date, timeZone: string | null) =>
    timeZone === null
      ? weekdays[d.getDay()]
      : timeZone === 'UTC'
        ? weekdays[d.getUTCDay()]
        : new Intl.DateTimeFormat(HTML_LANG[s.locale], { weekday: 'short', timeZone }).format(d);
  const wallClock = (d: Date, timeZone: string | null) =>
    formatTime(d.getTime(), { timeZone: timeZone ?? LOCAL_TIME_ZONE, unit: 'ms', pattern: PATTERN });
  // the visitor's zone by name once known (the zone field was focused), else by its offset now
  const zone = s.zone ?? s.offset ?? '…';
  const readZone = s.zoneError ? 'UTC' : s.readZone;
  return (
    <div className="flex flex-col gap-5">
      <TextField
        id={`${id}-expr`}
        label={m.expression}
        value={s.expression}
        onChange={s.setExpression}
        hint={m.hint}
        error={s.view?.error}
        actions={<ShareButton params={{ expr: s.expression, zone: s.readIn.trim() || undefined }} />}
        controlProps={{ spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' }}
      />
      <CronBuilder expression={s.expression} onChange={s.setExpression} />
      <div className="flex flex-wrap items-start gap-4">
        {/* a text field with the browser's list of zones: searchable, and any IANA name can be typed */}
        <TextField
          id={`${id}-zone`}
          label={m.zone}
          value={s.readIn}
          onChange={s.setReadIn}
          hint={fmt(m.zoneHint, { zone })}
          error={s.zoneError}
          mono={false}
          placeholder={s.zone ?? m.yourZone}
          className="flex w-72 flex-col gap-1"
          controlProps={{
            list: `${id}-zones`,
            onFocus: s.listZones,
            spellCheck: false,
            autoCapitalize: 'off',
            autoCorrect: 'off',
          }}
        />
        <datalist id={`${id}-zones`}>
          {s.zones.map((z) => (
            <option key={z} value={z} />
          ))}
        </datalist>
        <Select
          label={m.count}
          value={s.count}
          onChange={(v) => s.setCount(v as (typeof RUN_COUNTS)[number])}
          options={RUN_COUNTS.map((c) => ({ value: c, label: c }))}
        />
      </div>
      {s.view === null ? (
        <p className="text-sm text-slate-600">{m.loading}</p>
      ) : s.view.error === null ? (
        <>
          {s.view.explanation && (
            <section aria-labelledby={`${id}-words`} className="rounded-md border border-sky-200 bg-sky-50 p-4">
              <h2 id={`${id}-words`} className="text-sm font-medium text-slate-700">
                {m.explanation}
              </h2>
              <p className="mt-1 text-lg text-slate-900" data-testid="cron-explanation">
                {s.view.explanation}
              </p>
            </section>
          )}
          <section aria-labelledby={`${id}-runs`}>
            <h2 id={`${id}-runs`} className="mb-2 text-lg font-semibold text-slate-800">
              {m.runs}
            </h2>
            {s.zoneError ? null : s.view.runs === null ? (
              <p className="text-sm text-slate-600">{m.loading}</p>
            ) : s.view.runs.length === 0 ? (
              <p className="text-sm text-slate-700">{m.never}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm" data-testid="cron-runs">
                  <thead className="text-slate-600">
                    <tr>
                      <th scope="col" className="py-1 pr-3">
                        {m.number}
                      </th>
                      <th scope="col" className="py-1 pr-3">
                        {readZone === null ? m.inLocal : fmt(m.inZone, { zone: readZone })}
                      </th>
                      <th scope="col" className="py-1">
                        {m.inUtc}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="font-mono text-slate-900">
                    {s.view.runs.map((d, i) => (
                      <tr key={d.getTime()} className="border-t border-slate-100" data-utc={d.toISOString()}>
                        <td className="py-1 pr-3">{i + 1}</td>
                        <td className="py-1 pr-3 whitespace-nowrap">
                          {wallClock(d, readZone)} {weekday(d, readZone)}
                        </td>
                        <td className="py-1 whitespace-nowrap">
                          {wallClock(d, 'UTC')} {weekday(d, 'UTC')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
