import type { HandedRecipe, HandedStep } from '../../shell/continue-in-recipe.tsx';

// "Continue in a recipe" for /jwt's decoder: `jwt-decode` (the payload, as the page's payload box shows
// it), the token as the recipe's input, so the claims go on to a JSON query or a format. The signature is
// not part of it (the operation does not verify). jwt.recipe.test.ts runs it through the engine's
// operation against the page's own decodeJwt.

const STEPS: HandedStep[] = [{ op: 'jwt-decode' }];

/** The decoded token as a recipe: the token read as the page reads it (a Bearer prefix already taken off). */
export function jwtRecipe(token: string): HandedRecipe {
  return { steps: STEPS, input: token };
}
