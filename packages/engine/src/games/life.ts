import { EngineError } from '../errors.ts';

/**
 * Life-like cellular automata (Conway's Game of Life and its B/S relatives) on a bounded board with
 * wrap-around (torus) or open (dead outside) edges. Cells are bit-packed, 32 to a word, and a generation
 * is computed with bit-sliced adders: 32 cells per handful of integer operations.
 */

/** Birth and survival neighbour counts as bit masks: bit n set = count n applies (n = 0..8). */
export interface LifeRule {
  readonly birth: number;
  readonly survive: number;
}

export const CONWAY: LifeRule = { birth: 1 << 3, survive: (1 << 2) | (1 << 3) };

/**
 * Reads a rule in B/S notation ("B3/S23", "b36/s23", "B2/S"), or the older S/B form ("23/3").
 * Follows the LifeWiki rulestring conventions for outer-totalistic Life-like rules.
 *
 * @throws EngineError INVALID_RULE
 * @example parseRule('B36/S23') // { birth: 72, survive: 12 }
 */
export function parseRule(text: string): LifeRule {
  const s = text.trim().replace(/\s+/g, '');
  const digits = (d: string): number | null => {
    let mask = 0;
    for (const ch of d) {
      const n = ch.charCodeAt(0) - 48;
      if (n < 0 || n > 8) return null;
      mask |= 1 << n;
    }
    return mask;
  };
  let m = /^B([0-8]*)\/?S([0-8]*)$/i.exec(s);
  if (m) {
    const birth = digits(m[1] ?? '');
    const survive = digits(m[2] ?? '');
    if (birth !== null && survive !== null) return { birth, survive };
  }
  m = /^S([0-8]*)\/?B([0-8]*)$/i.exec(s);
  if (m) return { birth: digits(m[2] ?? '') ?? 0, survive: digits(m[1] ?? '') ?? 0 };
  m = /^([0-8]*)\/([0-8]*)$/.exec(s);
  if (m) return { birth: digits(m[2] ?? '') ?? 0, survive: digits(m[1] ?? '') ?? 0 };
  throw new EngineError('INVALID_RULE', `Not a B/S rule: ${text}`, { value: text });
}

/**
 * Writes a rule in canonical B/S notation.
 *
 * @example formatRule({ birth: 8, survive: 12 }) // 'B3/S23'
 */
export function formatRule(rule: LifeRule): string {
  const list = (mask: number) => {
    let out = '';
    for (let n = 0; n <= 8; n++) if (mask & (1 << n)) out += n;
    return out;
  };
  return `B${list(rule.birth)}/S${list(rule.survive)}`;
}

export interface LifeOptions {
  rule?: LifeRule;
  /** True: the board is a torus. False: cells outside the board are dead. */
  wrap?: boolean;
}

/**
 * A Life board. `step()` advances generations; `get`/`set` read and draw cells.
 *
 * @example
 * const g = new LifeGrid(8, 8); g.set(1, 2, true); g.set(2, 2, true); g.set(3, 2, true);
 * g.step(); [g.get(2, 1), g.get(2, 2), g.get(2, 3), g.get(1, 2)] // [true, true, true, false]
 */
export class LifeGrid {
  readonly width: number;
  readonly height: number;
  readonly wordsPerRow: number;
  rule: LifeRule;
  wrap: boolean;
  generation = 0;
  /** Bit-packed cells, row-major; bit i of word k of a row is column 32k + i. One extra zero row at the end. */
  cells: Uint32Array;
  private scratch: Uint32Array;
  private readonly lastMask: number;

  constructor(width: number, height: number, options: LifeOptions = {}) {
    if (!Number.isInteger(width) || width < 1 || width > 16384)
      throw new RangeError('LifeGrid: width must be 1..16384');
    if (!Number.isInteger(height) || height < 1 || height > 16384) {
      throw new RangeError('LifeGrid: height must be 1..16384');
    }
    this.width = width;
    this.height = height;
    this.wordsPerRow = Math.ceil(width / 32);
    this.rule = options.rule ?? CONWAY;
    this.wrap = options.wrap ?? true;
    this.cells = new Uint32Array(this.wordsPerRow * (height + 1));
    this.scratch = new Uint32Array(this.cells.length);
    const r = width & 31;
    this.lastMask = r === 0 ? 0xffffffff : (1 << r) - 1;
  }

  /** Rebuilds a board from `cells` (e.g. one sent back by a worker); the array is taken, not copied. */
  static fromCells(width: number, height: number, cells: Uint32Array, options: LifeOptions = {}): LifeGrid {
    const g = new LifeGrid(width, height, options);
    if (cells.length !== g.cells.length) throw new RangeError('LifeGrid.fromCells: wrong cells length');
    g.cells = cells;
    return g;
  }

  /** True when the cell at (x, y) is alive; cells off the board are dead. */
  get(x: number, y: number): boolean {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return false;
    return (((this.cells[y * this.wordsPerRow + (x >>> 5)] as number) >>> (x & 31)) & 1) !== 0;
  }

  /** Sets the cell at (x, y); cells off the board are ignored. */
  set(x: number, y: number, alive: boolean): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = y * this.wordsPerRow + (x >>> 5);
    const bit = 1 << (x & 31);
    this.cells[i] = alive ? (this.cells[i] as number) | bit : (this.cells[i] as number) & ~bit;
  }

  /** Kills every cell and resets the generation counter. */
  clear(): void {
    this.cells.fill(0);
    this.generation = 0;
  }

  /** Fills each cell with probability `density`, drawing from `random` (Math.random by default). */
  randomize(density = 0.5, random: () => number = Math.random): void {
    this.cells.fill(0);
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) if (random() < density) this.set(x, y, true);
    this.generation = 0;
  }

  /** Live cells. */
  population(): number {
    let n = 0;
    const c = this.cells;
    const end = this.wordsPerRow * this.height;
    for (let i = 0; i < end; i++) {
      let v = c[i] as number;
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return n;
  }

  /** Calls `fn` for every live cell, row by row. */
  forEachAlive(fn: (x: number, y: number) => void): void {
    const wpr = this.wordsPerRow;
    for (let y = 0; y < this.height; y++) {
      for (let k = 0; k < wpr; k++) {
        let v = this.cells[y * wpr + k] as number;
        while (v !== 0) {
          const b = 31 - Math.clz32(v & -v);
          fn(k * 32 + b, y);
          v &= v - 1;
        }
      }
    }
  }

  /** Places a pattern with its top-left corner at (x, y); cells off the board are dropped (or wrapped). */
  place(pattern: LifePattern, x: number, y: number): void {
    for (const [px, py] of pattern.cells) {
      let cx = x + px;
      let cy = y + py;
      if (this.wrap) {
        cx = ((cx % this.width) + this.width) % this.width;
        cy = ((cy % this.height) + this.height) % this.height;
      }
      this.set(cx, cy, true);
    }
  }

  /** The live cells as a pattern cropped to their bounding box (empty board: 0 x 0). */
  toPattern(): LifePattern {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -1;
    let maxY = -1;
    const all: [number, number][] = [];
    this.forEachAlive((x, y) => {
      all.push([x, y]);
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    });
    if (all.length === 0) return { width: 0, height: 0, cells: [], rule: formatRule(this.rule) };
    return {
      width: maxX - minX + 1,
      height: maxY - minY + 1,
      cells: all.map(([x, y]) => [x - minX, y - minY] as const),
      rule: formatRule(this.rule),
    };
  }

  /** Advances `generations` generations. */
  step(generations = 1): void {
    for (let g = 0; g < generations; g++) this.stepOnce();
  }

  private stepOnce(): void {
    const src = this.cells;
    const dst = this.scratch;
    const W = this.width;
    const H = this.height;
    const wpr = this.wordsPerRow;
    const last = wpr - 1;
    const wrap = this.wrap;
    const zeroRow = H * wpr;
    const edgeShift = (W - 1) & 31;
    const lastMask = this.lastMask;
    const conway = this.rule.birth === CONWAY.birth && this.rule.survive === CONWAY.survive;
    const birth = this.rule.birth;
    const survive = this.rule.survive;

    for (let y = 0; y < H; y++) {
      const mo = y * wpr;
      const uo = y > 0 ? mo - wpr : wrap ? (H - 1) * wpr : zeroRow;
      const dO = y < H - 1 ? mo + wpr : wrap ? 0 : zeroRow;
      // Bits that wrap around the left and right edges (column W-1 west of column 0, and vice versa).
      const uW0 = wrap ? ((src[uo + last] as number) >>> edgeShift) & 1 : 0;
      const mW0 = wrap ? ((src[mo + last] as number) >>> edgeShift) & 1 : 0;
      const dW0 = wrap ? ((src[dO + last] as number) >>> edgeShift) & 1 : 0;
      const uEL = wrap ? (src[uo] as number) & 1 : 0;
      const mEL = wrap ? (src[mo] as number) & 1 : 0;
      const dEL = wrap ? (src[dO] as number) & 1 : 0;

      for (let k = 0; k < wpr; k++) {
        const u = src[uo + k] as number;
        const m = src[mo + k] as number;
        const d = src[dO + k] as number;
        let a: number; // up-west
        let c: number; // mid-west
        let e: number; // down-west
        if (k === 0) {
          a = (u << 1) | uW0;
          c = (m << 1) | mW0;
          e = (d << 1) | dW0;
        } else {
          a = (u << 1) | ((src[uo + k - 1] as number) >>> 31);
          c = (m << 1) | ((src[mo + k - 1] as number) >>> 31);
          e = (d << 1) | ((src[dO + k - 1] as number) >>> 31);
        }
        let b: number; // up-east
        let f: number; // mid-east
        let h: number; // down-east
        if (k === last) {
          b = (u >>> 1) | (uEL << edgeShift);
          f = (m >>> 1) | (mEL << edgeShift);
          h = (d >>> 1) | (dEL << edgeShift);
        } else {
          b = (u >>> 1) | ((src[uo + k + 1] as number) << 31);
          f = (m >>> 1) | ((src[mo + k + 1] as number) << 31);
          h = (d >>> 1) | ((src[dO + k + 1] as number) << 31);
        }
        // Bit-sliced sum of the eight neighbours a, u, b, c, f, e, d, h into four bit planes.
        const x1 = a ^ u;
        const s1 = x1 ^ b;
        const c1 = (a & u) | (b & x1);
        const x2 = c ^ f;
        const s2 = x2 ^ e;
        const c2 = (c & f) | (e & x2);
        const s3 = d ^ h;
        const c3 = d & h;
        const x4 = s1 ^ s2;
        const bit0 = x4 ^ s3;
        const c4 = (s1 & s2) | (s3 & x4);
        const x5 = c1 ^ c2;
        const t1 = x5 ^ c3;
        const d1 = (c1 & c2) | (c3 & x5);
        const bit1 = t1 ^ c4;
        const d2 = t1 & c4;
        const bit2 = d1 ^ d2;
        const bit3 = d1 & d2;
        let next: number;
        if (conway) {
          next = bit1 & ~bit2 & ~bit3 & (bit0 | m);
        } else {
          let born = 0;
          let stay = 0;
          for (let n = 0; n <= 8; n++) {
            const wanted = ((birth >>> n) & 1) | (((survive >>> n) & 1) << 1);
            if (wanted === 0) continue;
            const eq =
              (n & 1 ? bit0 : ~bit0) & (n & 2 ? bit1 : ~bit1) & (n & 4 ? bit2 : ~bit2) & (n & 8 ? bit3 : ~bit3);
            if (wanted & 1) born |= eq;
            if (wanted & 2) stay |= eq;
          }
          next = (born & ~m) | (stay & m);
        }
        dst[mo + k] = k === last ? next & lastMask : next;
      }
    }
    dst.fill(0, zeroRow);
    this.scratch = src;
    this.cells = dst;
    this.generation++;
  }
}

/** A pattern as live-cell coordinates within a width x height box. */
export interface LifePattern {
  readonly width: number;
  readonly height: number;
  readonly cells: readonly (readonly [number, number])[];
  /** The rule named in the RLE header, in canonical B/S notation, when there was one. */
  readonly rule?: string;
  readonly name?: string;
}

const MAX_RLE_CELLS = 16384 * 16384;
/** Most live cells a pattern may hold: each costs a pair in `cells`, so a few run counts can't fill the memory. */
const MAX_RLE_LIVE = 1 << 22;

/**
 * Reads a pattern in RLE, the format of LifeWiki and Golly (https://conwaylife.com/wiki/Run_Length_Encoded):
 * `#` comment lines (`#N` name), a header `x = 3, y = 3, rule = B3/S23`, then runs of `b` (dead),
 * `o` (alive), `$` (end of row), ending with `!`.
 *
 * @throws EngineError INVALID_RLE (params.reason), INVALID_RULE
 * @example parseRle('x = 3, y = 3\nbob$2bo$3o!').cells.length // 5
 */
export function parseRle(text: string): LifePattern {
  const bad = (reason: string): never => {
    throw new EngineError('INVALID_RLE', `Invalid RLE: ${reason}`, { reason });
  };
  let name: string | undefined;
  let header: { x: number; y: number; rule?: string } | null = null;
  const body: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      if (/^#N\s/.test(line)) name = line.slice(2).trim();
      continue;
    }
    if (!header && body.length === 0 && /^x\s*=/.test(line)) {
      const m = /^x\s*=\s*(\d+)\s*,\s*y\s*=\s*(\d+)\s*(?:,\s*rule\s*=\s*(\S+))?\s*$/i.exec(line);
      if (!m) bad('the header line should read “x = width, y = height, rule = B3/S23”');
      const mm = m as RegExpExecArray;
      header = { x: Number(mm[1]), y: Number(mm[2]), ...(mm[3] ? { rule: mm[3] } : {}) };
      continue;
    }
    body.push(line);
  }
  const rule = header?.rule ? formatRule(parseRule(header.rule)) : undefined;
  const cells: [number, number][] = [];
  let x = 0;
  let y = 0;
  let width = 0;
  let run = '';
  let ended = false;
  const data = body.join('');
  if (data === '') bad('there is no pattern data');
  for (let i = 0; i < data.length && !ended; i++) {
    const ch = data[i] as string;
    if (ch >= '0' && ch <= '9') {
      run += ch;
      continue;
    }
    if (ch === ' ' || ch === '\t') continue;
    const n = run === '' ? 1 : Number(run);
    run = '';
    if (n * Math.max(1, width) > MAX_RLE_CELLS) bad('the pattern is too large');
    if (ch === 'b' || ch === '.') {
      x += n;
    } else if (ch === 'o' || ch === 'A') {
      if (cells.length + n > MAX_RLE_LIVE) bad('the pattern is too large');
      for (let j = 0; j < n; j++) cells.push([x + j, y]);
      x += n;
    } else if (ch === '$') {
      y += n;
      x = 0;
    } else if (ch === '!') {
      ended = true;
    } else {
      bad(`unexpected “${ch}” at position ${i + 1}: two-state patterns use b, o, $ and !`);
    }
    if (x > width) width = x;
  }
  if (run !== '') bad('a run count is not followed by a cell');
  // a loop, not Math.max(...cells): spreading millions of arguments overflows the stack
  let height = 0;
  for (const [, cy] of cells) if (cy + 1 > height) height = cy + 1;
  const w = Math.max(width, header?.x ?? 0);
  const h = Math.max(height, header?.y ?? 0);
  return { width: w, height: h, cells, ...(rule ? { rule } : {}), ...(name ? { name } : {}) };
}

/**
 * Writes a pattern as RLE with lines of at most 70 characters, as Golly does.
 *
 * @example toRle({ width: 3, height: 3, cells: [[1,0],[2,1],[0,2],[1,2],[2,2]] }) // 'x = 3, y = 3, rule = B3/S23\nbo$2bo$3o!\n'
 */
export function toRle(pattern: LifePattern, rule: string = pattern.rule ?? 'B3/S23'): string {
  const rows = new Map<number, number[]>();
  for (const [x, y] of pattern.cells) {
    const r = rows.get(y);
    if (r) r.push(x);
    else rows.set(y, [x]);
  }
  const tokens: string[] = [];
  const push = (count: number, tag: string) => tokens.push(count === 1 ? tag : `${count}${tag}`);
  const ys = [...rows.keys()].sort((a, b) => a - b);
  let curY = 0;
  for (const y of ys) {
    if (y > curY) push(y - curY, '$');
    curY = y;
    const xs = [...new Set(rows.get(y))].sort((a, b) => a - b);
    let cx = 0;
    let i = 0;
    while (i < xs.length) {
      const start = xs[i] as number;
      let end = start;
      while (i + 1 < xs.length && xs[i + 1] === end + 1) {
        i++;
        end++;
      }
      if (start > cx) push(start - cx, 'b');
      push(end - start + 1, 'o');
      cx = end + 1;
      i++;
    }
  }
  tokens.push('!');
  const lines: string[] = [];
  let line = '';
  for (const t of tokens) {
    if (line.length + t.length > 70) {
      lines.push(line);
      line = '';
    }
    line += t;
  }
  lines.push(line);
  return `x = ${pattern.width}, y = ${pattern.height}, rule = ${rule}\n${lines.join('\n')}\n`;
}

/** Classic patterns in RLE, as published on LifeWiki (conwaylife.com). */
export const CLASSIC_PATTERNS = {
  glider: 'x = 3, y = 3, rule = B3/S23\nbo$2bo$3o!',
  gosperGliderGun:
    'x = 36, y = 9, rule = B3/S23\n24bo$22bobo$12b2o6b2o12b2o$11bo3bo4b2o12b2o$2o8bo5bo3b2o$2o8bo3bob2o4bobo$10bo5bo7bo$11bo3bo$12b2o!',
  pulsar:
    'x = 13, y = 13, rule = B3/S23\n2b3o3b3o2$o4bobo4bo$o4bobo4bo$o4bobo4bo$2b3o3b3o2$2b3o3b3o$o4bobo4bo$o4bobo4bo$o4bobo4bo2$2b3o3b3o!',
  lightweightSpaceship: 'x = 5, y = 4, rule = B3/S23\nbo2bo$o4b$o3bo$4o!',
  rPentomino: 'x = 3, y = 3, rule = B3/S23\nb2o$2ob$bo!',
} as const;

export type ClassicPattern = keyof typeof CLASSIC_PATTERNS;

/** The rules the page offers by name (LifeWiki names). */
export const NAMED_RULES = {
  conway: 'B3/S23',
  highLife: 'B36/S23',
  seeds: 'B2/S',
  dayAndNight: 'B3678/S34678',
} as const;
