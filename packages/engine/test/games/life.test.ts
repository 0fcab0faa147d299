import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import {
  CLASSIC_PATTERNS,
  formatRule,
  LifeGrid,
  type LifePattern,
  mulberry32,
  parseRle,
  parseRule,
  toRle,
} from '../../src/games/index.ts';
import { ReferenceLife } from './life-reference.ts';

function fromRows(rows: readonly string[], width: number, height: number, x0 = 0, y0 = 0, wrap = false): LifeGrid {
  const g = new LifeGrid(width, height, { wrap });
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === 'O') g.set(x0 + x, y0 + y, true);
  });
  return g;
}

function cellsOf(g: LifeGrid): string[] {
  const out: string[] = [];
  g.forEachAlive((x, y) => out.push(`${x},${y}`));
  return out.sort();
}

function maskToList(mask: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((n) => mask & (1 << n));
}

describe('LifeGrid against a plain reference stepper', () => {
  it('agrees cell for cell on random boards, rules and edges', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 75 }),
        fc.integer({ min: 1, max: 12 }),
        fc.oneof(fc.constant(8), fc.integer({ min: 0, max: 511 })),
        fc.oneof(fc.constant(12), fc.integer({ min: 0, max: 511 })),
        fc.boolean(),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (width, height, birth, survive, wrap, seed) => {
          const rule = { birth, survive };
          const fast = new LifeGrid(width, height, { rule, wrap });
          const ref = new ReferenceLife(width, height, maskToList(birth), maskToList(survive), wrap);
          let s = seed;
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              s = (Math.imul(s, 1103515245) + 12345) >>> 0;
              const alive = (s >>> 16) & 1;
              fast.set(x, y, alive === 1);
              ref.cells[y * width + x] = alive;
            }
          }
          for (let gen = 0; gen < 4; gen++) {
            fast.step();
            ref.step();
            for (let y = 0; y < height; y++) {
              for (let x = 0; x < width; x++) {
                if (fast.get(x, y) !== (ref.cells[y * width + x] === 1)) return false;
              }
            }
          }
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });
});

// Facts below are from LifeWiki (conwaylife.com/wiki): still lifes, periods, populations, speeds.
describe('Conway patterns from LifeWiki', () => {
  it('keeps still lifes (block, beehive, loaf, boat) unchanged', () => {
    const still = [
      ['OO', 'OO'],
      ['.OO.', 'O..O', '.OO.'],
      ['.OO.', 'O..O', '.O.O', '..O.'],
      ['OO.', 'O.O', '.O.'],
    ];
    for (const rows of still) {
      const g = fromRows(rows, 10, 10, 3, 3);
      const before = cellsOf(g);
      g.step();
      expect(cellsOf(g)).toEqual(before);
    }
  });

  it('blinker and toad have period 2', () => {
    for (const rows of [['OOO'], ['.OOO', 'OOO.']]) {
      const g = fromRows(rows, 10, 10, 3, 3);
      const before = cellsOf(g);
      g.step();
      expect(cellsOf(g)).not.toEqual(before);
      g.step();
      expect(cellsOf(g)).toEqual(before);
    }
  });

  it('pulsar: 48 cells, period 3', () => {
    const p = parseRle(CLASSIC_PATTERNS.pulsar);
    expect(p.cells.length).toBe(48);
    const g = new LifeGrid(20, 20, { wrap: false });
    g.place(p, 3, 3);
    const before = cellsOf(g);
    g.step();
    expect(cellsOf(g)).not.toEqual(before);
    g.step();
    expect(cellsOf(g)).not.toEqual(before);
    g.step();
    expect(cellsOf(g)).toEqual(before);
  });

  it('glider moves one cell diagonally every 4 generations, and wraps round a torus', () => {
    const p = parseRle(CLASSIC_PATTERNS.glider);
    const g = new LifeGrid(16, 16, { wrap: true });
    g.place(p, 2, 2);
    const start = cellsOf(g);
    g.step(4);
    const moved = new LifeGrid(16, 16);
    moved.place(p, 3, 3);
    expect(cellsOf(g)).toEqual(cellsOf(moved));
    g.step(4 * 16 - 4);
    expect(cellsOf(g)).toEqual(start);
    expect(g.generation).toBe(64);
  });

  it('lightweight spaceship moves two cells every 4 generations', () => {
    const p = parseRle(CLASSIC_PATTERNS.lightweightSpaceship);
    const g = new LifeGrid(40, 12, { wrap: false });
    g.place(p, 20, 4);
    g.step(4);
    const a = cellsOf(g).map((c) => c.split(',').map(Number));
    const b = [...p.cells].map(([x, y]) => [x + 20, y + 4]);
    const dx = Math.min(...a.map(([x]) => x as number)) - Math.min(...b.map(([x]) => x as number));
    expect(Math.abs(dx)).toBe(2);
    expect(a.length).toBe(9);
  });

  it('Gosper glider gun: 36 cells, back to its first phase after 30 generations with one glider out', () => {
    const p = parseRle(CLASSIC_PATTERNS.gosperGliderGun);
    expect(p.cells.length).toBe(36);
    expect([p.width, p.height]).toEqual([36, 9]);
    const g = new LifeGrid(80, 60, { wrap: false });
    g.place(p, 2, 2);
    g.step(30);
    expect(g.population()).toBe(36 + 5);
    const inBox: string[] = [];
    g.forEachAlive((x, y) => {
      if (x >= 2 && x < 38 && y >= 2 && y < 11) inBox.push(`${x - 2},${y - 2}`);
    });
    expect(inBox.sort()).toEqual(p.cells.map(([x, y]) => `${x},${y}`).sort());
    g.step(60);
    expect(g.population()).toBe(36 + 15);
  });
});

describe('other B/S rules', () => {
  it('Seeds (B2/S): no live cell survives a generation', () => {
    const g = new LifeGrid(30, 30, { rule: parseRule('B2/S') });
    g.randomize(0.3, mulberry32(7));
    const before = new Set(cellsOf(g));
    g.step();
    for (const c of cellsOf(g)) expect(before.has(c)).toBe(false);
  });

  it('HighLife (B36/S23): a cell with six neighbours is born, unlike in Conway', () => {
    const rows = ['OOO', '...', 'OOO'];
    const high = fromRows(rows, 7, 7, 2, 2);
    high.rule = parseRule('B36/S23');
    high.step();
    expect(high.get(3, 3)).toBe(true);
    const conway = fromRows(rows, 7, 7, 2, 2);
    conway.step();
    expect(conway.get(3, 3)).toBe(false);
  });

  it('open edges lose a glider that a torus keeps', () => {
    const p = parseRle(CLASSIC_PATTERNS.glider);
    const open = new LifeGrid(8, 8, { wrap: false });
    open.place(p, 4, 4);
    open.step(40);
    expect(open.population()).not.toBe(5);
    const torus = new LifeGrid(8, 8, { wrap: true });
    torus.place(p, 4, 4);
    torus.step(40);
    expect(torus.population()).toBe(5);
  });
});

describe('rules in B/S notation', () => {
  it('reads the forms LifeWiki lists', () => {
    expect(parseRule('B3/S23')).toEqual({ birth: 0b1000, survive: 0b1100 });
    expect(parseRule('b36/s23')).toEqual({ birth: (1 << 3) | (1 << 6), survive: 0b1100 });
    expect(parseRule('23/3')).toEqual(parseRule('B3/S23'));
    expect(parseRule('B2/S')).toEqual({ birth: 0b100, survive: 0 });
    expect(parseRule('B3S23')).toEqual(parseRule('B3/S23'));
    expect(formatRule(parseRule('b3678/s34678'))).toBe('B3678/S34678');
  });

  it('rejects what is not a rule with INVALID_RULE', () => {
    for (const bad of ['', 'B9/S23', 'hello', 'B3/S2a', 'B3/S23/G4']) {
      try {
        parseRule(bad);
        expect.unreachable(bad);
      } catch (e) {
        expect(isEngineError(e) && e.code).toBe('INVALID_RULE');
      }
    }
  });

  it('round-trips every rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 511 }), fc.integer({ min: 0, max: 511 }), (birth, survive) => {
        expect(parseRule(formatRule({ birth, survive }))).toEqual({ birth, survive });
      }),
    );
  });
});

describe('RLE', () => {
  it('reads the glider as LifeWiki draws it', () => {
    const p = parseRle('#N Glider\n#C a comment\nx = 3, y = 3, rule = B3/S23\nbo$2bo$3o!');
    expect(p.name).toBe('Glider');
    expect(p.rule).toBe('B3/S23');
    expect([...p.cells].sort()).toEqual(
      [
        [1, 0],
        [2, 1],
        [0, 2],
        [1, 2],
        [2, 2],
      ].sort(),
    );
  });

  it('accepts runs split across lines and a missing header', () => {
    const p = parseRle('2o$\n2o!');
    expect(p.cells.length).toBe(4);
    expect([p.width, p.height]).toEqual([2, 2]);
  });

  it('writes and reads back any pattern (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.nat(90), fc.nat(30)), { selector: ([x, y]) => `${x},${y}` }), (cells) => {
        const pattern: LifePattern = {
          width: cells.length ? Math.max(...cells.map(([x]) => x)) + 1 : 0,
          height: cells.length ? Math.max(...cells.map(([, y]) => y)) + 1 : 0,
          cells,
        };
        const text = toRle(pattern);
        for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(70);
        const back = parseRle(text);
        const key = (c: readonly (readonly [number, number])[]) => c.map(([x, y]) => `${x},${y}`).sort();
        expect(key(back.cells)).toEqual(key(cells));
      }),
    );
  });

  it('writes the glider the way LifeWiki does', () => {
    const g = new LifeGrid(10, 10);
    g.place(parseRle(CLASSIC_PATTERNS.glider), 4, 4);
    expect(toRle(g.toPattern())).toBe('x = 3, y = 3, rule = B3/S23\nbo$2bo$3o!\n');
  });

  it('explains bad input with INVALID_RLE and a reason', () => {
    for (const bad of ['x = 3, y = 3\nbo$2bq$3o!', 'x = three\nbo!', '', '#C only a comment', '3o$2']) {
      try {
        parseRle(bad);
        expect.unreachable(bad);
      } catch (e) {
        expect(isEngineError(e) && e.code).toBe('INVALID_RLE');
        expect(isEngineError(e) && String(e.params.reason).length).toBeGreaterThan(5);
      }
    }
  });
});
