import type { LifePattern, LifeRule } from '@tinkerbox/engine/games';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useAsLastSet } from '../../lib/as-last-set.ts';
import { useBugToBoundary } from '../../lib/worker/use-job.ts';
import { useWorker } from '../../lib/worker/use-worker.ts';
import { watchTheme } from '../../shell/theme.tsx';
import type { LifeProtocol } from './life.worker.ts';
import { LifeBoard, lineCells } from './life-board.ts';

const createWorker = () => new Worker(new URL('./life.worker.ts', import.meta.url), { type: 'module' });

interface Settings {
  width: number;
  height: number;
  wrap: boolean;
  rule: LifeRule | null;
  /** Generations per second; 0 = as fast as the machine allows. */
  speed: number;
  playing: boolean;
  setPlaying: (f: (p: boolean) => boolean) => void;
  tool: 'draw' | 'pan';
}

/**
 * The board of /life as React sees it: a {@link LifeBoard} for the canvas, rebuilt (keeping its
 * cells) when the size changes, stepped from a frame loop at the chosen speed, with the counters
 * refreshed a few times a second, and pointer, wheel and keyboard input.
 *
 * Keeps its own WorkerClient (`useWorker`), not the one job hook's state, on purpose (issue 38): the board
 * steps in a frame loop, one worker call per step awaited by the loop, not one job whose outcome React
 * shows. Each step's end is sorted by the job hook's `outcomeOf` (life-board.ts), and a bug goes to the
 * tool's error boundary as the job hooks send it (`useBugToBoundary`).
 */
export function useLifeBoard(s: Settings) {
  const worker = useWorker<LifeProtocol>(createWorker);
  const toBoundary = useBugToBoundary();
  const canvas = useRef<HTMLCanvasElement>(null);
  const board = useRef<LifeBoard | null>(null);
  const settings = useAsLastSet(s);
  const [counters, setCounters] = useState({ generation: 0, population: 0, rate: 0 });
  const shownCounters = useRef(counters);
  // A render only when a figure changed: the frame loop asks five times a second (issue 37: an idle /life
  // rendered the whole tool five times a second).
  const sync = useCallback(() => {
    const b = board.current;
    if (!b) return;
    const next = b.counters();
    const was = shownCounters.current;
    if (next.generation === was.generation && next.population === was.population && next.rate === was.rate) return;
    shownCounters.current = next;
    setCounters(next);
  }, []);
  /** Starts the frame loop again after it stopped for want of anything to draw (set by the loop's effect). */
  const wakeRef = useRef<() => void>(() => {});
  const wake = useCallback(() => wakeRef.current(), []);

  // A new board whenever the size changes; the live cells move over, centred, when they fit.
  useEffect(() => {
    const { width, height, wrap, rule } = settings.current;
    const b = new LifeBoard(width, height, { wrap, rule: rule ?? undefined }, worker, board.current ?? undefined);
    board.current = b;
    if (canvas.current) b.fit(canvas.current);
    sync();
    wake();
  }, [s.width, s.height, worker, sync, wake]);

  useEffect(() => {
    if (board.current) board.current.grid.wrap = s.wrap;
  }, [s.wrap]);
  useEffect(() => {
    if (board.current && s.rule) board.current.grid.rule = s.rule;
  }, [s.rule]);
  // Show the exact count the moment play stops; start the loop when play starts.
  useEffect(() => {
    if (!s.playing) sync();
    else wake();
  }, [s.playing, sync, wake]);

  const step = useCallback(
    (generations: number) => {
      const run = board.current?.step(generations);
      wake();
      run?.then((ok) => {
        // The worker could not load: stop, keep the board; the tool shows why (worker-failure.tsx).
        if (!ok) settings.current.setPlaying(() => false);
        wake();
      }, toBoundary);
    },
    [wake, toBoundary],
  );

  // The frame loop: steps at the chosen speed while playing, redraws, updates the counters. With nothing
  // to do (not playing, no step on the way, the last frame drew nothing) it stops, and input, the actions,
  // a resize or a theme change start it again: an idle /life costs no frame (issue 37).
  useEffect(() => {
    let raf = 0;
    let last = performance.now();
    let acc = 0;
    let lastCounters = 0;
    const loop = (now: number) => {
      raf = 0;
      const b = board.current;
      const c = canvas.current;
      const dt = Math.min(now - last, 250);
      last = now;
      let more = false;
      if (b && c) {
        more = b.draw(c) || b.busy || settings.current.playing;
        if (now - lastCounters > 200) {
          lastCounters = now;
          sync();
        }
        if (now - b.rate.since >= 1000) {
          b.rate = { since: now, gens: 0, value: Math.round((b.rate.gens * 1000) / (now - b.rate.since)) };
        }
        const { playing, speed } = settings.current;
        if (!playing) acc = 0;
        else if (speed === 0) step(Math.max(1, Math.min(500, Math.floor(14 / b.msPerGen))));
        else {
          acc += dt;
          const due = Math.floor((acc * speed) / 1000);
          if (due > 0 && !b.busy) {
            acc -= (due * 1000) / speed;
            step(Math.min(due, 100));
          }
        }
      }
      // (a step above may have woken the loop already: one frame asked at a time)
      if (more) wakeRef.current();
      else sync();
    };
    wakeRef.current = () => {
      if (raf) return;
      last = performance.now();
      raf = requestAnimationFrame(loop);
    };
    wakeRef.current();
    const c = canvas.current;
    const resized = c && typeof ResizeObserver === 'function' ? new ResizeObserver(() => wakeRef.current()) : null;
    if (c) resized?.observe(c);
    const unwatch = watchTheme(() => wakeRef.current());
    return () => {
      cancelAnimationFrame(raf);
      raf = 0;
      wakeRef.current = () => {};
      resized?.disconnect();
      unwatch();
    };
  }, [step, sync]);

  const zoom = useCallback((factor: number, px?: number, py?: number) => {
    const c = canvas.current;
    if (c) board.current?.zoomAt(factor, px ?? c.clientWidth / 2, py ?? c.clientHeight / 2);
  }, []);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = c.getBoundingClientRect();
      zoom(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX - r.left, e.clientY - r.top);
      wake();
    };
    c.addEventListener('wheel', onWheel, { passive: false });
    return () => c.removeEventListener('wheel', onWheel);
  }, [zoom, wake]);

  const input = usePointerAndKeys(board, canvas, zoom, step, sync, settings, wake);

  const actions = {
    step,
    fit: () => {
      if (canvas.current) board.current?.fit(canvas.current);
      wake();
    },
    zoom: (factor: number) => {
      zoom(factor);
      wake();
    },
    clear: () => {
      board.current?.clear();
      sync();
      wake();
    },
    randomize: () => {
      board.current?.randomize();
      sync();
      wake();
    },
    /** Places a pattern; the board's size when it does not fit (the caller says so). */
    load: (p: LifePattern): { fits: true } | { fits: false; width: number; height: number } => {
      const b = board.current;
      if (!b) return { fits: true };
      if (!b.load(p)) return { fits: false, width: b.grid.width, height: b.grid.height };
      sync();
      wake();
      return { fits: true };
    },
    /** The whole board as a pattern (for RLE export). */
    pattern: () => board.current?.grid.toPattern() ?? null,
    rule: () => board.current?.grid.rule ?? null,
  };
  return { canvas, counters, input, actions };
}

/** Drawing and panning with mouse, pen or touch; arrow keys pan, + and - zoom, Space plays, N steps. */
function usePointerAndKeys(
  board: { current: LifeBoard | null },
  canvas: { current: HTMLCanvasElement | null },
  zoom: (factor: number) => void,
  step: (n: number) => void,
  sync: () => void,
  settings: { current: Settings },
  wake: () => void,
) {
  const drag = useRef<{ mode: 'draw' | 'pan'; value: boolean; x: number; y: number; px: number; py: number } | null>(
    null,
  );
  const cellAt = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return board.current?.cellAt(e.clientX - r.left, e.clientY - r.top) ?? [0, 0];
  };
  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    const b = board.current;
    if (!b) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const mode = settings.current.tool === 'pan' || e.button === 1 || e.shiftKey ? 'pan' : 'draw';
    const [x, y] = cellAt(e);
    const value = !b.grid.get(x, y);
    drag.current = { mode, value, x, y, px: e.clientX, py: e.clientY };
    if (mode === 'draw') b.paint(x, y, value);
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    const b = board.current;
    if (!d || !b) return;
    if (d.mode === 'pan') {
      b.pan(-(e.clientX - d.px) / b.view.zoom, -(e.clientY - d.py) / b.view.zoom);
      d.px = e.clientX;
      d.py = e.clientY;
      return;
    }
    const [x, y] = cellAt(e);
    for (const [cx, cy] of lineCells(d.x, d.y, x, y)) b.paint(cx, cy, d.value);
    d.x = x;
    d.y = y;
  };
  const onPointerUp = () => {
    drag.current = null;
    sync();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLCanvasElement>) => {
    const b = board.current;
    const c = canvas.current;
    if (!b || !c) return;
    const dx = c.clientWidth / b.view.zoom / 10;
    const dy = c.clientHeight / b.view.zoom / 10;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => b.pan(-dx, 0),
      ArrowRight: () => b.pan(dx, 0),
      ArrowUp: () => b.pan(0, -dy),
      ArrowDown: () => b.pan(0, dy),
      '+': () => zoom(1.25),
      '=': () => zoom(1.25),
      '-': () => zoom(0.8),
      ' ': () => settings.current.setPlaying((p) => !p),
      n: () => step(1),
      N: () => step(1),
    };
    const f = keys[e.key];
    if (f) {
      e.preventDefault();
      f();
    }
  };
  // every input may move the view or the cells: each wakes the frame loop
  function waking<E>(f: (e: E) => void): (e: E) => void {
    return (e) => {
      f(e);
      wake();
    };
  }
  return {
    onPointerDown: waking(onPointerDown),
    onPointerMove: waking(onPointerMove),
    onPointerUp: waking<void>(onPointerUp),
    onPointerCancel: waking<void>(onPointerUp),
    onKeyDown: waking(onKeyDown),
  };
}
