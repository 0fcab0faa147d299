/**
 * Life generations per second on a 1024 x 1024 random soup (density 0.5, torus): the engine's
 * bit-sliced stepper against the plain byte-per-cell reference in test/games/life-reference.ts, in the
 * same process. Prints a Markdown table. BENCH_FULL=1 also runs 2048 x 2048.
 *
 * Run: pnpm exec tsx bench/games.bench.ts
 */
import { LifeGrid, mulberry32, parseRule } from '../src/games/index.ts';
import { ReferenceLife } from '../test/games/life-reference.ts';

function gensPerSecond(step: () => void, budgetMs: number): number {
  step(); // warm-up
  let gens = 0;
  const start = performance.now();
  let now = start;
  while (now - start < budgetMs) {
    step();
    gens++;
    now = performance.now();
  }
  return (gens * 1000) / (now - start);
}

function soup(size: number, rule: string) {
  const r = parseRule(rule);
  const fast = new LifeGrid(size, size, { rule: r, wrap: true });
  const list = (mask: number) => [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((n) => mask & (1 << n));
  const ref = new ReferenceLife(size, size, list(r.birth), list(r.survive), true);
  const random = mulberry32(20260101);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const alive = random() < 0.5;
      fast.set(x, y, alive);
      ref.cells[y * size + x] = alive ? 1 : 0;
    }
  }
  return { fast, ref };
}

const sizes = process.env.BENCH_FULL === '1' ? [1024, 2048] : [1024];
const rows: string[] = [];
for (const size of sizes) {
  for (const rule of ['B3/S23', 'B36/S23']) {
    const { fast, ref } = soup(size, rule);
    // Same start, same generations: the two must agree before their speeds mean anything.
    fast.step(3);
    for (let i = 0; i < 3; i++) ref.step();
    for (let i = 0; i < size * size; i += 997) {
      const x = i % size;
      const y = Math.floor(i / size);
      if (fast.get(x, y) !== (ref.cells[i] === 1)) throw new Error(`mismatch at ${x},${y}`);
    }
    const refRate = gensPerSecond(() => ref.step(), 6000);
    const fastRate = gensPerSecond(() => fast.step(), 4000);
    rows.push(
      `| ${size} x ${size} | ${rule} | ${fastRate.toFixed(0)} | ${refRate.toFixed(1)} | ${(fastRate / refRate).toFixed(1)}x |`,
    );
  }
}

console.log(`## Life stepper (Node ${process.version})\n`);
console.log('| board | rule | engine gen/s | reference gen/s | ratio |');
console.log('|:--|:--|--:|--:|--:|');
for (const r of rows) console.log(r);
