import { readdirSync, readFileSync } from 'node:fs';

/**
 * Resident bytes of the Chromium processes descending from `root` (Playwright starts Chromium as a child
 * of the bench's own process): the renderers (`--type=renderer`: the pages and their workers) and all of
 * them (with the browser process, which keeps Blobs, and the GPU and utility processes).
 */
export function chromiumRss(root: number): { renderers: number; all: number } {
  const children = new Map<number, number[]>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
    } catch {}
  }
  let renderers = 0;
  let all = 0;
  const walk = (pid: number) => {
    for (const c of children.get(pid) ?? []) {
      try {
        const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${c}/status`, 'utf8'))?.[1] ?? 0) * 1024;
        all += rss;
        if (readFileSync(`/proc/${c}/cmdline`, 'utf8').includes('--type=renderer')) renderers += rss;
      } catch {}
      walk(c);
    }
  };
  walk(root);
  return { renderers, all };
}

/** Resident bytes of every Chromium renderer process descending from `root`. */
export const rendererRss = (root: number): number => chromiumRss(root).renderers;
