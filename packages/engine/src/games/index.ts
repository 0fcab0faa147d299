export type { ClassicPattern, LifeOptions, LifePattern, LifeRule } from './life.ts';
export {
  CLASSIC_PATTERNS,
  CONWAY,
  formatRule,
  LifeGrid,
  NAMED_RULES,
  parseRle,
  parseRule,
  toRle,
} from './life.ts';
export type { ActivePiece, LockEvent, PieceType, Rotation, SpinKind, TetrisOptions } from './tetris.ts';
export {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  gravitySeconds,
  HIDDEN_ROWS,
  LOCK_DELAY_MS,
  lineClearPoints,
  MAX_LOCK_RESETS,
  mulberry32,
  PIECES,
  pieceCells,
  sevenBag,
  srsKicks,
  Tetris,
  VISIBLE_HEIGHT,
} from './tetris.ts';
