import { toIso8601 } from '@tinkerbox/engine/format';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';

/** Shown before hydration and where Intl cannot list zones; the full list replaces it in the browser. */
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
 * /timestamp's client-only values: the ticking clock (paused on request), the visitor's zone and every zone
 * Intl lists. They differ from the server's, so they start empty (the common zones) and are filled after
 * hydration, when an empty timestamp and date are also given the current time as an example.
 */
export function useClock(setStamp: Dispatch<SetStateAction<string>>, setDate: Dispatch<SetStateAction<string>>) {
  const [now, setNow] = useState<number | null>(null);
  const [paused, setPaused] = useState(false);
  const [localZone, setLocalZone] = useState<string | null>(null);
  const [zones, setZones] = useState<string[]>(COMMON_ZONES);

  useEffect(() => {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    setLocalZone(tz);
    const all = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
    setZones(Array.from(new Set([...COMMON_ZONES, tz, ...all])));
    const t = Date.now();
    setNow(t);
    setStamp((s) => (s === '' ? String(Math.floor(t / 1000)) : s));
    // With its offset written out, the example reads back to the same instant in any chosen zone.
    setDate((d) => (d === '' ? toIso8601(t, tz) : d));
  }, [setStamp, setDate]);
  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [paused]);
  return { now, paused, setPaused, localZone, zones };
}
