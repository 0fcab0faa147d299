/**
 * The fuzz suite in CI: a fixed seed, at most 200 inputs per weight unit, and a time budget shared by
 * the decoders by weight (25 s in all; FUZZ_BUDGET_MS overrides it), so the file stays well under a
 * minute on two cores with the chain libraries loaded. `pnpm bench` runs far more inputs
 * (bench/fuzz.bench.ts, FUZZ_RUNS).
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, it } from 'vitest';
import { configureQrReader } from '../../src/qr-reader/index.ts';
import { ENTRIES } from './entries.ts';
import { fuzz } from './harness.ts';

const SEED = 19;
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 25_000);
const total = ENTRIES.reduce((n, e) => n + (e.weight ?? 1), 0);

beforeAll(() => {
  const require = createRequire(import.meta.url);
  configureQrReader({ wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) });
});

describe('decoders throw only EngineError (fixed seed)', () => {
  for (const e of ENTRIES) {
    const share = (e.weight ?? 1) / total;
    it(`${e.subpath}: ${e.label ?? e.names[0]}`, async () => {
      await fuzz(e, { seed: SEED, runs: 200 * (e.weight ?? 1), timeLimitMs: BUDGET_MS * share });
    });
  }
});
