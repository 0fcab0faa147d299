import { isEngineError } from '../../src/errors.ts';

/** The EngineError code `f` throws, or undefined when it returns; any other error fails the test. */
export function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (isEngineError(e)) return e.code;
    throw e;
  }
  return undefined;
}
