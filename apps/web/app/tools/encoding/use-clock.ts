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

/** Whether the page runs in the browser yet: before, the time shown is the server's placeholder. */
let clockStarted = false;
/** The parts of the page that show the time, told each second by one timer (so they change in one render). */
const ticking = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
function onTick(f: () => void): () => void {
  ticking.add(f);
  timer ??= setInterval(() => {
    for (const g of ticking) g();
  }, 1000);
  return () => {
    ticking.delete(f);
    if (ticking.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The current time in the browser, each second while not paused; null on the server and in the render
 * that hydrates the page. Only the component that shows it renders at each tick, not the whole tool
 * (issue 37: /timestamp re-rendered all its fields every second).
 */
export function useNow(paused: boolean): number | null {
  // a part first shown after hydration (the distance from now, once a timestamp is typed) has the time at once
  const [now, setNow] = useState<number | null>(() => (clockStarted ? Date.now() : null));
  useEffect(() => {
    setNow(Date.now());
    if (paused) return;
    return onTick(() => setNow(Date.now()));
  }, [paused]);
  return now;
}

/**
 * /timestamp's client-only values: whether the page runs in the browser yet (`started`: the clock's rows
 * tick on their own, useNow), the pause, and, once the zone field is first focused (`listZones`), the
 * visitor's zone's name and every zone Intl lists. Until then the page makes no Intl object, whose first
 * costs a slow phone tens of milliseconds (issue 37): the visitor's own time is read through Date (the
 * engine's `local` zone) and named by its offset. After hydration an empty timestamp and date are given the
 * current time as an example.
 */
export function useClock(setStamp: Dispatch<SetStateAction<string>>, setDate: Dispatch<SetStateAction<string>>) {
  const [started, setStarted] = useState(false);
  const [paused, setPaused] = useState(false);
  const [zoneName, setZoneName] = useState<string | null>(null);

  useEffect(() => {
    const t = Date.now();
    clockStarted = true;
    setStarted(true);
    setStamp((s) => (s === '' ? String(Math.floor(t / 1000)) : s));
    // With its offset written out, the example reads back to the same instant in any chosen zone.
    setDate((d) => (d === '' ? toIso8601(t, LOCAL_TIME_ZONE) : d));
  }, [setStamp, setDate]);
  const listZones = useCallback(() => {
    if (zoneName === null) setZoneName(visitorZone());
  }, [zoneName]);
  const zones = useMemo(() => (zoneName === null ? COMMON_ZONES : zonesOf([...COMMON_ZONES, zoneName])), [zoneName]);
  return { started, paused, setPaused, zoneName, zones, listZones };
}
