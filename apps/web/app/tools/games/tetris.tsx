import {
  BOARD_WIDTH,
  HIDDEN_ROWS,
  PIECES,
  type PieceType,
  pieceCells,
  Tetris,
  VISIBLE_HEIGHT,
} from '@tinkerbox/engine/games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fmt, useMessages } from '../../i18n/t.tsx';
import { gamesMessages } from './games.messages.ts';

const CELL = 28;
const BEST_KEY = 'tb:tetris-best';
/** Delayed auto shift and auto repeat rate, the usual Guideline-ish defaults. */
const DAS_MS = 170;
const ARR_MS = 50;
const SOFT_DROP_MS = 40;

const COLOURS: Record<PieceType, string> = {
  I: '#22d3ee',
  O: '#facc15',
  T: '#a855f7',
  S: '#22c55e',
  Z: '#ef4444',
  J: '#3b82f6',
  L: '#f97316',
};

interface Hud {
  score: number;
  lines: number;
  level: number;
  hold: PieceType | null;
  preview: readonly PieceType[];
  over: boolean;
  clear: string;
}

function readBest(): number {
  try {
    return Number(localStorage.getItem(BEST_KEY) ?? '0') || 0;
  } catch {
    return 0;
  }
}

function writeBest(score: number) {
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

/** Draws pieces in a column (or a row, for the phone layout), each centred in its slot. */
function drawMini(canvas: HTMLCanvasElement | null, pieces: readonly (PieceType | null)[], dim = false, row = false) {
  const ctx = canvas?.getContext('2d');
  if (!canvas || !ctx) return;
  const size = row ? 12 : 16;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  pieces.forEach((p, i) => {
    if (!p) return;
    const cells = pieceCells(p, 0);
    const minX = Math.min(...cells.map(([x]) => x));
    const w = Math.max(...cells.map(([x]) => x)) + 1 - minX;
    const slotW = row ? 5 : canvas.width / size;
    const offX = (row ? i * slotW : 0) + (slotW - w) / 2 - minX;
    const offY = row ? 0.5 : i * 3 + 0.5;
    for (const [x, y] of cells) drawCell(ctx, x + offX, y + offY, size, dim ? '#64748b' : COLOURS[p]);
  });
}

/** /tetris: the engine's rules drawn on a canvas, with keyboard and touch controls. */
export function TetrisTool() {
  const m = useMessages(gamesMessages).tetris;
  const board = useRef<HTMLCanvasElement>(null);
  const holdCanvas = useRef<HTMLCanvasElement>(null);
  const nextCanvas = useRef<HTMLCanvasElement>(null);
  const nextRow = useRef<HTMLCanvasElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const game = useRef<Tetris | null>(null);
  const [phase, setPhase] = useState<'idle' | 'playing' | 'paused' | 'over'>('idle');
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
  });
  const [best, setBest] = useState(0);
  const [newBest, setNewBest] = useState(false);
  const [startLevel, setStartLevel] = useState(1);
  const held = useRef(new Map<string, number>());
  const repeatAt = useRef(new Map<string, number>());
  const lastLockRef = useRef<unknown>(null);

  useEffect(() => setBest(readBest()), []);

  const clearLabel = useCallback(
    (g: Tetris): string => {
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
    },
    [m],
  );

  const syncHud = useCallback(() => {
    const g = game.current;
    if (!g) return;
    setHud({
      score: g.score,
      lines: g.lines,
      level: g.level,
      hold: g.hold,
      preview: g.preview,
      over: g.over,
      clear: clearLabel(g),
    });
  }, [clearLabel]);

  const draw = useCallback(() => {
    const ctx = board.current?.getContext('2d');
    const g = game.current;
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
    if (!g.over) {
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
  }, []);

  useEffect(() => {
    drawMini(holdCanvas.current, [hud.hold], game.current?.holdUsed ?? false);
    drawMini(nextCanvas.current, hud.preview);
    drawMini(nextRow.current, hud.preview, false, true);
  }, [hud.hold, hud.preview]);

  const finish = useCallback(() => {
    const g = game.current;
    if (!g) return;
    setPhase('over');
    const previous = readBest();
    if (g.score > previous) {
      writeBest(g.score);
      setBest(g.score);
      setNewBest(true);
    }
  }, []);

  const start = useCallback(() => {
    game.current = new Tetris({ startLevel });
    lastLockRef.current = null;
    held.current.clear();
    setNewBest(false);
    setPhase('playing');
    syncHud();
    area.current?.focus();
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
        if (g.lastLock !== lastLockRef.current || g.over) {
          lastLockRef.current = g.lastLock;
          syncHud();
        } else if (held.current.has('down')) {
          syncHud();
        }
        if (g.over) finish();
      }
      draw();
      raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(raf);
  }, [draw, syncHud, finish]);

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
    (action: 'left' | 'right' | 'down' | 'cw' | 'ccw' | 'hard' | 'hold') => {
      const g = game.current;
      if (!g || phaseRef.current !== 'playing') return;
      if (action === 'left') g.moveLeft();
      else if (action === 'right') g.moveRight();
      else if (action === 'down') g.softDrop();
      else if (action === 'cw') g.rotate(1);
      else if (action === 'ccw') g.rotate(-1);
      else if (action === 'hard') g.hardDrop();
      else if (action === 'hold') g.holdPiece();
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

  const keyAction = (e: React.KeyboardEvent): string | null => {
    switch (e.key) {
      case 'ArrowLeft':
        return 'left';
      case 'ArrowRight':
        return 'right';
      case 'ArrowDown':
        return 'down';
      case 'ArrowUp':
      case 'x':
      case 'X':
        return 'cw';
      case 'z':
      case 'Z':
      case 'Control':
        return 'ccw';
      case ' ':
        return 'hard';
      case 'c':
      case 'C':
      case 'Shift':
        return 'hold';
      case 'p':
      case 'P':
      case 'Escape':
        return 'pause';
      default:
        return null;
    }
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    const a = keyAction(e);
    if (!a) return;
    if (phaseRef.current === 'idle' || phaseRef.current === 'over') {
      if (e.key === ' ' || e.key === 'Enter') {
        e.preventDefault();
        start();
      }
      return;
    }
    e.preventDefault();
    if (a === 'pause') {
      togglePause();
      return;
    }
    if (e.repeat) return;
    if (a === 'left' || a === 'right' || a === 'down') {
      held.current.set(a, performance.now());
      repeatAt.current.delete(a);
      if (a === 'left') held.current.delete('right');
      if (a === 'right') held.current.delete('left');
    }
    act(a as Parameters<typeof act>[0]);
  };

  const onKeyUp = (e: React.KeyboardEvent) => {
    const a = keyAction(e);
    if (a === 'left' || a === 'right' || a === 'down') {
      held.current.delete(a);
      repeatAt.current.delete(a);
    }
  };

  // Touch buttons repeat while pressed, like held keys.
  const touch = (action: 'left' | 'right' | 'down' | 'cw' | 'ccw' | 'hard' | 'hold') => ({
    onPointerDown: (e: React.PointerEvent) => {
      e.preventDefault();
      act(action);
      if (action === 'left' || action === 'right' || action === 'down') {
        held.current.set(action, performance.now());
        repeatAt.current.delete(action);
      }
    },
    onPointerUp: () => held.current.delete(action),
    onPointerLeave: () => held.current.delete(action),
    onPointerCancel: () => held.current.delete(action),
    onClick: (e: React.MouseEvent) => {
      // Keyboard activation (Enter/Space on the focused button) arrives as a click with detail 0.
      if (e.detail === 0) act(action);
    },
  });

  const overlay = phase === 'idle' ? null : phase === 'paused' ? m.paused : phase === 'over' ? m.gameOver : null;

  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the game area takes the keys while focused */}
      <div
        ref={area}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the game needs keyboard focus
        tabIndex={0}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        className="flex flex-wrap justify-center gap-6 rounded-lg bg-slate-900 p-4 text-slate-100 outline-none focus-visible:ring-4 focus-visible:ring-sky-400"
        data-testid="tetris-area"
      >
        <div className="flex w-[112px] flex-col gap-4 font-pixel text-[10px] max-md:order-2 max-md:w-auto max-md:flex-row max-md:flex-wrap">
          <div>
            <p className="mb-2 text-slate-400">{m.hold}</p>
            <canvas
              ref={holdCanvas}
              width={96}
              height={48}
              className="rounded bg-slate-800"
              role="img"
              aria-label={`${m.hold}: ${hud.hold ?? '—'}`}
            />
          </div>
          <dl className="flex flex-col gap-3 max-md:flex-row max-md:gap-4" aria-live="polite">
            {(
              [
                ['score', m.score, hud.score],
                ['lines', m.lines, hud.lines],
                ['level', m.level, hud.level],
                ['best', m.best, best],
              ] as const
            ).map(([id, label, value]) => (
              <div key={id}>
                <dt className="text-slate-400">{label}</dt>
                <dd className="mt-1 text-sm" data-testid={`tetris-${id}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="min-h-[2em] leading-relaxed text-amber-300">{hud.clear}</p>
        </div>

        <div className="relative">
          <canvas
            ref={board}
            width={BOARD_WIDTH * CELL}
            height={VISIBLE_HEIGHT * CELL}
            role="img"
            aria-label={`${m.board}. ${fmt(m.boardStatus, { score: hud.score, lines: hud.lines, level: hud.level })}`}
            className="block h-auto max-w-full rounded border border-slate-700"
            style={{ width: BOARD_WIDTH * CELL, maxWidth: '100%' }}
            onClick={() => phase === 'playing' && act('cw')}
          />
          {(phase === 'idle' || overlay) && (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-slate-900/80 p-4 text-center font-pixel">
              {overlay && (
                <p role="status" className="text-base leading-relaxed">
                  {overlay}
                </p>
              )}
              {phase === 'over' && newBest && <p className="text-xs text-amber-300">{m.newBest}</p>}
              {phase === 'paused' ? (
                <button type="button" className="btn-primary font-pixel text-xs" onClick={togglePause}>
                  {m.resume}
                </button>
              ) : (
                <>
                  <label className="flex items-center gap-2 text-[10px]">
                    {m.startLevel}
                    <select
                      className="h-9 rounded bg-slate-800 px-2 text-slate-100"
                      value={startLevel}
                      onChange={(e) => setStartLevel(Number(e.target.value))}
                    >
                      {Array.from({ length: 15 }, (_, i) => i + 1).map((l) => (
                        <option key={l} value={l}>
                          {l}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button type="button" className="btn-primary font-pixel text-xs" onClick={start}>
                    {phase === 'over' ? m.restart : m.start}
                  </button>
                </>
              )}
            </div>
          )}
        </div>

        <div className="flex w-[112px] flex-col gap-2 font-pixel text-[10px] max-md:order-3 max-md:w-full max-md:items-center">
          <p className="text-slate-400">{m.next}</p>
          <canvas
            ref={nextCanvas}
            width={96}
            height={240}
            className="rounded bg-slate-800 max-md:hidden"
            role="img"
            aria-label={`${m.next}: ${hud.preview.join(' ')}`}
            data-testid="tetris-next"
          />
          <canvas
            ref={nextRow}
            width={300}
            height={36}
            className="rounded bg-slate-800 md:hidden"
            role="img"
            aria-label={`${m.next}: ${hud.preview.join(' ')}`}
          />
        </div>
      </div>

      <div className="grid grid-cols-4 gap-2 md:hidden">
        <button type="button" className="btn text-xl" aria-label={m.touch.hold} {...touch('hold')}>
          ⇆
        </button>
        <button type="button" className="btn text-xl" aria-label={m.touch.rotateCcw} {...touch('ccw')}>
          ↺
        </button>
        <button type="button" className="btn text-xl" aria-label={m.touch.rotateCw} {...touch('cw')}>
          ↻
        </button>
        <button type="button" className="btn text-xl" aria-label={m.touch.hard} {...touch('hard')}>
          ⤓
        </button>
        <button type="button" className="btn col-span-2 text-xl" aria-label={m.touch.left} {...touch('left')}>
          ◀
        </button>
        <button type="button" className="btn text-xl" aria-label={m.touch.soft} {...touch('down')}>
          ▼
        </button>
        <button type="button" className="btn text-xl" aria-label={m.touch.right} {...touch('right')}>
          ▶
        </button>
      </div>

      <div className="flex flex-wrap items-center gap-3">
        {phase === 'playing' || phase === 'paused' ? (
          <>
            <button type="button" className="btn" onClick={togglePause}>
              {phase === 'playing' ? m.pause : m.resume}
            </button>
            <button type="button" className="btn" onClick={start}>
              {m.restart}
            </button>
          </>
        ) : null}
        <p className="text-sm text-slate-600">
          <span className="font-medium">{m.keysTitle}: </span>
          {m.keys}
        </p>
      </div>
    </div>
  );
}
