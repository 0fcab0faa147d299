import { defineTools } from '../types.ts';

/** Tools of the recipe family. Operations chained over one input (issue 41). */
export const recipeTools = defineTools()([
  {
    id: 'recipe',
    path: '/recipe',
    category: 'programming',
  },
]);
