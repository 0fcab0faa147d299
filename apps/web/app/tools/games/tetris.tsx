import { Button } from '@tinkerbox/ui';
import { useMessages } from '../../i18n/t.tsx';
import { gamesMessages } from './games.messages.ts';
import { TetrisNext, TetrisStats, TetrisTouchPad, TetrisWell } from './tetris.parts.tsx';
import { useBoardGestures } from './use-board-gestures.ts';
import { useTetris } from './use-tetris.ts';

/**
 * /tetris: the engine's rules drawn on a canvas, with keyboard, touch buttons and swipes on the board.
 * On a phone the board is sized to the screen so that it, the stats and the pad fit the first screen.
 */
export function TetrisTool() {
  const m = useMessages(gamesMessages).tetris;
  const t = useTetris(m);
  const gestures = useBoardGestures(t.act);
  const { phase } = t;
  return (
    <div ref={t.frame} className="flex flex-col gap-4 max-md:gap-2" data-testid="tetris-game">
      <div
        ref={t.area}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the game needs keyboard focus
        tabIndex={0}
        {...t.keys}
        className="flex flex-wrap justify-center gap-6 rounded-lg bg-slate-900 p-4 text-slate-100 scheme-light outline-none focus-visible:ring-4 focus-visible:ring-sky-400 max-md:grid max-md:grid-cols-[auto_auto] max-md:grid-rows-[auto_auto_1fr] max-md:gap-2 max-md:p-2 @container"
        data-testid="tetris-area"
      >
        <TetrisStats m={m} hud={t.hud} best={t.best} hold={t.canvases.hold} />
        <TetrisWell
          m={m}
          board={t.canvases.board}
          hud={t.hud}
          phase={phase}
          newBest={t.newBest}
          againReady={t.againReady}
          startLevel={t.startLevel}
          onStartLevel={t.setStartLevel}
          onStart={t.start}
          onResume={t.togglePause}
          onTap={() => phase === 'playing' && t.act('cw')}
          gestures={gestures}
        />
        <TetrisNext m={m} preview={t.hud.preview} next={t.canvases.next} />
      </div>
      <TetrisTouchPad m={m} touch={t.touch} />
      <div className="flex flex-wrap items-center gap-3 max-md:hidden">
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
      <p className="text-sm text-slate-600 md:hidden">{m.gestures}</p>
    </div>
  );
}
