import type { FamilySearch } from '../types.ts';
import type { gamesTools } from './games.tools.ts';

/** Search words of the games family's tools: only search (the home page, the command palette) loads them. */
export const gamesSearch = {
  tetris: { keywords: ['tetris', 'tetromino', 'block', 'puzzle', 'game', '俄罗斯方块', '俄羅斯方塊', '游戏', '遊戲'] },
  life: {
    keywords: [
      'game of life',
      'conway',
      'cellular automaton',
      'rle',
      'glider',
      'highlife',
      '生命游戏',
      '生命遊戲',
      '细胞自动机',
      '細胞自動機',
    ],
  },
} as const satisfies FamilySearch<(typeof gamesTools)[number]['id']>;
