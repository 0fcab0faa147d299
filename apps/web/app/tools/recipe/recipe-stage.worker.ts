/// <reference lib="webworker" />
import { type StageScope, serveStage } from './recipe.pipeline.ts';

// One stage of a streamed recipe's pipeline: some of its steps, between two links (decision 0182).
serveStage(self as unknown as StageScope);
