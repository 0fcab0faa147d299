/// <reference lib="webworker" />
import { LifeGrid, type LifeRule } from '@tinkerbox/engine/games';

/** Steps big boards off the main thread. The cells travel as transferred buffers, never copied. */
export interface LifeStepRequest {
  cells: Uint32Array;
  width: number;
  height: number;
  rule: LifeRule;
  wrap: boolean;
  generations: number;
}

export interface LifeStepResponse {
  cells: Uint32Array;
  generations: number;
  population: number;
  ms: number;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<LifeStepRequest>) => {
  const { cells, width, height, rule, wrap, generations } = e.data;
  const t0 = performance.now();
  const grid = LifeGrid.fromCells(width, height, cells, { rule, wrap });
  grid.step(generations);
  const reply: LifeStepResponse = {
    cells: grid.cells,
    generations,
    population: grid.population(),
    ms: performance.now() - t0,
  };
  scope.postMessage(reply, [grid.cells.buffer]);
};
