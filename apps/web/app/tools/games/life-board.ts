import { CLASSIC_PATTERNS, LifeGrid, type LifePattern, type LifeRule, parseRle } from '@tinkerbox/engine/games';
import type { WorkerClient } from '../../lib/worker/client.ts';
import { outcomeOf } from '../../lib/worker/use-job.ts';
import { resolvedTheme } from '../../shell/theme.tsx';
import type { LifeProtocol } from './life.worker.ts';

/** Boards with at least this many cells step in the worker. */
export const WORKER_CELLS = 256 * 192;
/** Cells as little-endian RGBA, the margin and the board's edge, per theme (the site's slate palette). */
const COLOURS = {
  light: { dead: 0xffffffff, alive: 0xff2a170f, margin: '#cbd5e1', edge: '#475569' }, // white, #0f172a
  dark: { dead: 0xff2a170f, alive: 0xfff0e8e2, margin: '#334155', edge: '#64748b' }, // #0f172a, #e2e8f0
} as const;

interface View {
  zoom: number;
  ox: number;
  oy: number;
}

/**
 * The Life board behind /life, outside React: the engine's grid, stepping (in a worker for big boards),
 * the view (zoom, pan) and drawing on a canvas. The hook (use-life-board.ts) drives it from a frame loop.
 */
export class LifeBoard {
  grid: LifeGrid;
  view: View = { zoom: 6, ox: 0, oy: 0 };
  /** Cells drawn while the worker steps; applied to its answer. */
  private queued: [number, number, boolean][] = [];
  private pending = false;
  private dirty = true;
  private colours: (typeof COLOURS)[keyof typeof COLOURS] = COLOURS.light;
  /** What the canvas shows (its size, the view), so a frame with nothing new draws nothing (issue 37). */
  private shown = '';
  private readonly off: HTMLCanvasElement;
  private population = 0;
  /** Generations per second, measured over the last second. */
  rate = { since: 0, gens: 0, value: 0 };
  msPerGen = 1;

  constructor(
    width: number,
    height: number,
    options: { wrap: boolean; rule?: LifeRule | undefined },
    private readonly worker: WorkerClient<LifeProtocol>,
    previous?: LifeBoard,
  ) {
    const g = new LifeGrid(width, height, options);
    const keep = previous?.grid.toPattern();
    if (keep && keep.width <= width && keep.height <= height)
      g.place(keep, center(width, keep.width), center(height, keep.height));
    else if (!previous) {
      const p = parseRle(CLASSIC_PATTERNS.gosperGliderGun);
      g.place(p, center(width, p.width), center(height, p.height));
    }
    this.grid = g;
    this.population = g.population();
    this.off = document.createElement('canvas');
    this.off.width = width;
    this.off.height = height;
  }

  get busy(): boolean {
    return this.pending;
  }

  /** The generation and population to show (the worker's count while it holds the board). */
  counters(): { generation: number; population: number; rate: number } {
    if (!this.pending) this.population = this.grid.population();
    return { generation: this.grid.generation, population: this.population, rate: this.rate.value };
  }

  /**
   * Steps `generations`; resolves false when the worker could not (it failed to load or died, or refused
   * the board), true otherwise (a step superseded or cancelled just did not happen). Rejects with a bug.
   */
  async step(generations: number): Promise<boolean> {
    const g = this.grid;
    if (this.pending) return true;
    if (g.width * g.height < WORKER_CELLS) {
      const t0 = performance.now();
      g.step(generations);
      this.msPerGen = Math.max(0.01, (performance.now() - t0) / generations);
      this.rate.gens += generations;
      this.dirty = true;
      return true;
    }
    this.pending = true;
    // A copy goes to the worker, so the board survives a worker that fails.
    const cells = g.cells.slice();
    try {
      const outcome = await outcomeOf(
        this.worker.run(
          { cells, width: g.width, height: g.height, rule: g.rule, wrap: g.wrap, generations },
          { transfer: [cells.buffer] },
        ),
      );
      if (outcome.status === 'cancelled') return true;
      if (outcome.status !== 'done') return false;
      const r = outcome.result;
      if (this.grid !== g || r.cells.length !== g.cells.length) return true;
      g.cells = r.cells;
      g.generation += r.generations;
      this.population = r.population;
      this.msPerGen = Math.max(0.05, r.ms / r.generations);
      this.rate.gens += r.generations;
      for (const [x, y, v] of this.queued) g.set(x, y, v);
      this.dirty = true;
      return true;
    } finally {
      this.pending = false;
      this.queued = [];
    }
  }

  paint(x: number, y: number, value: boolean): void {
    const g = this.grid;
    if (x < 0 || y < 0 || x >= g.width || y >= g.height) return;
    g.set(x, y, value);
    if (this.pending) this.queued.push([x, y, value]);
    this.dirty = true;
  }

  clear(): void {
    this.queued = [];
    this.grid.clear();
    this.dirty = true;
  }

  randomize(): void {
    this.grid.randomize(0.3);
    this.dirty = true;
  }

  /** Places a pattern in the middle of a cleared board; false when it does not fit. */
  load(p: LifePattern): boolean {
    const g = this.grid;
    if (p.width > g.width || p.height > g.height) return false;
    g.clear();
    g.place(p, center(g.width, p.width), center(g.height, p.height));
    this.dirty = true;
    return true;
  }

  /** The board cell under a point of the canvas (CSS pixels from its top left). */
  cellAt(px: number, py: number): [number, number] {
    const v = this.view;
    return [Math.floor(v.ox + px / v.zoom), Math.floor(v.oy + py / v.zoom)];
  }

  fit(canvas: HTMLCanvasElement): void {
    const g = this.grid;
    const zoom = Math.max(0.25, Math.min(canvas.clientWidth / g.width, canvas.clientHeight / g.height));
    this.view = {
      zoom,
      ox: (g.width - canvas.clientWidth / zoom) / 2,
      oy: (g.height - canvas.clientHeight / zoom) / 2,
    };
  }

  zoomAt(factor: number, px: number, py: number): void {
    const v = this.view;
    const zoom = Math.max(0.25, Math.min(64, v.zoom * factor));
    this.view = { zoom, ox: v.ox + px / v.zoom - px / zoom, oy: v.oy + py / v.zoom - py / zoom };
  }

  pan(dx: number, dy: number): void {
    this.view = { ...this.view, ox: this.view.ox + dx, oy: this.view.oy + dy };
  }

  /**
   * Draws the board: cells into an offscreen bitmap when they changed, then scaled onto the canvas; nothing
   * when neither the cells, the colours, the canvas's size nor the view changed since the last draw.
   * Returns whether it drew.
   */
  draw(c: HTMLCanvasElement): boolean {
    const g = this.grid;
    const dpr = window.devicePixelRatio || 1;
    const cw = c.clientWidth;
    const ch = c.clientHeight;
    if (c.width !== Math.round(cw * dpr) || c.height !== Math.round(ch * dpr)) {
      c.width = Math.round(cw * dpr);
      c.height = Math.round(ch * dpr);
    }
    const colours = COLOURS[resolvedTheme()];
    if (colours !== this.colours) {
      this.colours = colours;
      this.dirty = true;
    }
    const scene = `${c.width}x${c.height} ${this.view.zoom} ${this.view.ox} ${this.view.oy}`;
    if (!this.dirty && scene === this.shown) return false;
    this.shown = scene;
    const octx = this.off.getContext('2d');
    if (this.dirty && octx) {
      const img = octx.createImageData(g.width, g.height);
      const px = new Uint32Array(img.data.buffer);
      px.fill(colours.dead);
      g.forEachAlive((x, y) => {
        px[y * g.width + x] = colours.alive;
      });
      octx.putImageData(img, 0, 0);
      this.dirty = false;
    }
    const ctx = c.getContext('2d');
    if (!ctx) return true;
    const { zoom, ox, oy } = this.view;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = colours.margin;
    ctx.fillRect(0, 0, cw, ch);
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(this.off, -ox * zoom, -oy * zoom, g.width * zoom, g.height * zoom);
    if (zoom >= 8) drawGridLines(ctx, this.view, g.width, g.height, cw, ch, dpr);
    ctx.strokeStyle = colours.edge;
    ctx.lineWidth = 1;
    ctx.strokeRect(-ox * zoom, -oy * zoom, g.width * zoom, g.height * zoom);
    return true;
  }
}

const center = (outer: number, inner: number) => Math.floor((outer - inner) / 2);

function drawGridLines(
  ctx: CanvasRenderingContext2D,
  { zoom, ox, oy }: View,
  width: number,
  height: number,
  cw: number,
  ch: number,
  dpr: number,
) {
  ctx.strokeStyle = 'rgba(148,163,184,0.5)';
  ctx.lineWidth = 1 / dpr;
  ctx.beginPath();
  const x0 = Math.max(0, Math.floor(ox));
  const x1 = Math.min(width, Math.ceil(ox + cw / zoom));
  const y0 = Math.max(0, Math.floor(oy));
  const y1 = Math.min(height, Math.ceil(oy + ch / zoom));
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

/** The cells on the straight line from (x0, y0) to (x1, y1) (Bresenham), so fast strokes leave no gaps. */
export function lineCells(x0: number, y0: number, x1: number, y1: number): [number, number][] {
  const out: [number, number][] = [];
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (let guard = 0; guard < 10_000; guard++) {
    out.push([x0, y0]);
    if (x0 === x1 && y0 === y1) break;
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
  return out;
}
