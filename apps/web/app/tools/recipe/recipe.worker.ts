/// <reference lib="webworker" />
import { expose } from '../../lib/worker/expose.ts';
import type { StageWorker } from './recipe.pipeline.ts';
import type { RecipeProtocol } from './recipe.protocol.ts';
import { runRecipeJob } from './recipe.run.ts';

// A streamed file's later steps run in stage workers started from here (decision 0182); they end with
// this worker when the page replaces it.
const spawn = () =>
  new Worker(new URL('./recipe-stage.worker.ts', import.meta.url), { type: 'module' }) as unknown as StageWorker;

expose<RecipeProtocol>((job, ctx) => runRecipeJob(job, ctx, { spawn, cores: navigator.hardwareConcurrency || 1 }));
