import type { HandedRecipe } from '../../shell/continue-in-recipe.tsx';
import type { ChschtJob } from './chscht.protocol.ts';

// "Continue in a recipe" for /chscht: the conversion as `convert-chinese` (OpenCC's configuration name),
// the text as the recipe's input. The visitor's own mappings have no argument: no link while there are
// any. chscht.recipe.test.ts runs it through the engine's operation against the page's worker job.

/** The conversion as a recipe; null with custom mappings. */
export function chschtRecipe(job: ChschtJob): HandedRecipe | null {
  if (job.custom.trim() !== '') return null;
  return {
    steps: [{ op: 'convert-chinese', args: { conversion: job.conversion === 's2t' ? undefined : job.conversion } }],
    input: job.text,
  };
}
