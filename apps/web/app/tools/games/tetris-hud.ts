import { type PieceType, pieceCells, type Tetris } from '@tinkerbox/engine/games';
import { fmt } from '../../i18n/t.tsx';
import type { gamesMessages } from './games.messages.ts';

export type TetrisMessages = (typeof gamesMessages)['en_US']['tetris'];

/** What the page shows beside the board, refreshed on each move and lock. */
export interface Hud {
  score: number;
  lines: number;
  level: number;
  hold: PieceType | null;
  preview: readonly PieceType[];
  over: boolean;
  clear: string;
  /** The falling piece and the columns it covers (1-based), for the board's accessible name. */
  piece: { type: PieceType; from: number; to: number } | null;
}

/** The words for the last lock: "Back-to-back · T-spin · Double · Combo 2". */
export function clearLabel(g: Tetris, m: TetrisMessages): string {
  const l = g.lastLock;
  if (!l) return '';
  const parts: string[] = [];
  if (l.backToBack) parts.push(m.lastClear.b2b);
  if (l.spin === 'full') parts.push(m.lastClear.tspin);
  if (l.spin === 'mini') parts.push(m.lastClear.mini);
  const names = ['', m.lastClear.single, m.lastClear.double, m.lastClear.triple, m.lastClear.tetris];
  if (l.lines > 0) parts.push(names[l.lines] ?? '');
  if (l.combo > 0) parts.push(fmt(m.lastClear.combo, { n: l.combo }));
  return parts.join(' · ');
}

/** The falling piece's type and the board columns (1-based) its cells cover. */
export function pieceOf(g: Tetris): Hud['piece'] {
  if (g.over) return null;
  const a = g.active;
  const xs = pieceCells(a.type, a.rotation).map(([x]) => a.x + x + 1);
  return { type: a.type, from: Math.min(...xs), to: Math.max(...xs) };
}
