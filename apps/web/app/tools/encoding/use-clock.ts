import { LOCAL_TIME_ZONE, toIso8601 } from '@tinkerbox/engine/format';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useState } from 'react';
import { visitorZone, zonesOf } from '../../lib/local-zone.ts';

/** Shown before the zone field is first focused and where Intl cannot list zones. */
const COMMON_ZONES = [
  'UTC',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Asia/Kolkata',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Australia/Sydney',
];

/**
 * /timestamp's client-only values: the ticking clock (paused on request) and, once the zone field is first
 * focused (`listZones`), the visitor's zone's name and every zone Intl lists. Until then the page makes no
 * Intl object, whose first costs a slow phone tens of milliseconds (issue 37): the visitor's own time is
 * read through Date (the engine's `local` zone) and named by its offset. The clock starts after hydration,
 * when an empty timestamp and date are also given the current time as an example.
 */
export function useClock(setStamp: Dispatch<SetStateAction<string>>, setDate: Dispatch<SetStateAction<string>>) {
  const [now, setNow] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const [zoneName, setZoneName] = useState<string | null>(null);

  useEffect(() => {
    const t = Date.now();
    setNow(t);
    setStamp((s) => (s === '' ? String(Math.floor(t / 1000)) : s));
    // With its offset written out, the example reads back to the same instant in any chosen zone.
    setDate((d) => (d === '' ? toIso8601(t, LOCAL_TIME_ZONE) : d));
  }, [setStamp, setDate]);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [paused]);
  const listZones = useCallback(() => {
    if (zoneName === null) setZoneName(visitorZone());
  }, [zoneName]);
  const zones = useMemo(() => (zoneName === null ? COMMON_ZONES : zonesOf([...COMMON_ZONES, zoneName])), [zoneName]);
  return { now, paused, setPaused, zoneName, zones, listZones };
}
