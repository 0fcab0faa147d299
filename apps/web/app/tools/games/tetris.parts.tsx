import { BOARD_WIDTH, VISIBLE_HEIGHT } from '@tinkerbox/engine/games';
import { Button } from '@tinkerbox/ui';
import type { RefObject } from 'react';
import { fmt } from '../../i18n/t.tsx';
import type { gamesMessages } from './games.messages.ts';
import { CELL } from './tetris-draw.ts';
import type { Action, Hud, Phase } from './use-tetris.ts';

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
    <div className="flex w-[112px] flex-col gap-4 font-pixel text-[10px] max-md:order-2 max-md:w-auto max-md:flex-row max-md:flex-wrap">
      <div>
        <p className="mb-2 text-slate-400">{m.hold}</p>
        <canvas
          ref={hold}
          width={96}
          height={48}
          className="rounded bg-slate-800"
          role="img"
          aria-label={`${m.hold}: ${hud.hold ?? '—'}`}
        />
      </div>
      <dl className="flex flex-col gap-3 max-md:flex-row max-md:gap-4" aria-live="polite">
        {stats.map(([id, label, value]) => (
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
  );
}

/** The well, with the start, pause and game-over overlay. */
export function TetrisWell(p: {
  m: M;
  board: RefObject<HTMLCanvasElement | null>;
  hud: Hud;
  phase: Phase;
  newBest: boolean;
  startLevel: number;
  onStartLevel: (l: number) => void;
  onStart: () => void;
  onResume: () => void;
  onTap: () => void;
}) {
  const { m, hud, phase } = p;
  const overlay = phase === 'paused' ? m.paused : phase === 'over' ? m.gameOver : null;
  return (
    <div className="relative">
      <canvas
        ref={p.board}
        width={BOARD_WIDTH * CELL}
        height={VISIBLE_HEIGHT * CELL}
        role="img"
        aria-label={`${m.board}. ${fmt(m.boardStatus, { score: hud.score, lines: hud.lines, level: hud.level })}`}
        className="block h-auto max-w-full rounded border border-slate-700"
        style={{ width: BOARD_WIDTH * CELL, maxWidth: '100%' }}
        onClick={p.onTap}
      />
      {(phase === 'idle' || overlay) && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-slate-900/80 p-4 text-center font-pixel">
          {overlay && (
            <p role="status" className="text-base leading-relaxed">
              {overlay}
            </p>
          )}
          {phase === 'over' && p.newBest && <p className="text-xs text-amber-300">{m.newBest}</p>}
          {phase === 'paused' ? (
            <Button variant="primary" className="font-pixel text-xs" onClick={p.onResume}>
              {m.resume}
            </Button>
          ) : (
            <>
              <label className="flex items-center gap-2 text-[10px]">
                {m.startLevel}
                <select
                  className="h-9 rounded bg-slate-800 px-2 text-slate-100"
                  value={p.startLevel}
                  onChange={(e) => p.onStartLevel(Number(e.currentTarget.value))}
                >
                  {Array.from({ length: 15 }, (_, i) => i + 1).map((l) => (
                    <option key={l} value={l}>
                      {l}
                    </option>
                  ))}
                </select>
              </label>
              <Button variant="primary" className="font-pixel text-xs" onClick={p.onStart}>
                {phase === 'over' ? m.restart : m.start}
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** The next five pieces: a column beside the well, a row under it on phones. */
export function TetrisNext({
  m,
  preview,
  next,
  nextRow,
}: {
  m: M;
  preview: Hud['preview'];
  next: RefObject<HTMLCanvasElement | null>;
  nextRow: RefObject<HTMLCanvasElement | null>;
}) {
  const label = `${m.next}: ${preview.join(' ')}`;
  return (
    <div className="flex w-[112px] flex-col gap-2 font-pixel text-[10px] max-md:order-3 max-md:w-full max-md:items-center">
      <p className="text-slate-400">{m.next}</p>
      <canvas
        ref={next}
        width={96}
        height={240}
        className="rounded bg-slate-800 max-md:hidden"
        role="img"
        aria-label={label}
        data-testid="tetris-next"
      />
      <canvas
        ref={nextRow}
        width={300}
        height={36}
        className="rounded bg-slate-800 md:hidden"
        role="img"
        aria-label={label}
      />
    </div>
  );
}

/** On-screen buttons for phones; they repeat while held, like keys. */
export function TetrisTouchPad({ m, touch }: { m: M; touch: (a: Action) => Record<string, unknown> }) {
  const pad: [Action, string, string, string?][] = [
    ['hold', m.touch.hold, '⇆'],
    ['ccw', m.touch.rotateCcw, '↺'],
    ['cw', m.touch.rotateCw, '↻'],
    ['hard', m.touch.hard, '⤓'],
    ['left', m.touch.left, '◀', 'col-span-2'],
    ['down', m.touch.soft, '▼'],
    ['right', m.touch.right, '▶'],
  ];
  return (
    <div className="grid grid-cols-4 gap-2 md:hidden">
      {pad.map(([action, label, glyph, span]) => (
        <Button key={action} className={`text-xl ${span ?? ''}`} aria-label={label} {...touch(action)}>
          {glyph}
        </Button>
      ))}
    </div>
  );
}
