import { Tetris } from '@tinkerbox/engine/games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAsLastSet } from '../../lib/as-last-set.ts';
import { drawBoard, drawMini, readBest, writeBest } from './tetris-draw.ts';
import { clearLabel, type Hud, pieceOf, type TetrisMessages } from './tetris-hud.ts';
import { useAgainQuiet } from './use-again-quiet.ts';
import { type Action, type Phase, useTetrisInput } from './use-tetris-input.ts';

export type { Action, Phase } from './use-tetris-input.ts';

/** Delayed auto shift and auto repeat rate, the usual Guideline-ish defaults. */
const DAS_MS = 170;
const ARR_MS = 50;
const SOFT_DROP_MS = 40;

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
  const phaseRef = useAsLastSet(phase);
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
  const { againReady, againReadyRef, armAgain } = useAgainQuiet();
  const held = useRef(new Map<string, number>());
  const repeatAt = useRef(new Map<string, number>());
  const lastLock = useRef<unknown>(null);
  const words = useAsLastSet(m);

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

  // The animation loop, while a game is played: gravity and lock delay from the engine, key repeat here.
  // Otherwise nothing moves: the board is drawn once as it stands (idle, paused, over), so a page left
  // open costs no frame (Lighthouse counted 9 s of main-thread work on an idle /tetris, issue 37).
  useEffect(() => {
    drawBoard(canvases.board.current, game.current);
    if (phase !== 'playing') return;
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
  }, [phase, syncHud, finish]);

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

  const { keys, touch } = useTetrisInput({
    phaseRef,
    held,
    repeatAt,
    againReadyRef,
    armAgain,
    start,
    act,
    togglePause,
  });

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
    keys,
    touch,
  };
}
