import { defineTools } from '../types.ts';

/** Tools of the games family. A tool is listed here only once its page is finished. */
export const gamesTools = defineTools()([
  {
    id: 'tetris',
    path: '/tetris',
    category: 'games',
    keywords: ['tetris', 'tetromino', 'block', 'puzzle', 'game', '俄罗斯方块', '俄羅斯方塊', '游戏', '遊戲'],
    page: 'tetris',
  },
  {
    id: 'life',
    path: '/life',
    category: 'games',
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
    page: 'life',
  },
]);
