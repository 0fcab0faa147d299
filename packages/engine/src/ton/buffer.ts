import { Buffer as BufferPolyfill } from 'buffer';

/**
 * @ton/core reaches for a global `Buffer`, which browsers lack. This module is imported before @ton/core
 * by every ton file, and exporting the class (used by the callers) keeps bundlers from dropping it.
 */
const g = globalThis as { Buffer?: typeof BufferPolyfill };
g.Buffer ??= BufferPolyfill;

/** The Buffer class @ton/core sees: Node's own on Node, the `buffer` package in browsers. */
export const TonBuffer: typeof BufferPolyfill = g.Buffer;
