/// <reference lib="webworker" />
import { expose } from '../../lib/worker/expose.ts';
import type { RecipeProtocol } from './recipe.protocol.ts';
import { runRecipeJob } from './recipe.run.ts';

expose<RecipeProtocol>(runRecipeJob);
