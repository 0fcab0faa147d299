import { describe, expect, it } from 'vitest';
import {
  BOARD_HEIGHT,
  gravitySeconds,
  LOCK_DELAY_MS,
  lineClearPoints,
  mulberry32,
  PIECES,
  type PieceType,
  pieceCells,
  type Rotation,
  sevenBag,
  srsKicks,
  Tetris,
} from '../../src/games/index.ts';

// Expected shapes and kick tables are transcribed from the SRS article on tetris.wiki
// (https://tetris.wiki/Super_Rotation_System), drawn there as pictures, y-down here.
function draw(type: PieceType, rotation: Rotation): string {
  const size = type === 'I' || type === 'O' ? 4 : 3;
  const rows = Array.from({ length: size }, () => Array(size).fill('.'));
  for (const [x, y] of pieceCells(type, rotation)) (rows[y] as string[])[x] = '#';
  return rows.map((r) => r.join('')).join('/');
}

describe('SRS shapes', () => {
  it('matches the four states of every piece', () => {
    const expected: Record<PieceType, string[]> = {
      I: ['..../####/..../....', '..#./..#./..#./..#.', '..../..../####/....', '.#../.#../.#../.#..'],
      O: ['.##./.##./..../....', '.##./.##./..../....', '.##./.##./..../....', '.##./.##./..../....'],
      T: ['.#./###/...', '.#./.##/.#.', '.../###/.#.', '.#./##./.#.'],
      S: ['.##/##./...', '.#./.##/..#', '.../.##/##.', '#../##./.#.'],
      Z: ['##./.##/...', '..#/.##/.#.', '.../##./.##', '.#./##./#..'],
      J: ['#../###/...', '.##/.#./.#.', '.../###/..#', '.#./.#./##.'],
      L: ['..#/###/...', '.#./.#./.##', '.../###/#..', '##./.#./.#.'],
    };
    for (const p of PIECES) {
      expect([0, 1, 2, 3].map((r) => draw(p, r as Rotation))).toEqual(expected[p]);
    }
  });
});

describe('SRS wall kicks', () => {
  it('uses the tetris.wiki offsets (y flipped to y-down)', () => {
    expect(srsKicks('T', 0, 1)).toEqual([
      [0, 0],
      [-1, 0],
      [-1, -1],
      [0, 2],
      [-1, 2],
    ]);
    expect(srsKicks('I', 0, 1)).toEqual([
      [0, 0],
      [-2, 0],
      [1, 0],
      [-2, 1],
      [1, -2],
    ]);
    expect(srsKicks('O', 0, 1)).toEqual([[0, 0]]);
  });

  it('kicks a vertical I off the left wall by two columns', () => {
    const g = new Tetris({ seed: 1 });
    g.loadRows([]);
    g.place({ type: 'I', rotation: 1, x: -2, y: 10 }); // occupies column 0
    expect(g.rotate(1)).toBe(true);
    expect(g.active).toEqual({ type: 'I', rotation: 2, x: 0, y: 10 });
  });

  it('kicks a T off the right wall', () => {
    const g = new Tetris({ seed: 1 });
    g.loadRows([]);
    // Pointing left with its flat side in column 9: turning to point down needs columns 8-10, so the
    // first test fails and the second (+1, 0 for L -> 2 is -1, 0) moves it one column left.
    g.place({ type: 'T', rotation: 3, x: 8, y: 10 });
    expect(g.rotate(-1)).toBe(true);
    expect(g.active).toEqual({ type: 'T', rotation: 2, x: 7, y: 10 });
  });

  it('refuses a rotation when all five tests fail', () => {
    const g = new Tetris({ seed: 1 });
    g.loadRows(Array(BOARD_HEIGHT).fill('####..####'));
    g.place({ type: 'I', rotation: 1, x: 2, y: 0 });
    // Vertical I in column 4 of a two-wide well: no horizontal state fits anywhere near.
    const before = { ...g.active };
    expect(g.rotate(1)).toBe(false);
    expect(g.active).toEqual(before);
  });
});

describe('7-bag randomiser', () => {
  it('deals each bag of seven as a permutation of all pieces', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const next = sevenBag(mulberry32(seed));
      for (let bag = 0; bag < 10; bag++) {
        const dealt = Array.from({ length: 7 }, next);
        expect(new Set(dealt).size).toBe(7);
      }
    }
  });

  it('never lets a piece wait more than 12 deals, and shares them evenly', () => {
    const next = sevenBag(mulberry32(42));
    const last = new Map<PieceType, number>();
    const count = new Map<PieceType, number>();
    let worst = 0;
    for (let i = 0; i < 7000; i++) {
      const p = next();
      if (last.has(p)) worst = Math.max(worst, i - (last.get(p) as number) - 1);
      last.set(p, i);
      count.set(p, (count.get(p) ?? 0) + 1);
    }
    expect(worst).toBeLessThanOrEqual(12);
    for (const p of PIECES) expect(count.get(p)).toBe(1000);
  });

  it('is reproducible from its seed and differs between seeds', () => {
    const a = sevenBag(mulberry32(5));
    const b = sevenBag(mulberry32(5));
    const c = sevenBag(mulberry32(6));
    const sa = Array.from({ length: 28 }, a).join('');
    expect(Array.from({ length: 28 }, b).join('')).toBe(sa);
    expect(Array.from({ length: 28 }, c).join('')).not.toBe(sa);
  });
});

describe('scoring (Tetris Guideline)', () => {
  it('has the Guideline line-clear and T-spin values', () => {
    expect([1, 2, 3, 4].map((n) => lineClearPoints(n, 'none', 1))).toEqual([100, 300, 500, 800]);
    expect([0, 1, 2, 3].map((n) => lineClearPoints(n, 'full', 1))).toEqual([400, 800, 1200, 1600]);
    expect([0, 1, 2].map((n) => lineClearPoints(n, 'mini', 1))).toEqual([100, 200, 400]);
    expect(lineClearPoints(2, 'none', 7)).toBe(2100);
  });

  it('scores a Tetris, then a back-to-back Tetris with a combo', () => {
    const g = new Tetris({ seed: 3 });
    g.loadRows(Array(8).fill('#########.'));
    g.place({ type: 'I', rotation: 1, x: 7, y: 0 });
    const rows = g.hardDrop();
    expect(g.lines).toBe(4);
    expect(g.lastLock).toMatchObject({ lines: 4, points: 800, backToBack: false });
    expect(g.score).toBe(2 * rows + 800);
    const before = g.score;
    g.place({ type: 'I', rotation: 1, x: 7, y: 0 });
    const rows2 = g.hardDrop();
    expect(g.lines).toBe(8);
    expect(g.lastLock).toMatchObject({ lines: 4, backToBack: true, combo: 1, points: 1200 + 50 });
    expect(g.score).toBe(before + 2 * rows2 + 1250);
  });

  it('detects a T-spin double (three corners, both front corners filled)', () => {
    const g = new Tetris({ seed: 9 });
    const h = BOARD_HEIGHT;
    g.loadRows(['....#.....', '##...#####', '###.######']);
    g.place({ type: 'T', rotation: 1, x: 2, y: h - 3 });
    expect(g.rotate(1)).toBe(true);
    expect(g.active).toMatchObject({ rotation: 2, x: 2, y: h - 3 });
    g.hardDrop();
    expect(g.lastLock).toMatchObject({ lines: 2, spin: 'full', points: 1200 });
    expect(g.score).toBe(1200);
  });

  it('counts no T-spin when the T just drops in', () => {
    const g = new Tetris({ seed: 9 });
    g.loadRows(['##...#####', '###.######']);
    g.place({ type: 'T', rotation: 2, x: 2, y: 0 });
    g.hardDrop();
    expect(g.lastLock).toMatchObject({ lines: 2, spin: 'none', points: 300 });
  });

  it('gives 1 point per soft-dropped row and 2 per hard-dropped row', () => {
    const g = new Tetris({ seed: 1 });
    g.loadRows([]);
    g.place({ type: 'O', rotation: 0, x: 3, y: 0 });
    expect(g.softDrop()).toBe(true);
    expect(g.softDrop()).toBe(true);
    expect(g.score).toBe(2);
    const rows = g.hardDrop();
    expect(rows).toBe(BOARD_HEIGHT - 2 - 2);
    expect(g.score).toBe(2 + 2 * rows);
  });
});

describe('levels and gravity', () => {
  it('follows the Guideline gravity curve', () => {
    const table: [number, number][] = [
      [1, 1],
      [2, 0.793],
      [3, 0.6178],
      [4, 0.47273],
      [5, 0.3552],
      [10, 0.06415],
      [15, 0.00706],
    ];
    for (const [level, seconds] of table) expect(gravitySeconds(level)).toBeCloseTo(seconds, 4);
  });

  it('goes up a level every 10 lines', () => {
    const g = new Tetris({ seed: 11 });
    expect(g.level).toBe(1);
    for (let i = 0; i < 3; i++) {
      g.loadRows(Array(4).fill('#########.'));
      g.place({ type: 'I', rotation: 1, x: 7, y: 0 });
      g.hardDrop();
    }
    expect(g.lines).toBe(12);
    expect(g.level).toBe(2);
  });

  it('falls one row per second at level 1 and locks 500 ms after landing', () => {
    const g = new Tetris({ seed: 2 });
    g.loadRows([]);
    g.place({ type: 'O', rotation: 0, x: 3, y: 0 });
    g.tick(999);
    expect(g.active.y).toBe(0);
    g.tick(1);
    expect(g.active.y).toBe(1);
    g.place({ type: 'O', rotation: 0, x: 3, y: BOARD_HEIGHT - 2 });
    g.tick(LOCK_DELAY_MS - 1);
    expect(g.board.some((c) => c !== 0)).toBe(false);
    g.tick(1);
    expect(g.board.filter((c) => c !== 0).length).toBe(4);
  });

  it('restarts the lock delay when the piece moves on the ground', () => {
    const g = new Tetris({ seed: 2 });
    g.loadRows([]);
    g.place({ type: 'O', rotation: 0, x: 3, y: BOARD_HEIGHT - 2 });
    g.tick(400);
    expect(g.moveLeft()).toBe(true);
    g.tick(400);
    expect(g.board.some((c) => c !== 0)).toBe(false);
    g.tick(100);
    expect(g.board.filter((c) => c !== 0).length).toBe(4);
  });
});

describe('hold, preview, game over', () => {
  it('holds once per piece and brings the held piece back', () => {
    const g = new Tetris({ seed: 4 });
    const first = g.active.type;
    const second = g.preview[0];
    expect(g.holdPiece()).toBe(true);
    expect(g.hold).toBe(first);
    expect(g.active.type).toBe(second);
    expect(g.holdPiece()).toBe(false);
    g.hardDrop();
    expect(g.holdPiece()).toBe(true);
    expect(g.active.type).toBe(first);
  });

  it('shows five next pieces that then arrive in order', () => {
    const g = new Tetris({ seed: 8 });
    const shown = [...g.preview];
    expect(shown.length).toBe(5);
    for (const p of shown) {
      g.hardDrop();
      expect(g.active.type).toBe(p);
      g.loadRows([]);
    }
  });

  it('ends when a new piece cannot spawn', () => {
    const g = new Tetris({ seed: 6 });
    let guard = 0;
    while (!g.over && guard++ < 200) g.hardDrop();
    expect(g.over).toBe(true);
    expect(guard).toBeLessThan(200);
    expect(g.moveLeft()).toBe(false);
  });
});
