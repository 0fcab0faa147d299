/**
 * Tetris rules after the Tetris Guideline (2009 Tetris Design Guideline; SRS as documented at
 * https://tetris.wiki/Super_Rotation_System): a 10 x 20 field with two hidden rows above it, the 7-bag
 * randomiser, SRS rotation with wall kicks, hold, ghost, soft and hard drop, lock delay with move reset,
 * T-spin detection (three-corner rule), back-to-back and combo scoring, and level-based gravity.
 *
 * The game is deterministic for a given seed and time steps, so tests can replay it. Coordinates are
 * y-down: row 0 is the top hidden row.
 */

export const PIECES = ['I', 'O', 'T', 'S', 'Z', 'J', 'L'] as const;
export type PieceType = (typeof PIECES)[number];
/** 0 = spawn, 1 = R (clockwise once), 2 = upside down, 3 = L. */
export type Rotation = 0 | 1 | 2 | 3;

export const BOARD_WIDTH = 10;
export const VISIBLE_HEIGHT = 20;
export const HIDDEN_ROWS = 2;
export const BOARD_HEIGHT = VISIBLE_HEIGHT + HIDDEN_ROWS;
/** Guideline lock delay, and the number of moves or rotations that may restart it (move reset). */
export const LOCK_DELAY_MS = 500;
export const MAX_LOCK_RESETS = 15;

type Cell = readonly [x: number, y: number];

/** Spawn-state cells inside each piece's bounding box (SRS), y-down. */
const SPAWN: Record<PieceType, { size: number; cells: readonly Cell[] }> = {
  I: {
    size: 4,
    cells: [
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
    ],
  },
  O: {
    size: 4,
    cells: [
      [1, 0],
      [2, 0],
      [1, 1],
      [2, 1],
    ],
  },
  T: {
    size: 3,
    cells: [
      [1, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ],
  },
  S: {
    size: 3,
    cells: [
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
    ],
  },
  Z: {
    size: 3,
    cells: [
      [0, 0],
      [1, 0],
      [1, 1],
      [2, 1],
    ],
  },
  J: {
    size: 3,
    cells: [
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ],
  },
  L: {
    size: 3,
    cells: [
      [2, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ],
  },
};

function rotateCells(cells: readonly Cell[], size: number): Cell[] {
  // Clockwise about the box centre in y-down coordinates: (x, y) -> (size-1-y, x).
  return cells.map(([x, y]) => [size - 1 - y, x] as const);
}

const SHAPES: Record<PieceType, readonly (readonly Cell[])[]> = Object.fromEntries(
  PIECES.map((p) => {
    const { size, cells } = SPAWN[p];
    if (p === 'O') return [p, [cells, cells, cells, cells]];
    const states: Cell[][] = [cells.slice()];
    for (let r = 1; r < 4; r++) states.push(rotateCells(states[r - 1] as Cell[], size));
    return [p, states];
  }),
) as unknown as Record<PieceType, readonly (readonly Cell[])[]>;

/** The cells of a piece in a rotation state, relative to its bounding box (y-down). */
export function pieceCells(type: PieceType, rotation: Rotation): readonly Cell[] {
  return SHAPES[type][rotation] as readonly Cell[];
}

// SRS kick offsets from tetris.wiki, written y-up as there (+y = up); converted to y-down on use.
const KICKS_JLSTZ: Record<string, readonly Cell[]> = {
  '0>1': [
    [0, 0],
    [-1, 0],
    [-1, 1],
    [0, -2],
    [-1, -2],
  ],
  '1>0': [
    [0, 0],
    [1, 0],
    [1, -1],
    [0, 2],
    [1, 2],
  ],
  '1>2': [
    [0, 0],
    [1, 0],
    [1, -1],
    [0, 2],
    [1, 2],
  ],
  '2>1': [
    [0, 0],
    [-1, 0],
    [-1, 1],
    [0, -2],
    [-1, -2],
  ],
  '2>3': [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, -2],
    [1, -2],
  ],
  '3>2': [
    [0, 0],
    [-1, 0],
    [-1, -1],
    [0, 2],
    [-1, 2],
  ],
  '3>0': [
    [0, 0],
    [-1, 0],
    [-1, -1],
    [0, 2],
    [-1, 2],
  ],
  '0>3': [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, -2],
    [1, -2],
  ],
};
const KICKS_I: Record<string, readonly Cell[]> = {
  '0>1': [
    [0, 0],
    [-2, 0],
    [1, 0],
    [-2, -1],
    [1, 2],
  ],
  '1>0': [
    [0, 0],
    [2, 0],
    [-1, 0],
    [2, 1],
    [-1, -2],
  ],
  '1>2': [
    [0, 0],
    [-1, 0],
    [2, 0],
    [-1, 2],
    [2, -1],
  ],
  '2>1': [
    [0, 0],
    [1, 0],
    [-2, 0],
    [1, -2],
    [-2, 1],
  ],
  '2>3': [
    [0, 0],
    [2, 0],
    [-1, 0],
    [2, 1],
    [-1, -2],
  ],
  '3>2': [
    [0, 0],
    [-2, 0],
    [1, 0],
    [-2, -1],
    [1, 2],
  ],
  '3>0': [
    [0, 0],
    [1, 0],
    [-2, 0],
    [1, -2],
    [-2, 1],
  ],
  '0>3': [
    [0, 0],
    [-1, 0],
    [2, 0],
    [-1, 2],
    [2, -1],
  ],
};

/**
 * The SRS wall-kick tests for a rotation, as (dx, dy) in y-down board coordinates, first test first.
 *
 * @example srsKicks('T', 0, 1)[1] // [-1, 0]
 */
export function srsKicks(type: PieceType, from: Rotation, to: Rotation): readonly Cell[] {
  if (type === 'O') return [[0, 0]];
  const table = type === 'I' ? KICKS_I : KICKS_JLSTZ;
  const tests = table[`${from}>${to}`];
  if (!tests) throw new RangeError(`srsKicks: no kick table for ${from} -> ${to}`);
  return tests.map(([x, y]) => [x, y === 0 ? 0 : -y] as const);
}

/** A small, fast, seedable PRNG (mulberry32); returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The Guideline "random generator": deals all seven pieces in a shuffled bag, then the next bag.
 *
 * @example const next = sevenBag(mulberry32(1)); new Set(Array.from({ length: 7 }, next)).size // 7
 */
export function sevenBag(random: () => number): () => PieceType {
  let bag: PieceType[] = [];
  return () => {
    if (bag.length === 0) {
      bag = [...PIECES];
      for (let i = bag.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [bag[i], bag[j]] = [bag[j] as PieceType, bag[i] as PieceType];
      }
    }
    return bag.pop() as PieceType;
  };
}

/**
 * Seconds a piece takes to fall one row at a level (Guideline: (0.8 - (level - 1) * 0.007)^(level - 1)).
 *
 * @example gravitySeconds(1) // 1
 */
export function gravitySeconds(level: number): number {
  const l = Math.min(Math.max(1, Math.floor(level)), 20);
  return (0.8 - (l - 1) * 0.007) ** (l - 1);
}

export type SpinKind = 'none' | 'mini' | 'full';

/**
 * Points for a lock, before the back-to-back bonus, after the Guideline's scoring table: lines 1-4 score
 * 100/300/500/800 x level, a T-spin 400/800/1200/1600 and a mini T-spin 100/200/400 for 0/1/2 lines.
 *
 * @example lineClearPoints(4, 'none', 2) // 1600
 */
export function lineClearPoints(lines: number, spin: SpinKind, level: number): number {
  const table =
    spin === 'full' ? [400, 800, 1200, 1600] : spin === 'mini' ? [100, 200, 400, 400] : [0, 100, 300, 500, 800];
  return (table[lines] ?? 0) * level;
}

export interface ActivePiece {
  type: PieceType;
  rotation: Rotation;
  /** Top-left of the bounding box on the board. */
  x: number;
  y: number;
}

export interface LockEvent {
  lines: number;
  spin: SpinKind;
  points: number;
  backToBack: boolean;
  combo: number;
}

export interface TetrisOptions {
  seed?: number;
  startLevel?: number;
  /** Pieces shown in the preview. */
  previewCount?: number;
}

/**
 * One game of Tetris. Mutable and deterministic: the page calls the input methods and `tick(ms)` from its
 * animation loop, and draws `board`, `active`, `ghostY()`, `hold` and `preview`.
 *
 * @example const g = new Tetris({ seed: 1 }); g.hardDrop(); g.score > 0 // true (2 points per row dropped)
 */
export class Tetris {
  /** Row-major, BOARD_WIDTH x BOARD_HEIGHT; 0 is empty, 1..7 is the piece (index in PIECES + 1). */
  readonly board = new Uint8Array(BOARD_WIDTH * BOARD_HEIGHT);
  active: ActivePiece;
  hold: PieceType | null = null;
  holdUsed = false;
  score = 0;
  lines = 0;
  level: number;
  over = false;
  combo = -1;
  backToBack = false;
  lastLock: LockEvent | null = null;
  readonly startLevel: number;
  private readonly next: () => PieceType;
  private readonly queue: PieceType[] = [];
  private readonly previewCount: number;
  private fallMs = 0;
  private lockMs = 0;
  private lockResets = 0;
  private lowestY = 0;
  private lastWasRotation = false;
  private lastKick = 0;

  constructor(options: TetrisOptions = {}) {
    const seed = options.seed ?? (Math.random() * 2 ** 32) >>> 0;
    this.startLevel = Math.min(Math.max(1, Math.floor(options.startLevel ?? 1)), 20);
    this.level = this.startLevel;
    this.previewCount = options.previewCount ?? 5;
    this.next = sevenBag(mulberry32(seed));
    this.fillQueue();
    this.active = this.spawnPiece(this.takeNext());
  }

  /** The next pieces, first to come first. */
  get preview(): readonly PieceType[] {
    return this.queue.slice(0, this.previewCount);
  }

  /** The board cell at (x, y), 0 when empty; cells outside the walls and floor count as filled. */
  cell(x: number, y: number): number {
    if (x < 0 || x >= BOARD_WIDTH || y >= BOARD_HEIGHT) return 8;
    if (y < 0) return 0;
    return this.board[y * BOARD_WIDTH + x] as number;
  }

  /** True when the piece fits at that place without overlapping walls, floor or blocks. */
  fits(type: PieceType, rotation: Rotation, x: number, y: number): boolean {
    for (const [cx, cy] of pieceCells(type, rotation)) if (this.cell(x + cx, y + cy) !== 0) return false;
    return true;
  }

  /** The row the active piece would land on (for the ghost). */
  ghostY(): number {
    const { type, rotation, x } = this.active;
    let y = this.active.y;
    while (this.fits(type, rotation, x, y + 1)) y++;
    return y;
  }

  /** Moves the active piece one column left; false when blocked. */
  moveLeft(): boolean {
    return this.shift(-1);
  }

  /** Moves the active piece one column right; false when blocked. */
  moveRight(): boolean {
    return this.shift(1);
  }

  /** Rotates clockwise (1) or counter-clockwise (-1) with SRS kicks; false when every test fails. */
  rotate(direction: 1 | -1): boolean {
    if (this.over) return false;
    const a = this.active;
    const to = ((a.rotation + direction + 4) % 4) as Rotation;
    const kicks = srsKicks(a.type, a.rotation, to);
    for (let i = 0; i < kicks.length; i++) {
      const [dx, dy] = kicks[i] as Cell;
      if (this.fits(a.type, to, a.x + dx, a.y + dy)) {
        this.active = { ...a, rotation: to, x: a.x + dx, y: a.y + dy };
        this.lastWasRotation = true;
        this.lastKick = i;
        this.afterMove();
        return true;
      }
    }
    return false;
  }

  /** Moves down one row by the player's hand (1 point); false when resting on something. */
  softDrop(): boolean {
    if (this.over) return false;
    const a = this.active;
    if (!this.fits(a.type, a.rotation, a.x, a.y + 1)) return false;
    this.active = { ...a, y: a.y + 1 };
    this.score += 1;
    this.fallMs = 0;
    this.lastWasRotation = false;
    this.noteDepth();
    return true;
  }

  /** Drops to the floor and locks at once (2 points per row); returns the rows dropped. */
  hardDrop(): number {
    if (this.over) return 0;
    const y = this.ghostY();
    const rows = y - this.active.y;
    if (rows > 0) this.lastWasRotation = false;
    this.active = { ...this.active, y };
    this.score += 2 * rows;
    this.lock();
    return rows;
  }

  /** Swaps the active piece with the held one (once per piece). */
  holdPiece(): boolean {
    if (this.over || this.holdUsed) return false;
    const current = this.active.type;
    const incoming = this.hold ?? this.takeNext();
    this.hold = current;
    this.holdUsed = true;
    this.active = this.spawnPiece(incoming);
    return true;
  }

  /** Advances time: gravity, then the lock delay once the piece rests on something. */
  tick(ms: number): void {
    if (this.over || ms <= 0) return;
    const a = this.active;
    if (this.fits(a.type, a.rotation, a.x, a.y + 1)) {
      this.lockMs = 0;
      this.fallMs += ms;
      const perRow = gravitySeconds(this.level) * 1000;
      while (this.fallMs >= perRow) {
        this.fallMs -= perRow;
        const p = this.active;
        if (!this.fits(p.type, p.rotation, p.x, p.y + 1)) break;
        this.active = { ...p, y: p.y + 1 };
        this.lastWasRotation = false;
        this.noteDepth();
      }
      return;
    }
    this.fallMs = 0;
    this.lockMs += ms;
    if (this.lockMs >= LOCK_DELAY_MS) this.lock();
  }

  private shift(dx: number): boolean {
    if (this.over) return false;
    const a = this.active;
    if (!this.fits(a.type, a.rotation, a.x + dx, a.y)) return false;
    this.active = { ...a, x: a.x + dx };
    this.lastWasRotation = false;
    this.afterMove();
    return true;
  }

  private afterMove(): void {
    // Move reset: a successful move on the ground restarts the lock delay, at most MAX_LOCK_RESETS times
    // per piece; past that the piece locks as soon as it rests.
    const a = this.active;
    this.noteDepth();
    if (!this.fits(a.type, a.rotation, a.x, a.y + 1) || this.lockMs > 0) {
      if (this.lockResets < MAX_LOCK_RESETS) {
        this.lockResets++;
        this.lockMs = 0;
      } else if (!this.fits(a.type, a.rotation, a.x, a.y + 1)) {
        this.lock();
      }
    }
  }

  private noteDepth(): void {
    if (this.active.y > this.lowestY) {
      // Reaching a new lowest row gives the piece its resets back, as in the Guideline.
      this.lowestY = this.active.y;
      this.lockResets = 0;
    }
  }

  private spinKind(): SpinKind {
    const a = this.active;
    if (a.type !== 'T' || !this.lastWasRotation) return 'none';
    const corners: Cell[] = [
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ];
    const filled = corners.map(([cx, cy]) => this.cell(a.x + cx, a.y + cy) !== 0);
    if (filled.filter(Boolean).length < 3) return 'none';
    // The two corners on the side the T points to: 0 up, 1 right, 2 down, 3 left.
    const front = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 0],
    ][a.rotation] as [number, number];
    const frontFilled = (filled[front[0]] ? 1 : 0) + (filled[front[1]] ? 1 : 0);
    // The last SRS test (the "TST kick") always counts as a full T-spin.
    return frontFilled === 2 || this.lastKick === 4 ? 'full' : 'mini';
  }

  private lock(): void {
    const a = this.active;
    const spin = this.spinKind();
    let aboveVisible = true;
    for (const [cx, cy] of pieceCells(a.type, a.rotation)) {
      const y = a.y + cy;
      if (y >= HIDDEN_ROWS) aboveVisible = false;
      if (y >= 0) this.board[y * BOARD_WIDTH + a.x + cx] = PIECES.indexOf(a.type) + 1;
    }
    const cleared = this.clearLines();
    const level = this.level;
    let points = lineClearPoints(cleared, spin, level);
    const difficult = cleared === 4 || (spin !== 'none' && cleared > 0);
    let b2b = false;
    if (cleared > 0) {
      if (difficult && this.backToBack) {
        points = Math.floor(points * 1.5);
        b2b = true;
      }
      this.backToBack = difficult;
      this.combo++;
      if (this.combo > 0) points += 50 * this.combo * level;
    } else {
      this.combo = -1;
    }
    this.score += points;
    this.lines += cleared;
    this.level = Math.min(Math.max(this.startLevel, Math.floor(this.lines / 10) + 1), 20);
    this.lastLock = { lines: cleared, spin, points, backToBack: b2b, combo: Math.max(0, this.combo) };
    this.holdUsed = false;
    if (aboveVisible) {
      // Lock out: the whole piece locked above the visible field.
      this.over = true;
      return;
    }
    this.active = this.spawnPiece(this.takeNext());
  }

  private clearLines(): number {
    let cleared = 0;
    for (let y = BOARD_HEIGHT - 1; y >= 0; y--) {
      let full = true;
      for (let x = 0; x < BOARD_WIDTH; x++) {
        if (this.board[y * BOARD_WIDTH + x] === 0) {
          full = false;
          break;
        }
      }
      if (full) {
        this.board.copyWithin(BOARD_WIDTH, 0, y * BOARD_WIDTH);
        this.board.fill(0, 0, BOARD_WIDTH);
        cleared++;
        y++;
      }
    }
    return cleared;
  }

  private spawnPiece(type: PieceType): ActivePiece {
    // Guideline spawn: columns 4-7 for I, 5-6 for O, 4-6 for the rest (1-based), in the two hidden rows.
    const piece: ActivePiece = { type, rotation: 0, x: 3, y: 0 };
    this.fallMs = 0;
    this.lockMs = 0;
    this.lockResets = 0;
    this.lowestY = piece.y;
    this.lastWasRotation = false;
    this.lastKick = 0;
    if (!this.fits(type, 0, piece.x, piece.y))
      this.over = true; // block out
    else if (this.fits(type, 0, piece.x, piece.y + 1)) piece.y++; // drops one row at once if it can
    return piece;
  }

  private takeNext(): PieceType {
    const t = this.queue.shift() as PieceType;
    this.fillQueue();
    return t;
  }

  private fillQueue(): void {
    while (this.queue.length < 7) this.queue.push(this.next());
  }

  /** Test hook: sets the board from rows of '.' and '#' (bottom rows; top rows are emptied). */
  loadRows(rows: readonly string[]): void {
    this.board.fill(0);
    const top = BOARD_HEIGHT - rows.length;
    rows.forEach((row, i) => {
      for (let x = 0; x < BOARD_WIDTH; x++) if (row[x] === '#') this.board[(top + i) * BOARD_WIDTH + x] = 8;
    });
  }

  /** Test hook: places the active piece. */
  place(piece: ActivePiece): void {
    this.active = { ...piece };
    this.lowestY = piece.y;
    this.lastWasRotation = false;
  }
}
