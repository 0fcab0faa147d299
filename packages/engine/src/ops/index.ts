export { bytesArg } from './args.ts';
export type { ChineseConverter } from './data-ops.ts';
export { provideChineseConversion } from './data-ops.ts';
export type { DetectedRecipe, DetectOptions } from './detect.ts';
export { detect } from './detect.ts';
export type { ParsedStep, RecipeLink } from './recipe.ts';
export { formatRecipe, parseRecipe, readRecipeLink, recipeLink } from './recipe.ts';
export { getOperation, hashOpId, listOperations } from './registry.ts';
export { createRecipeStream, recipeStreams, runRecipe } from './run.ts';
export type {
  OpArg,
  OpArgKind,
  OpArgs,
  OpArgValue,
  OpContext,
  OpDataKind,
  Operation,
  OpTransform,
  RecipeStep,
} from './types.ts';
