import type { FamilySearch } from '../types.ts';
import type { recipeTools } from './recipe.tools.ts';

/** Search words of the recipe family's tools: only search (the home page, the command palette) loads them. */
export const recipeSearch = {
  recipe: {
    keywords: [
      'recipe',
      'chain',
      'pipeline',
      'cyberchef',
      'magic',
      'operations',
      '配方',
      '操作链',
      '操作鏈',
      '流水线',
      '管線',
    ],
  },
} as const satisfies FamilySearch<(typeof recipeTools)[number]['id']>;
