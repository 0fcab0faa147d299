import { type RefObject, useRef } from 'react';

/**
 * `value` as last rendered, in a ref: each render sets it, so a handler, an effect or a timer that must
 * not start again when the value changes reads the latest one. A setter may also move it ahead of the
 * render that shows it: what was done in a part before it hydrated reaches the page in one batch (each
 * control hands its early value over as it hydrates, ui's early-value.ts; decision 0210), every call
 * made from the render before the batch, and a change that builds on another value (an edit of the URL,
 * a list of ticks, a recognition that depends on the direction) reads it here, so that it follows the
 * change before it rather than that render.
 */
export function useAsLastSet<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
