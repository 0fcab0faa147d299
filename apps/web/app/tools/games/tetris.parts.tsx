import { BOARD_WIDTH, VISIBLE_HEIGHT } from '@tinkerbox/engine/games';
import { Button } from '@tinkerbox/ui';
import type { RefObject } from 'react';
import { fmt } from '../../i18n/t.tsx';
import type { gamesMessages } from './games.messages.ts';
import { CELL } from './tetris-draw.ts';
import type { Hud } from './tetris-hud.ts';
import type { useBoardGestures } from './use-board-gestures.ts';
import type { Action, Phase } from './use-tetris.ts';

type M = (typeof gamesMessages)['en_US']['tetris'];

/** Hold, score, lines, level, best, and the last clear. */
export function TetrisStats({
  m,
  hud,
  best,
  hold,
}: {
  m: M;
  hud: Hud;
  best: number;
  hold: RefObject<HTMLCanvasElement | null>;
}) {
  const stats = [
    ['score', m.score, hud.score],
    ['lines', m.lines, hud.lines],
    ['level', m.level, hud.level],
    ['best', m.best, best],
  ] as const;
  return (
    // On a phone this box dissolves into the area's grid (tetris.tsx): the stats take the first row, the
    // Hold box the top of the narrow right column above Next, so neither pushes past the board.
    <div className="flex w-[112px] flex-col gap-4 font-pixel text-[10px] max-md:contents">
      <div className="max-md:col-start-2 max-md:row-start-2">
        <p className="mb-2 text-slate-400 max-md:mb-1">{m.hold}</p>
        <canvas
          ref={hold}
          width={96}
          height={48}
          className="rounded bg-slate-800 max-md:h-6 max-md:w-12"
          role="img"
          aria-label={`${m.hold}: ${hud.hold ?? '—'}`}
        />
      </div>
      <dl
        className="flex flex-col gap-3 max-md:col-span-2 max-md:row-start-1 max-md:grid max-md:grid-cols-4 max-md:gap-2"
        aria-live="polite"
      >
        {stats.map(([id, label, value]) => (
          <div key={id} className="min-w-0">
            <dt className="text-slate-400">{label}</dt>
            <dd className="mt-1 text-sm max-md:text-[10px]" data-testid={`tetris-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="min-h-[2em] leading-relaxed text-amber-300 max-md:hidden">{hud.clear}</p>
    </div>
  );
}

/** The well, with the start, pause and game-over overlay. */
export function TetrisWell(p: {
  m: M;
  board: RefObject<HTMLCanvasElement | null>;
  hud: Hud;
  phase: Phase;
  newBest: boolean;
  /** Game over: the quiet time has passed, so Enter or Space starts the next game. */
  againReady: boolean;
  startLevel: number;
  onStartLevel: (l: number) => void;
  onStart: () => void;
  onResume: () => void;
  onTap: () => void;
  gestures: ReturnType<typeof useBoardGestures>;
}) {
  const { m, hud, phase } = p;
  const overlay = phase === 'paused' ? m.paused : phase === 'over' ? m.gameOver : null;
  const status = fmt(m.boardStatus, { score: hud.score, lines: hud.lines, level: hud.level });
  const piece = hud.piece && phase === 'playing' ? `. ${fmt(m.piece, { piece: hud.piece.type, ...hud.piece })}` : '';
  return (
    <div className="relative justify-self-end max-md:col-start-1 max-md:row-span-2 max-md:row-start-2">
      {/* On a phone the board takes the screen's height less the header, stats and pad (about 16.5rem),
          and no more than the area's width less the Next column and the gap (56px), so all fit side by side. */}
      <canvas
        ref={p.board}
        width={BOARD_WIDTH * CELL}
        height={VISIBLE_HEIGHT * CELL}
        role="img"
        aria-label={`${m.board}. ${status}${piece}`}
        data-testid="tetris-board"
        className="block h-auto w-[280px] max-w-full touch-none rounded border border-slate-700 select-none max-md:w-[min(280px,calc((100svh-16.5rem)/2),calc(100cqw-56px))] max-md:max-w-none max-md:min-w-[120px]"
        onClick={p.onTap}
        {...p.gestures}
      />
      {hud.clear && (
        <p className="pointer-events-none absolute inset-x-0 top-1 text-center font-pixel text-[9px] leading-relaxed text-amber-300 md:hidden">
          {hud.clear}
        </p>
      )}
      {(phase === 'idle' || overlay) && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-slate-900/80 p-4 text-center font-pixel">
          {overlay && (
            <p role="status" className="text-base leading-relaxed">
              {overlay}
            </p>
          )}
          {phase === 'over' && (
            <p className="text-xs" data-testid="tetris-final">
              {fmt(m.finalScore, { score: hud.score })}
            </p>
          )}
          {phase === 'over' && p.newBest && <p className="text-xs text-amber-300">{m.newBest}</p>}
          {phase === 'paused' ? (
            <>
              <Button variant="primary" className="font-pixel text-xs" onClick={p.onResume}>
                {m.resume}
              </Button>
              <Button className="font-pixel text-xs md:hidden" onClick={p.onStart}>
                {m.restart}
              </Button>
            </>
          ) : (
            <>
              <label className="flex items-center gap-2 text-[10px]">
                {m.startLevel}
                {/* Drawn by the page, not the platform: WebKit's native control ignores the background and
                    showed the light text on its own light face. The options carry the colours too, for
                    the engines that draw the list from them (Chromium takes the select's light text). */}
                <span className="relative inline-flex items-center">
                  <select
                    className="h-9 appearance-none rounded border border-slate-600 bg-slate-800 pr-7 pl-2 text-slate-100 focus-visible:outline-2 focus-visible:outline-sky-400"
                    value={p.startLevel}
                    onChange={(e) => p.onStartLevel(Number(e.currentTarget.value))}
                    data-testid="tetris-start-level"
                  >
                    {Array.from({ length: 15 }, (_, i) => i + 1).map((l) => (
                      <option key={l} value={l} className="bg-slate-800 text-slate-100">
                        {l}
                      </option>
                    ))}
                  </select>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 10 6"
                    className="pointer-events-none absolute right-2 h-1.5 w-2.5 text-slate-100"
                  >
                    <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  </svg>
                </span>
              </label>
              <Button variant="primary" className="font-pixel text-xs" onClick={p.onStart}>
                {phase === 'over' ? m.restart : m.start}
              </Button>
              {phase === 'over' && p.againReady && <p className="text-[9px] leading-relaxed">{m.againHint}</p>}
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** The next five pieces: a column beside the well (a narrow one on phones). */
export function TetrisNext({
  m,
  preview,
  next,
}: {
  m: M;
  preview: Hud['preview'];
  next: RefObject<HTMLCanvasElement | null>;
}) {
  return (
    <div className="flex w-[112px] flex-col gap-2 font-pixel text-[10px] max-md:col-start-2 max-md:row-start-3 max-md:w-12">
      <p className="text-slate-400">{m.next}</p>
      <canvas
        ref={next}
        width={96}
        height={240}
        className="rounded bg-slate-800 max-md:h-auto max-md:w-12"
        role="img"
        aria-label={`${m.next}: ${preview.join(' ')}`}
        data-testid="tetris-next"
      />
    </div>
  );
}

/** On-screen buttons for phones; they repeat while held, like keys. */
export function TetrisTouchPad({ m, touch }: { m: M; touch: (a: Action | 'pause') => Record<string, unknown> }) {
  const pad: [Action | 'pause', string, string][] = [
    ['hold', m.touch.hold, '⇆'],
    ['ccw', m.touch.rotateCcw, '↺'],
    ['cw', m.touch.rotateCw, '↻'],
    ['hard', m.touch.hard, '⤓'],
    ['left', m.touch.left, '◀'],
    ['down', m.touch.soft, '▼'],
    ['right', m.touch.right, '▶'],
    ['pause', m.touch.pause, '‖'],
  ];
  return (
    <div className="grid grid-cols-4 gap-2 md:hidden" data-testid="tetris-pad">
      {pad.map(([action, label, glyph]) => (
        <Button key={action} className="text-xl" aria-label={label} {...touch(action)}>
          {glyph}
        </Button>
      ))}
    </div>
  );
}
