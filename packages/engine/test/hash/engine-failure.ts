import { isEngineError } from '../../src/errors.ts';

/**
 * What a call (or a promise) fails with: an EngineError as its code and params, for comparing with
 * `toEqual`; any other error as it is; 'no error' when it succeeds.
 */
export async function engineFailure(p: Promise<unknown> | (() => unknown)): Promise<unknown> {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (e) {
    return isEngineError(e) ? { code: e.code, ...e.params } : e;
  }
  return 'no error';
}
