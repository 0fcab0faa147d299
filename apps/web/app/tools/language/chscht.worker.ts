/// <reference lib="webworker" />
import { isEngineError } from '@tinkerbox/engine';
import { type ChineseConversion, convertChineseMarked, parseCustomMappings } from '@tinkerbox/engine/text';

/** Runs OpenCC off the main thread: building its phrase tables and converting long texts take time. */
export interface ChschtRequest {
  id: number;
  text: string;
  conversion: ChineseConversion;
  custom: string;
}

export type ChschtResponse =
  | { id: number; ok: true; output: string; segments: { text: string; source?: string; forms?: string[] }[] }
  | {
      id: number;
      ok: false;
      field: 'custom';
      error: { name: 'EngineError'; code: string; params: Record<string, string | number> };
    }
  | { id: number; ok: false; field: 'input'; message: string };

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<ChschtRequest>) => {
  const { id, text, conversion, custom } = e.data;
  let mappings: ReturnType<typeof parseCustomMappings>;
  try {
    mappings = parseCustomMappings(custom);
  } catch (err) {
    if (!isEngineError(err)) throw err;
    const reply: ChschtResponse = {
      id,
      ok: false,
      field: 'custom',
      error: { name: 'EngineError', code: err.code, params: { ...err.params } },
    };
    scope.postMessage(reply);
    return;
  }
  try {
    const { output, segments } = convertChineseMarked(text, conversion, mappings);
    const reply: ChschtResponse = {
      id,
      ok: true,
      output,
      segments: segments.map((s) =>
        s.ambiguous ? { text: s.text, source: s.ambiguous.source, forms: [...s.ambiguous.forms] } : { text: s.text },
      ),
    };
    scope.postMessage(reply);
  } catch (err) {
    scope.postMessage({ id, ok: false, field: 'input', message: (err as Error).message } satisfies ChschtResponse);
  }
};
