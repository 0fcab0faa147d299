/// <reference lib="webworker" />
import { LifeGrid, type LifeRule } from '@tinkerbox/engine/games';
import { expose } from '../../lib/worker/expose.ts';
import type { WorkerProtocol } from '../../lib/worker/protocol.ts';

/** Steps big boards off the main thread. The cells travel as transferred buffers, never copied. */
export interface LifeStepJob {
  cells: Uint32Array;
  width: number;
  height: number;
  rule: LifeRule;
  wrap: boolean;
  generations: number;
}

export interface LifeStepResult {
  cells: Uint32Array;
  generations: number;
  population: number;
  ms: number;
}

export type LifeProtocol = WorkerProtocol<LifeStepJob, never, LifeStepResult>;

expose<LifeProtocol>(({ cells, width, height, rule, wrap, generations }, ctx) => {
  const t0 = performance.now();
  const grid = LifeGrid.fromCells(width, height, cells, { rule, wrap });
  grid.step(generations);
  ctx.transferResult([grid.cells.buffer]);
  return { cells: grid.cells, generations, population: grid.population(), ms: performance.now() - t0 };
});
