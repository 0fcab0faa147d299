import { Button } from '@tinkerbox/ui';
import { useMessages } from '../../i18n/t.tsx';
import { gamesMessages } from './games.messages.ts';
import { TetrisNext, TetrisStats, TetrisTouchPad, TetrisWell } from './tetris.parts.tsx';
import { useTetris } from './use-tetris.ts';

/** /tetris: the engine's rules drawn on a canvas, with keyboard and touch controls. */
export function TetrisTool() {
  const m = useMessages(gamesMessages).tetris;
  const t = useTetris(m);
  const { phase } = t;
  return (
    <div className="flex flex-col gap-4">
      <div
        ref={t.area}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the game needs keyboard focus
        tabIndex={0}
        {...t.keys}
        className="flex flex-wrap justify-center gap-6 rounded-lg bg-slate-900 p-4 text-slate-100 outline-none focus-visible:ring-4 focus-visible:ring-sky-400"
        data-testid="tetris-area"
      >
        <TetrisStats m={m} hud={t.hud} best={t.best} hold={t.canvases.hold} />
        <TetrisWell
          m={m}
          board={t.canvases.board}
          hud={t.hud}
          phase={phase}
          newBest={t.newBest}
          startLevel={t.startLevel}
          onStartLevel={t.setStartLevel}
          onStart={t.start}
          onResume={t.togglePause}
          onTap={() => phase === 'playing' && t.act('cw')}
        />
        <TetrisNext m={m} preview={t.hud.preview} next={t.canvases.next} nextRow={t.canvases.nextRow} />
      </div>
      <TetrisTouchPad m={m} touch={t.touch} />
      <div className="flex flex-wrap items-center gap-3">
        {(phase === 'playing' || phase === 'paused') && (
          <>
            <Button onClick={t.togglePause}>{phase === 'playing' ? m.pause : m.resume}</Button>
            <Button onClick={t.start}>{m.restart}</Button>
          </>
        )}
        <p className="text-sm text-slate-600">
          <span className="font-medium">{m.keysTitle}: </span>
          {m.keys}
        </p>
      </div>
    </div>
  );
}
