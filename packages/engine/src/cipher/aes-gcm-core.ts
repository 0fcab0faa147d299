import { EngineError } from '../errors.ts';
import { concatBytes } from './bytes.ts';
import type { RawCore } from './core.ts';

/** AES's block length in bytes. */
export const B = 16;

/** GCM is one-shot in both backends: collect the data, seal or open it at the end. */
export function gcmCore(run: (all: Uint8Array) => Promise<Uint8Array> | Uint8Array): RawCore {
  const parts: Uint8Array[] = [];
  return {
    blockSize: B,
    partialTail: true,
    process(data) {
      parts.push(data.slice());
      return new Uint8Array(0);
    },
    finish(data) {
      parts.push(data);
      return run(concatBytes(...parts));
    },
  };
}

export function gcmFailed(): EngineError {
  return new EngineError(
    'DECRYPT_FAILED',
    'GCM authentication failed: wrong key, IV, additional data or tag length, or altered ciphertext.',
  );
}
