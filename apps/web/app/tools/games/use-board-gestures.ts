import { BOARD_WIDTH } from '@tinkerbox/engine/games';
import { type TouchEvent, useRef } from 'react';
import type { Action } from './use-tetris.ts';

/** A touch that moved less than this (CSS pixels) and ended quickly is a tap. */
const TAP_SLOP = 10;
const TAP_MS = 300;
/** A flick: at least two cells of travel within this time, mostly along one axis. */
const FLICK_MS = 250;

interface Stroke {
  id: number;
  x0: number;
  y0: number;
  t0: number;
  /** Where the last whole-cell step was taken, so a slow drag moves one column per cell of travel. */
  ax: number;
  ay: number;
  /** The axis the stroke settled on after the slop: sideways moves, downwards soft-drops. */
  axis: 'x' | 'y' | null;
}

/**
 * Swipes and taps on the Tetris board, for phones: drag sideways to move one column per cell of travel,
 * drag down to soft-drop one row per cell, flick down to hard-drop, flick up to hold, tap to rotate
 * clockwise. The board has `touch-action: none`, so the page does not scroll under the finger.
 */
export function useBoardGestures(act: (a: Action) => void) {
  const stroke = useRef<Stroke | null>(null);
  const cellOf = (el: Element) => el.getBoundingClientRect().width / BOARD_WIDTH || 1;

  const onTouchStart = (e: TouchEvent<HTMLElement>) => {
    const t = e.changedTouches[0];
    if (!t || stroke.current) return;
    const s = { id: t.identifier, x0: t.clientX, y0: t.clientY, t0: performance.now() };
    stroke.current = { ...s, ax: t.clientX, ay: t.clientY, axis: null };
  };

  const onTouchMove = (e: TouchEvent<HTMLElement>) => {
    const s = stroke.current;
    const t = s && Array.from(e.changedTouches).find((x) => x.identifier === s.id);
    if (!s || !t) return;
    const cell = cellOf(e.currentTarget);
    const dx = t.clientX - s.x0;
    const dy = t.clientY - s.y0;
    if (!s.axis) {
      if (Math.hypot(dx, dy) < TAP_SLOP) return;
      s.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
    }
    if (s.axis === 'x') {
      while (t.clientX - s.ax >= cell) {
        act('right');
        s.ax += cell;
      }
      while (s.ax - t.clientX >= cell) {
        act('left');
        s.ax -= cell;
      }
    } else {
      while (t.clientY - s.ay >= cell) {
        act('down');
        s.ay += cell;
      }
    }
  };

  const onTouchEnd = (e: TouchEvent<HTMLElement>) => {
    const s = stroke.current;
    const t = s && Array.from(e.changedTouches).find((x) => x.identifier === s.id);
    if (!s || !t) return;
    stroke.current = null;
    // The tap or swipe is handled here: no click (and second rotation) should follow it.
    if (e.cancelable) e.preventDefault();
    const ms = performance.now() - s.t0;
    const dx = t.clientX - s.x0;
    const dy = t.clientY - s.y0;
    const cell = cellOf(e.currentTarget);
    if (!s.axis && Math.hypot(dx, dy) < TAP_SLOP && ms < TAP_MS) act('cw');
    else if (s.axis === 'y' && ms < FLICK_MS && dy >= 2 * cell) act('hard');
    else if (s.axis === 'y' && ms < FLICK_MS && dy <= -2 * cell) act('hold');
  };

  const onTouchCancel = () => {
    stroke.current = null;
  };

  return { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel };
}
