/// <reference lib="webworker" />
import { decodeTonBoc } from '@tinkerbox/engine/ton';

/** Decodes a BOC off the main thread: a block's BOC can hold tens of thousands of cells. */
self.onmessage = (e: MessageEvent<{ input: string }>) => {
  try {
    self.postMessage({ ok: decodeTonBoc(e.data.input) });
  } catch (err) {
    const x = err as { name?: string; code?: string; message?: string; params?: unknown };
    // An EngineError keeps its name, code and params across the boundary (isEngineError accepts that).
    self.postMessage({ error: { name: x.name, code: x.code, message: x.message, params: x.params } });
  }
};
