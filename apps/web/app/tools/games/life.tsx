import {
  CLASSIC_PATTERNS,
  type ClassicPattern,
  formatRule,
  LifeGrid,
  type LifePattern,
  type LifeRule,
  NAMED_RULES,
  parseRle,
  parseRule,
  toRle,
} from '@tinkerbox/engine/games';
import { CopyButton } from '@tinkerbox/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { engineErrorMessage, fmt, useLocale, useMessages } from '../../i18n/t.tsx';
import { useKeptState } from '../../lib/kept-state.ts';
import { gamesMessages } from './games.messages.ts';
import type { LifeStepRequest, LifeStepResponse } from './life.worker.ts';

const SIZES = ['64x48', '128x96', '256x192', '512x384', '1024x768'] as const;
type Size = (typeof SIZES)[number];
/** Boards with at least this many cells step in the worker. */
const WORKER_CELLS = 256 * 192;
const SPEEDS = [1, 2, 5, 10, 20, 30, 60, 0] as const; // 0 = as fast as possible
const DEAD = 0xffffffff; // white
const ALIVE = 0xff2a170f; // #0f172a as little-endian RGBA
type RuleKey = keyof typeof NAMED_RULES | 'custom';

function dims(size: Size): [number, number] {
  const [w, h] = size.split('x').map(Number);
  return [w as number, h as number];
}

interface View {
  zoom: number;
  ox: number;
  oy: number;
}

/** /life: the engine's bit-sliced stepper on a canvas, with drawing, zoom, pan, rules and RLE. */
export function LifeTool() {
  const m = useMessages(gamesMessages).life;
  const { locale } = useLocale();
  const ids = useId();
  const [size, setSize] = useKeptState<Size>('life:size', '128x96');
  const [ruleKey, setRuleKey] = useKeptState<RuleKey>('life:rule', 'conway');
  const [customRule, setCustomRule] = useKeptState('life:customRule', 'B3/S23');
  const [wrap, setWrap] = useKeptState('life:wrap', true);
  const [speedIndex, setSpeedIndex] = useKeptState('life:speed', 4);
  const [tool, setTool] = useState<'draw' | 'pan'>('draw');
  const [playing, setPlaying] = useState(false);
  const [counters, setCounters] = useState({ generation: 0, population: 0, rate: 0 });
  const [pattern, setPattern] = useState<ClassicPattern>('gosperGliderGun');
  const [rleIn, setRleIn] = useKeptState('life:rle', '');
  const [rleError, setRleError] = useState<string | null>(null);
  const [rleNote, setRleNote] = useState<string | null>(null);
  const [ruleError, setRuleError] = useState<string | null>(null);
  const [exported, setExported] = useState('');

  const canvas = useRef<HTMLCanvasElement>(null);
  const off = useRef<HTMLCanvasElement | null>(null);
  const grid = useRef<LifeGrid | null>(null);
  const view = useRef<View>({ zoom: 6, ox: 0, oy: 0 });
  const dirty = useRef(true);
  const pending = useRef(false);
  const queued = useRef<[number, number, boolean][]>([]);
  const worker = useRef<Worker | null>(null);
  const playingRef = useRef(playing);
  playingRef.current = playing;
  const speed = SPEEDS[speedIndex] ?? 20;
  const speedRef = useRef(speed);
  speedRef.current = speed;
  const rate = useRef({ since: 0, gens: 0, value: 0 });
  const msPerGen = useRef(1);

  const ruleFor = useCallback(
    (key: RuleKey, custom: string): LifeRule | null => {
      try {
        const r = parseRule(key === 'custom' ? custom : NAMED_RULES[key]);
        setRuleError(null);
        return r;
      } catch (e) {
        const msg = engineErrorMessage(e, locale);
        if (msg === null) throw e;
        setRuleError(msg);
        return null;
      }
    },
    [locale],
  );

  const fit = useCallback(() => {
    const c = canvas.current;
    const g = grid.current;
    if (!c || !g) return;
    const zoom = Math.max(0.25, Math.min(c.clientWidth / g.width, c.clientHeight / g.height));
    view.current = {
      zoom,
      ox: (g.width - c.clientWidth / zoom) / 2,
      oy: (g.height - c.clientHeight / zoom) / 2,
    };
  }, []);

  const lastPopulation = useRef(0);
  const syncCounters = useCallback(() => {
    const g = grid.current;
    if (!g) return;
    // While the worker holds the cells, the population it reported with the last board stands.
    if (g.cells.length > 0) lastPopulation.current = g.population();
    setCounters({ generation: g.generation, population: lastPopulation.current, rate: rate.current.value });
  }, []);

  // A new board whenever the size changes; the live cells move over, centred, when they fit.
  useEffect(() => {
    const [w, h] = dims(size);
    const old = grid.current;
    const keep = old && old.cells.length > 0 ? old.toPattern() : null;
    const g = new LifeGrid(w, h, { wrap, rule: ruleFor(ruleKey, customRule) ?? undefined });
    if (keep && keep.width <= w && keep.height <= h) {
      g.place(keep, Math.floor((w - keep.width) / 2), Math.floor((h - keep.height) / 2));
    } else if (!old) {
      const p = parseRle(CLASSIC_PATTERNS.gosperGliderGun);
      g.place(p, Math.floor((w - p.width) / 2), Math.floor((h - p.height) / 2));
    }
    grid.current = g;
    pending.current = false;
    queued.current = [];
    const o = document.createElement('canvas');
    o.width = w;
    o.height = h;
    off.current = o;
    dirty.current = true;
    fit();
    syncCounters();
  }, [size]);

  useEffect(() => {
    if (grid.current) grid.current.wrap = wrap;
  }, [wrap]);

  // Show the exact count the moment play stops.
  useEffect(() => {
    if (!playing) syncCounters();
  }, [playing, syncCounters]);

  useEffect(() => {
    const r = ruleFor(ruleKey, customRule);
    if (r && grid.current) grid.current.rule = r;
  }, [ruleKey, customRule, ruleFor]);

  const applyQueued = () => {
    const g = grid.current;
    if (!g) return;
    for (const [x, y, v] of queued.current) g.set(x, y, v);
    queued.current = [];
  };

  useEffect(() => {
    const w = new Worker(new URL('./life.worker.ts', import.meta.url), { type: 'module' });
    worker.current = w;
    w.onmessage = (e: MessageEvent<LifeStepResponse>) => {
      const g = grid.current;
      pending.current = false;
      if (!g || e.data.cells.length !== g.wordsPerRow * (g.height + 1)) return;
      g.cells = e.data.cells;
      g.generation += e.data.generations;
      lastPopulation.current = e.data.population;
      msPerGen.current = Math.max(0.05, e.data.ms / e.data.generations);
      rate.current.gens += e.data.generations;
      applyQueued();
      dirty.current = true;
    };
    return () => w.terminate();
  }, []);

  const stepNow = useCallback((generations: number) => {
    const g = grid.current;
    if (!g || g.cells.length === 0 || pending.current) return;
    if (g.width * g.height >= WORKER_CELLS && worker.current) {
      pending.current = true;
      const cells = g.cells;
      g.cells = new Uint32Array(0);
      const req: LifeStepRequest = { cells, width: g.width, height: g.height, rule: g.rule, wrap: g.wrap, generations };
      worker.current.postMessage(req, [cells.buffer]);
    } else {
      const t0 = performance.now();
      g.step(generations);
      msPerGen.current = Math.max(0.01, (performance.now() - t0) / generations);
      rate.current.gens += generations;
      dirty.current = true;
    }
  }, []);

  const render = useCallback(() => {
    const c = canvas.current;
    const g = grid.current;
    const o = off.current;
    if (!c || !g || !o) return;
    const dpr = window.devicePixelRatio || 1;
    const cw = c.clientWidth;
    const ch = c.clientHeight;
    if (c.width !== Math.round(cw * dpr) || c.height !== Math.round(ch * dpr)) {
      c.width = Math.round(cw * dpr);
      c.height = Math.round(ch * dpr);
    }
    const octx = o.getContext('2d');
    if (dirty.current && g.cells.length > 0 && octx) {
      const img = octx.createImageData(g.width, g.height);
      const px = new Uint32Array(img.data.buffer);
      px.fill(DEAD);
      g.forEachAlive((x, y) => {
        px[y * g.width + x] = ALIVE;
      });
      octx.putImageData(img, 0, 0);
      dirty.current = false;
    }
    const ctx = c.getContext('2d');
    if (!ctx) return;
    const { zoom, ox, oy } = view.current;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#cbd5e1';
    ctx.fillRect(0, 0, cw, ch);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(o, -ox * zoom, -oy * zoom, g.width * zoom, g.height * zoom);
    if (zoom >= 8) {
      ctx.strokeStyle = 'rgba(148,163,184,0.5)';
      ctx.lineWidth = 1 / dpr;
      ctx.beginPath();
      const x0 = Math.max(0, Math.floor(ox));
      const x1 = Math.min(g.width, Math.ceil(ox + cw / zoom));
      const y0 = Math.max(0, Math.floor(oy));
      const y1 = Math.min(g.height, Math.ceil(oy + ch / zoom));
      for (let x = x0; x <= x1; x++) {
        ctx.moveTo((x - ox) * zoom, (y0 - oy) * zoom);
        ctx.lineTo((x - ox) * zoom, (y1 - oy) * zoom);
      }
      for (let y = y0; y <= y1; y++) {
        ctx.moveTo((x0 - ox) * zoom, (y - oy) * zoom);
        ctx.lineTo((x1 - ox) * zoom, (y - oy) * zoom);
      }
      ctx.stroke();
    }
    ctx.strokeStyle = '#475569';
    ctx.lineWidth = 1;
    ctx.strokeRect(-ox * zoom, -oy * zoom, g.width * zoom, g.height * zoom);
  }, []);

  // The frame loop: steps at the chosen speed while playing, redraws, updates the counters a few times a second.
  useEffect(() => {
    let raf = 0;
    let last = performance.now();
    let acc = 0;
    let lastCounters = 0;
    const loop = (now: number) => {
      const dt = Math.min(now - last, 250);
      last = now;
      // Draw and count first: a step below may hand the cells to the worker until its reply.
      render();
      if (now - lastCounters > 200) {
        lastCounters = now;
        syncCounters();
      }
      if (now - rate.current.since >= 1000) {
        rate.current.value = Math.round((rate.current.gens * 1000) / (now - rate.current.since));
        rate.current.since = now;
        rate.current.gens = 0;
      }
      if (playingRef.current) {
        const s = speedRef.current;
        if (s === 0) {
          stepNow(Math.max(1, Math.min(500, Math.floor(14 / msPerGen.current))));
        } else {
          acc += dt;
          const due = Math.floor((acc * s) / 1000);
          if (due > 0 && !pending.current) {
            acc -= (due * 1000) / s;
            stepNow(Math.min(due, 100));
          }
        }
      } else {
        acc = 0;
      }
      raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(raf);
  }, [render, stepNow, syncCounters]);

  const zoomAt = useCallback((factor: number, cx?: number, cy?: number) => {
    const c = canvas.current;
    if (!c) return;
    const v = view.current;
    const px = cx ?? c.clientWidth / 2;
    const py = cy ?? c.clientHeight / 2;
    const zoom = Math.max(0.25, Math.min(64, v.zoom * factor));
    const bx = v.ox + px / v.zoom;
    const by = v.oy + py / v.zoom;
    view.current = { zoom, ox: bx - px / zoom, oy: by - py / zoom };
  }, []);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = c.getBoundingClientRect();
      zoomAt(e.deltaY < 0 ? 1.2 : 1 / 1.2, e.clientX - r.left, e.clientY - r.top);
    };
    c.addEventListener('wheel', onWheel, { passive: false });
    return () => c.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  // Drawing and panning with mouse, pen or touch.
  const drag = useRef<{ mode: 'draw' | 'pan'; value: boolean; x: number; y: number; px: number; py: number } | null>(
    null,
  );
  const cellAt = (e: React.PointerEvent) => {
    const r = (e.target as HTMLCanvasElement).getBoundingClientRect();
    const v = view.current;
    return [Math.floor(v.ox + (e.clientX - r.left) / v.zoom), Math.floor(v.oy + (e.clientY - r.top) / v.zoom)] as const;
  };
  const paint = (x: number, y: number, value: boolean) => {
    const g = grid.current;
    if (!g || x < 0 || y < 0 || x >= g.width || y >= g.height) return;
    if (g.cells.length === 0) queued.current.push([x, y, value]);
    else g.set(x, y, value);
    dirty.current = true;
  };
  const onPointerDown = (e: React.PointerEvent<HTMLCanvasElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    const mode = tool === 'pan' || e.button === 1 || e.shiftKey ? 'pan' : 'draw';
    const [x, y] = cellAt(e);
    const g = grid.current;
    const value = !(g && g.cells.length > 0 && g.get(x, y));
    drag.current = { mode, value, x, y, px: e.clientX, py: e.clientY };
    if (mode === 'draw') paint(x, y, value);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    if (!d) return;
    if (d.mode === 'pan') {
      const v = view.current;
      view.current = { ...v, ox: v.ox - (e.clientX - d.px) / v.zoom, oy: v.oy - (e.clientY - d.py) / v.zoom };
      d.px = e.clientX;
      d.py = e.clientY;
      return;
    }
    const [x, y] = cellAt(e);
    // Bresenham from the last cell, so fast strokes leave no gaps.
    let x0 = d.x;
    let y0 = d.y;
    const dx = Math.abs(x - x0);
    const dy = -Math.abs(y - y0);
    const sx = x0 < x ? 1 : -1;
    const sy = y0 < y ? 1 : -1;
    let err = dx + dy;
    for (let guard = 0; guard < 10_000; guard++) {
      paint(x0, y0, d.value);
      if (x0 === x && y0 === y) break;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x0 += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y0 += sy;
      }
    }
    d.x = x;
    d.y = y;
  };
  const onPointerUp = () => {
    drag.current = null;
    syncCounters();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLCanvasElement>) => {
    const v = view.current;
    const c = canvas.current;
    if (!c) return;
    const stepX = c.clientWidth / v.zoom / 10;
    const stepY = c.clientHeight / v.zoom / 10;
    const keys: Record<string, () => void> = {
      ArrowLeft: () => (view.current = { ...v, ox: v.ox - stepX }),
      ArrowRight: () => (view.current = { ...v, ox: v.ox + stepX }),
      ArrowUp: () => (view.current = { ...v, oy: v.oy - stepY }),
      ArrowDown: () => (view.current = { ...v, oy: v.oy + stepY }),
      '+': () => zoomAt(1.25),
      '=': () => zoomAt(1.25),
      '-': () => zoomAt(0.8),
      ' ': () => setPlaying((p) => !p),
      n: () => stepNow(1),
      N: () => stepNow(1),
    };
    const f = keys[e.key];
    if (f) {
      e.preventDefault();
      f();
    }
  };

  const clear = () => {
    const g = grid.current;
    if (!g) return;
    queued.current = [];
    if (g.cells.length === 0) return;
    g.clear();
    dirty.current = true;
    syncCounters();
  };

  const randomFill = () => {
    const g = grid.current;
    if (!g || g.cells.length === 0) return;
    g.randomize(0.3);
    dirty.current = true;
    syncCounters();
  };

  const load = (p: LifePattern): boolean => {
    const g = grid.current;
    if (!g || g.cells.length === 0) return false;
    if (p.width > g.width || p.height > g.height) {
      setRleError(fmt(m.tooBig, { w: p.width, h: p.height, bw: g.width, bh: g.height }));
      return false;
    }
    g.clear();
    g.place(p, Math.floor((g.width - p.width) / 2), Math.floor((g.height - p.height) / 2));
    if (p.rule) {
      const named = (Object.keys(NAMED_RULES) as (keyof typeof NAMED_RULES)[]).find((k) => NAMED_RULES[k] === p.rule);
      if (named) setRuleKey(named);
      else {
        setRuleKey('custom');
        setCustomRule(p.rule);
      }
    }
    dirty.current = true;
    syncCounters();
    return true;
  };

  const importRle = () => {
    setRleNote(null);
    try {
      const p = parseRle(rleIn);
      setRleError(null);
      if (load(p)) setRleNote(fmt(m.imported, { n: p.cells.length }));
    } catch (e) {
      const msg = engineErrorMessage(e, locale);
      if (msg === null) throw e;
      setRleError(msg);
    }
  };

  const exportRle = () => {
    const g = grid.current;
    if (!g || g.cells.length === 0) return;
    setExported(toRle(g.toPattern(), formatRule(g.rule)));
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([exported], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'pattern.rle';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const [bw, bh] = dims(size);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <button type="button" className="btn-primary min-w-[96px]" onClick={() => setPlaying((p) => !p)}>
          {playing ? m.pause : m.play}
        </button>
        <button type="button" className="btn" onClick={() => stepNow(1)} disabled={playing}>
          {m.step}
        </button>
        <button type="button" className="btn" onClick={clear}>
          {m.clear}
        </button>
        <button type="button" className="btn" onClick={randomFill}>
          {m.random}
        </button>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-speed`} className="text-sm font-medium text-slate-700">
            {m.speed}: {speed === 0 ? m.speedMax : fmt(m.speedValue, { n: speed })}
          </label>
          <input
            id={`${ids}-speed`}
            type="range"
            min={0}
            max={SPEEDS.length - 1}
            value={speedIndex}
            onChange={(e) => setSpeedIndex(Number(e.target.value))}
            className="h-12 w-48"
          />
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{m.tool}</legend>
          {(['draw', 'pan'] as const).map((t) => (
            <label
              key={t}
              className={`flex h-12 cursor-pointer items-center gap-2 rounded-md border px-3 ${tool === t ? 'border-sky-600 bg-sky-50' : 'border-slate-300'}`}
            >
              <input type="radio" name={`${ids}-tool`} checked={tool === t} onChange={() => setTool(t)} />
              {m[t]}
            </label>
          ))}
        </fieldset>
        <button type="button" className="btn w-12 px-0 text-xl" aria-label={m.zoomIn} onClick={() => zoomAt(1.25)}>
          +
        </button>
        <button type="button" className="btn w-12 px-0 text-xl" aria-label={m.zoomOut} onClick={() => zoomAt(0.8)}>
          −
        </button>
        <button type="button" className="btn" onClick={fit}>
          {m.fit}
        </button>
        <dl className="ml-auto flex gap-4 font-mono text-sm" data-testid="life-counters">
          <div>
            <dt className="inline text-slate-500">{m.generation}: </dt>
            <dd className="inline" data-testid="life-generation">
              {counters.generation}
            </dd>
          </div>
          <div>
            <dt className="inline text-slate-500">{m.population}: </dt>
            <dd className="inline" data-testid="life-population">
              {counters.population}
            </dd>
          </div>
          {playing && <div className="text-slate-500">{fmt(m.rate, { n: counters.rate })}</div>}
        </dl>
      </div>

      <canvas
        ref={canvas}
        tabIndex={0}
        role="img"
        aria-label={m.canvas}
        data-testid="life-canvas"
        className="h-[480px] w-full touch-none rounded-md border border-slate-300 outline-none focus-visible:ring-4 focus-visible:ring-sky-300 max-md:h-[320px]"
        style={{ cursor: tool === 'pan' ? 'grab' : 'crosshair' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      />

      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-size`} className="text-sm font-medium text-slate-700">
              {m.size}
            </label>
            <select id={`${ids}-size`} className="field" value={size} onChange={(e) => setSize(e.target.value as Size)}>
              {SIZES.map((s) => (
                <option key={s} value={s}>
                  {s.replace('x', ' × ')}
                </option>
              ))}
            </select>
            {bw * bh >= WORKER_CELLS && <p className="text-xs text-slate-500">{m.worker}</p>}
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-slate-700">{m.edges}</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name={`${ids}-edges`} checked={wrap} onChange={() => setWrap(true)} />
              {m.wrap}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name={`${ids}-edges`} checked={!wrap} onChange={() => setWrap(false)} />
              {m.open}
            </label>
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-rule`} className="text-sm font-medium text-slate-700">
              {m.rule}
            </label>
            <select
              id={`${ids}-rule`}
              className="field"
              value={ruleKey}
              onChange={(e) => setRuleKey(e.target.value as RuleKey)}
            >
              {(Object.keys(m.rules) as RuleKey[]).map((k) => (
                <option key={k} value={k}>
                  {m.rules[k]}
                </option>
              ))}
            </select>
            {ruleKey === 'custom' && (
              <>
                <label htmlFor={`${ids}-custom-rule`} className="mt-2 text-sm text-slate-700">
                  {m.customRule}
                </label>
                <input
                  id={`${ids}-custom-rule`}
                  className="field font-mono"
                  value={customRule}
                  aria-invalid={ruleError ? true : undefined}
                  onChange={(e) => setCustomRule(e.target.value)}
                />
              </>
            )}
            {ruleError && (
              <p role="alert" className="field-error">
                {ruleError}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-pattern`} className="text-sm font-medium text-slate-700">
              {m.pattern}
            </label>
            <div className="flex flex-wrap gap-2">
              <select
                id={`${ids}-pattern`}
                className="field min-w-[12rem] flex-1"
                value={pattern}
                onChange={(e) => setPattern(e.target.value as ClassicPattern)}
              >
                {(Object.keys(CLASSIC_PATTERNS) as ClassicPattern[]).map((p) => (
                  <option key={p} value={p}>
                    {m.patterns[p]}
                  </option>
                ))}
              </select>
              <button type="button" className="btn" onClick={() => load(parseRle(CLASSIC_PATTERNS[pattern]))}>
                {m.place}
              </button>
            </div>
          </div>
        </div>

        <div className="flex flex-col gap-2">
          <h2 className="font-medium">{m.rleTitle}</h2>
          <label htmlFor={`${ids}-rle`} className="text-sm text-slate-700">
            {m.rleInput}
          </label>
          <textarea
            id={`${ids}-rle`}
            className="field-area min-h-[120px]"
            value={rleIn}
            spellCheck={false}
            aria-invalid={rleError ? true : undefined}
            placeholder={'x = 3, y = 3, rule = B3/S23\nbo$2bo$3o!'}
            onChange={(e) => setRleIn(e.target.value)}
          />
          {rleError && (
            <p role="alert" className="field-error">
              {rleError}
            </p>
          )}
          {rleNote && (
            <p role="status" className="text-sm text-emerald-700">
              {rleNote}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn" onClick={importRle} disabled={!rleIn.trim()}>
              {m.import}
            </button>
            <button type="button" className="btn" onClick={exportRle}>
              {m.export}
            </button>
          </div>
          {exported && (
            <div className="flex flex-col gap-1">
              <div className="flex items-center justify-between">
                <label htmlFor={`${ids}-out`} className="text-sm font-medium text-slate-700">
                  {m.exported}
                </label>
                <div className="flex gap-2">
                  <button type="button" className="btn h-9 text-sm" onClick={download}>
                    {m.download}
                  </button>
                  <CopyButton value={exported} />
                </div>
              </div>
              <textarea
                id={`${ids}-out`}
                readOnly
                className="field-area min-h-[120px] bg-slate-50!"
                value={exported}
                data-testid="life-rle-out"
              />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
