/** Shared by ton, xrp and ada benches: best-of-rounds throughput and the Markdown table they print. */

/** Best throughput (ops/s) of `fn` over rounds sized to take about `budget` ms. */
export function best(fn: () => unknown, budget = 700): number {
  const t0 = performance.now();
  fn();
  const once = Math.max(performance.now() - t0, 0.0005);
  const inner = Math.max(1, Math.floor(5 / once));
  const rounds = Math.max(5, Math.min(300, Math.floor(budget / (once * inner))));
  let b = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    for (let i = 0; i < inner; i++) fn();
    b = Math.min(b, (performance.now() - t) / inner);
  }
  return 1000 / b;
}

/** [our operation, ours, reference name, reference] */
export type BenchCase = [string, () => unknown, string, () => unknown];

/** Measures each case interleaved with its reference (three rounds each) and prints a Markdown table. */
export function printBenchTable(cases: readonly BenchCase[]): void {
  console.log('| operation | ours (ops/s) | reference | reference (ops/s) | ratio |');
  console.log('|:---|---:|:---|---:|---:|');
  for (const [name, ours, refName, ref] of cases) {
    let o = 0;
    let r = 0;
    for (let k = 0; k < 3; k++) {
      o = Math.max(o, best(ours));
      r = Math.max(r, best(ref));
    }
    console.log(`| ${name} | ${o.toFixed(0)} | ${refName} | ${r.toFixed(0)} | ${(o / r).toFixed(2)} |`);
  }
}
