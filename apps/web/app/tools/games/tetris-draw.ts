import {
  BOARD_WIDTH,
  HIDDEN_ROWS,
  PIECES,
  type PieceType,
  pieceCells,
  type Tetris,
  VISIBLE_HEIGHT,
} from '@tinkerbox/engine/games';

/** The side of a board cell in CSS pixels. */
export const CELL = 28;
const BEST_KEY = 'tb:tetris-best';

const COLOURS: Record<PieceType, string> = {
  I: '#22d3ee',
  O: '#facc15',
  T: '#a855f7',
  S: '#22c55e',
  Z: '#ef4444',
  J: '#3b82f6',
  L: '#f97316',
};

/** The best score kept in this browser (0 when storage is refused). */
export function readBest(): number {
  try {
    return Number(localStorage.getItem(BEST_KEY) ?? '0') || 0;
  } catch {
    return 0;
  }
}

export function writeBest(score: number) {
  try {
    localStorage.setItem(BEST_KEY, String(score));
  } catch {
    // Storage refused: the best score lasts for this visit only.
  }
}

function drawCell(ctx: CanvasRenderingContext2D, x: number, y: number, size: number, colour: string) {
  ctx.fillStyle = colour;
  ctx.fillRect(x * size + 1, y * size + 1, size - 2, size - 2);
  ctx.fillStyle = 'rgba(255,255,255,0.25)';
  ctx.fillRect(x * size + 1, y * size + 1, size - 2, 3);
}

/** Draws pieces in a column, each centred in its slot. */
export function drawMini(canvas: HTMLCanvasElement | null, pieces: readonly (PieceType | null)[], dim = false) {
  const ctx = canvas?.getContext('2d');
  if (!canvas || !ctx) return;
  const size = 16;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  pieces.forEach((p, i) => {
    if (!p) return;
    const cells = pieceCells(p, 0);
    const minX = Math.min(...cells.map(([x]) => x));
    const w = Math.max(...cells.map(([x]) => x)) + 1 - minX;
    const offX = (canvas.width / size - w) / 2 - minX;
    const offY = i * 3 + 0.5;
    for (const [x, y] of cells) drawCell(ctx, x + offX, y + offY, size, dim ? '#64748b' : COLOURS[p]);
  });
}

/** Draws the well: the grid, the locked cells, the ghost and the falling piece. */
export function drawBoard(canvas: HTMLCanvasElement | null, g: Tetris | null) {
  const ctx = canvas?.getContext('2d');
  if (!ctx) return;
  ctx.fillStyle = '#0f172a';
  ctx.fillRect(0, 0, BOARD_WIDTH * CELL, VISIBLE_HEIGHT * CELL);
  ctx.strokeStyle = '#1e293b';
  ctx.lineWidth = 1;
  for (let x = 1; x < BOARD_WIDTH; x++) {
    ctx.beginPath();
    ctx.moveTo(x * CELL + 0.5, 0);
    ctx.lineTo(x * CELL + 0.5, VISIBLE_HEIGHT * CELL);
    ctx.stroke();
  }
  for (let y = 1; y < VISIBLE_HEIGHT; y++) {
    ctx.beginPath();
    ctx.moveTo(0, y * CELL + 0.5);
    ctx.lineTo(BOARD_WIDTH * CELL, y * CELL + 0.5);
    ctx.stroke();
  }
  if (!g) return;
  for (let y = HIDDEN_ROWS; y < HIDDEN_ROWS + VISIBLE_HEIGHT; y++) {
    for (let x = 0; x < BOARD_WIDTH; x++) {
      const v = g.board[y * BOARD_WIDTH + x] as number;
      if (v) drawCell(ctx, x, y - HIDDEN_ROWS, CELL, g.over ? '#64748b' : COLOURS[PIECES[v - 1] as PieceType]);
    }
  }
  if (g.over) return;
  const a = g.active;
  const ghost = g.ghostY();
  ctx.strokeStyle = COLOURS[a.type];
  ctx.lineWidth = 2;
  for (const [cx, cy] of pieceCells(a.type, a.rotation)) {
    const y = ghost + cy - HIDDEN_ROWS;
    if (y >= 0) ctx.strokeRect((a.x + cx) * CELL + 3, y * CELL + 3, CELL - 6, CELL - 6);
  }
  for (const [cx, cy] of pieceCells(a.type, a.rotation)) {
    const y = a.y + cy - HIDDEN_ROWS;
    if (y >= 0) drawCell(ctx, a.x + cx, y, CELL, COLOURS[a.type]);
  }
}
