import type { KeyboardEvent, MouseEvent, PointerEvent, RefObject } from 'react';

/** Where a game is; the input hook acts on keys only while playing (use-tetris.ts owns the state). */
export type Phase = 'idle' | 'playing' | 'paused' | 'over';
/** What a key, a button or a gesture asks the game to do. */
export type Action = 'left' | 'right' | 'down' | 'cw' | 'ccw' | 'hard' | 'hold';

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

/**
 * Keys and the on-screen pad of /tetris: a held move repeats (the game loop reads `held`), P or Esc
 * pauses, and after game over a key starts a new game only once the quiet time has passed.
 */
export function useTetrisInput({
  phaseRef,
  held,
  repeatAt,
  againReadyRef,
  armAgain,
  start,
  act,
  togglePause,
}: {
  phaseRef: RefObject<Phase>;
  held: RefObject<Map<string, number>>;
  repeatAt: RefObject<Map<string, number>>;
  againReadyRef: RefObject<boolean>;
  armAgain: () => void;
  start: () => void;
  act: (a: Action) => void;
  togglePause: () => void;
}) {
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

  return { keys: { onKeyDown, onKeyUp }, touch };
}
