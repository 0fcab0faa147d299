import { type PieceType, pieceCells, Tetris } from '@tinkerbox/engine/games';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { fmt } from '../../i18n/t.tsx';
import type { gamesMessages } from './games.messages.ts';
import { drawBoard, drawMini, readBest, writeBest } from './tetris-draw.ts';

/** Delayed auto shift and auto repeat rate, the usual Guideline-ish defaults. */
const DAS_MS = 170;
const ARR_MS = 50;
const SOFT_DROP_MS = 40;
/**
 * After game over, keys start a new game only once this long has passed with no key pressed: a player
 * still hammering Space for hard drops must not wipe the final score at once.
 */
export const AGAIN_QUIET_MS = 1000;

export type Phase = 'idle' | 'playing' | 'paused' | 'over';
export type Action = 'left' | 'right' | 'down' | 'cw' | 'ccw' | 'hard' | 'hold';
type TetrisMessages = (typeof gamesMessages)['en_US']['tetris'];

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

const KEYS: Record<string, Action | 'pause'> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowDown: 'down',
  ArrowUp: 'cw',
  x: 'cw',
  X: 'cw',
  z: 'ccw',
  Z: 'ccw',
  Control: 'ccw',
  ' ': 'hard',
  c: 'hold',
  C: 'hold',
  Shift: 'hold',
  p: 'pause',
  P: 'pause',
  Escape: 'pause',
};
const repeats = (a: string): a is 'left' | 'right' | 'down' => a === 'left' || a === 'right' || a === 'down';

/** The words for the last lock: "Back-to-back · T-spin · Double · Combo 2". */
function clearLabel(g: Tetris, m: TetrisMessages): string {
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
function pieceOf(g: Tetris): Hud['piece'] {
  if (g.over) return null;
  const a = g.active;
  const xs = pieceCells(a.type, a.rotation).map(([x]) => a.x + x + 1);
  return { type: a.type, from: Math.min(...xs), to: Math.max(...xs) };
}

/**
 * A game of /tetris: the engine's rules, an animation loop for gravity and key repeat, the best score
 * kept in this browser, pause on blur, and keyboard and touch input.
 */
export function useTetris(m: TetrisMessages) {
  const canvases = {
    board: useRef<HTMLCanvasElement>(null),
    hold: useRef<HTMLCanvasElement>(null),
    next: useRef<HTMLCanvasElement>(null),
  };
  const area = useRef<HTMLDivElement>(null);
  /** The whole game (area and touch pad), scrolled into view on phones when a game starts. */
  const frame = useRef<HTMLDivElement>(null);
  const game = useRef<Tetris | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const [hud, setHud] = useState<Hud>({
    score: 0,
    lines: 0,
    level: 1,
    hold: null,
    preview: [],
    over: false,
    clear: '',
    piece: null,
  });
  const [best, setBest] = useState(0);
  const [newBest, setNewBest] = useState(false);
  const [startLevel, setStartLevel] = useState(1);
  // Game over: whether a key may start the next game yet (see AGAIN_QUIET_MS).
  const [againReady, setAgainReady] = useState(false);
  const againReadyRef = useRef(false);
  const againTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const armAgain = useCallback(() => {
    clearTimeout(againTimer.current);
    againReadyRef.current = false;
    setAgainReady(false);
    againTimer.current = setTimeout(() => {
      againReadyRef.current = true;
      setAgainReady(true);
    }, AGAIN_QUIET_MS);
  }, []);
  useEffect(() => () => clearTimeout(againTimer.current), []);
  const held = useRef(new Map<string, number>());
  const repeatAt = useRef(new Map<string, number>());
  const lastLock = useRef<unknown>(null);
  const words = useRef(m);
  words.current = m;

  useEffect(() => setBest(readBest()), []);

  const syncHud = useCallback(() => {
    const g = game.current;
    if (!g) return;
    const { score, lines, level, hold, preview, over } = g;
    setHud({ score, lines, level, hold, preview, over, clear: clearLabel(g, words.current), piece: pieceOf(g) });
  }, []);

  useEffect(() => {
    drawMini(canvases.hold.current, [hud.hold], game.current?.holdUsed ?? false);
    drawMini(canvases.next.current, hud.preview);
  }, [hud.hold, hud.preview]);

  const finish = useCallback(() => {
    const g = game.current;
    if (!g) return;
    setPhase('over');
    armAgain();
    if (g.score > readBest()) {
      writeBest(g.score);
      setBest(g.score);
      setNewBest(true);
    }
  }, [armAgain]);

  const start = useCallback(() => {
    game.current = new Tetris({ startLevel });
    lastLock.current = null;
    held.current.clear();
    setNewBest(false);
    setPhase('playing');
    syncHud();
    area.current?.focus({ preventScroll: true });
    // On a phone the board, the pad and the stats fit one screen: show all of it, under the fixed header.
    if (window.matchMedia('(max-width: 767px)').matches)
      frame.current?.scrollIntoView({ block: 'start', behavior: 'instant' });
    else area.current?.scrollIntoView({ block: 'nearest' });
  }, [startLevel, syncHud]);

  // The animation loop: gravity and lock delay from the engine, key repeat here.
  useEffect(() => {
    let raf = 0;
    let last = performance.now();
    const loop = (now: number) => {
      const dt = Math.min(now - last, 250);
      last = now;
      const g = game.current;
      if (g && phaseRef.current === 'playing') {
        for (const [key, since] of held.current) {
          const next = repeatAt.current.get(key) ?? since + DAS_MS;
          if (now < next) continue;
          if (key === 'left') g.moveLeft();
          else if (key === 'right') g.moveRight();
          else if (key === 'down') g.softDrop();
          repeatAt.current.set(key, now + (key === 'down' ? SOFT_DROP_MS : ARR_MS));
        }
        g.tick(dt);
        if (g.lastLock !== lastLock.current || g.over || held.current.has('down')) {
          lastLock.current = g.lastLock;
          syncHud();
        }
        if (g.over) finish();
      }
      drawBoard(canvases.board.current, g);
      raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(raf);
  }, [syncHud, finish]);

  // Pause when the tab or window loses focus.
  useEffect(() => {
    const pause = () => {
      if (phaseRef.current === 'playing') setPhase('paused');
      held.current.clear();
    };
    const onVisibility = () => document.hidden && pause();
    window.addEventListener('blur', pause);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', pause);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const act = useCallback(
    (action: Action) => {
      const g = game.current;
      if (!g || phaseRef.current !== 'playing') return;
      const moves: Record<Action, () => unknown> = {
        left: () => g.moveLeft(),
        right: () => g.moveRight(),
        down: () => g.softDrop(),
        cw: () => g.rotate(1),
        ccw: () => g.rotate(-1),
        hard: () => g.hardDrop(),
        hold: () => g.holdPiece(),
      };
      moves[action]();
      syncHud();
      if (g.over) finish();
    },
    [syncHud, finish],
  );

  const togglePause = useCallback(() => {
    if (phaseRef.current === 'playing') setPhase('paused');
    else if (phaseRef.current === 'paused') {
      setPhase('playing');
      area.current?.focus();
    }
  }, []);

  const press = (a: Action) => {
    if (!repeats(a)) return;
    held.current.set(a, performance.now());
    repeatAt.current.delete(a);
  };
  const release = (a: string) => {
    held.current.delete(a);
    repeatAt.current.delete(a);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const a = KEYS[e.key];
    const phase = phaseRef.current;
    if (phase === 'idle' || phase === 'over') {
      // A control of the overlay (New game, Start level) handles its own keys.
      if (e.target !== e.currentTarget || (!a && e.key !== 'Enter')) return;
      if (e.key === ' ' || e.key === 'Enter') e.preventDefault();
      // Within the quiet time after game over a key restarts the wait instead of starting a game.
      if (phase === 'over' && !againReadyRef.current) armAgain();
      else if (e.key === ' ' || e.key === 'Enter') start();
      return;
    }
    if (!a) return;
    e.preventDefault();
    if (a === 'pause') return togglePause();
    if (e.repeat) return;
    press(a);
    if (a === 'left') held.current.delete('right');
    if (a === 'right') held.current.delete('left');
    act(a);
  };
  const onKeyUp = (e: KeyboardEvent) => {
    const a = KEYS[e.key];
    if (a && repeats(a)) release(a);
  };

  // Touch buttons repeat while pressed, like held keys.
  const touch = (action: Action | 'pause') => {
    if (action === 'pause') return { onClick: togglePause };
    return {
      onPointerDown: (e: PointerEvent) => {
        e.preventDefault();
        act(action);
        press(action);
      },
      onPointerUp: () => release(action),
      onPointerLeave: () => release(action),
      onPointerCancel: () => release(action),
      onClick: (e: MouseEvent) => {
        // Keyboard activation (Enter/Space on the focused button) arrives as a click with detail 0.
        if (e.detail === 0) act(action);
      },
    };
  };

  return {
    canvases,
    area,
    frame,
    phase,
    againReady,
    hud,
    best,
    newBest,
    startLevel,
    setStartLevel,
    start,
    act,
    togglePause,
    keys: { onKeyDown, onKeyUp },
    touch,
  };
}
