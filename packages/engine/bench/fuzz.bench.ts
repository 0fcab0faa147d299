/**
 * The fuzz suite's long run (issue 19 item 5): every entry of test/fuzz/entries.ts with FUZZ_RUNS
 * inputs (default 2,000) and no time limit, from a fresh seed each run (printed; FUZZ_SEED replays
 * one). Prints inputs per second and, per decoder, how the inputs ended: returned, EngineError (with
 * the commonest codes), TypeError/RangeError where the entry passes a program's arguments, and known
 * escapes tolerated in files owned elsewhere. Exits non-zero with the smallest failing input when a
 * decoder throws anything else or a round trip breaks. Throughput has no reference implementation
 * to divide by: the inputs/s column is there to see which decoders limit how far a run gets.
 *
 * Run: FUZZ_RUNS=20000 pnpm exec tsx bench/fuzz.bench.ts   (BENCH_ONLY=fuzz pnpm bench)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { configureQrReader } from '../src/qr-reader/index.ts';
import { ENTRIES } from '../test/fuzz/entries.ts';
import { type FuzzStats, fuzz } from '../test/fuzz/harness.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const ONLY = process.env.FUZZ_ONLY;

const require = createRequire(import.meta.url);
configureQrReader({ wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')) });

const fmt = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const rows: FuzzStats[] = [];
let failed = 0;
console.log(`Seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${fmt.format(RUNS)} inputs per decoder weight unit.`);
console.log();
for (const e of ENTRIES) {
  const label = e.label ?? (e.names[0] as string);
  if (ONLY && !`${e.subpath}: ${label}`.includes(ONLY)) continue;
  try {
    rows.push(await fuzz(e, { seed: SEED, runs: RUNS * (e.weight ?? 1) }));
  } catch (err) {
    failed++;
    console.log(`FAILED ${e.subpath}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

const top = (codes: Map<string, number>): string =>
  [...codes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([c, n]) => `${c} ${fmt.format(n)}`)
    .join(', ');

console.log(
  '| decoder | inputs | inputs/s | returned | EngineError | TypeError/RangeError (misuse) | known | commonest codes |',
);
console.log('|:--|--:|--:|--:|--:|--:|--:|:--|');
let inputs = 0;
let ms = 0;
for (const r of rows) {
  inputs += r.inputs;
  ms += r.ms;
  console.log(
    `| ${r.label} | ${fmt.format(r.inputs)} | ${fmt.format((r.inputs / r.ms) * 1000)} | ${fmt.format(r.returned)} | ${fmt.format(r.engineErrors)} | ${fmt.format(r.misuseErrors)} | ${fmt.format(r.knownEscapes)} | ${top(r.codes)} |`,
  );
}
console.log();
console.log(
  `${fmt.format(inputs)} inputs over ${rows.length} entries in ${fmt.format(ms / 1000)} s (${fmt.format((inputs / ms) * 1000)} inputs/s); ${failed} failed.`,
);
if (failed > 0) process.exitCode = 1;
