import { formatRecipe, parseRecipe, runRecipe } from '@tinkerbox/engine/ops';
import { expect } from 'vitest';
import { type HandedInput, type HandedStep, handedBytes, recipeFragment } from '../app/shell/continue-in-recipe.tsx';

/**
 * Runs what a tool page hands to /recipe through the engine's own reader and operations: the text
 * recipeFragment writes must be the canonical one (formatRecipe of what parseRecipe reads), and the
 * output is what the recipe page would show.
 */
export async function runHanded(handed: { steps: readonly HandedStep[]; input: HandedInput }): Promise<Uint8Array> {
  const text = recipeFragment(handed.steps);
  const steps = parseRecipe(text);
  expect(formatRecipe(steps), 'the canonical text, defaults left out').toBe(text);
  return runRecipe(steps, handedBytes(handed.input));
}

export const utf8 = (bytes: Uint8Array) => new TextDecoder('utf-8', { fatal: true }).decode(bytes);
