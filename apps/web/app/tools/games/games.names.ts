import { defineMessages } from '../../i18n/define.ts';
import type { gamesTools } from './games.tools.ts';

type Id = (typeof gamesTools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const gamesNames = defineMessages<Record<Id, { name: string; description: string }>>(
  {
    tetris: {
      name: 'Tetris',
      description: 'Classic falling blocks with SRS rotation, hold, next pieces, ghost and Guideline scoring.',
    },
    life: {
      name: 'Game of Life',
      description: "Conway's Game of Life and other B/S rules: draw, play, import and export RLE patterns.",
    },
  },
  {
    zh_Hans_CN: {
      tetris: { name: '俄罗斯方块', description: '经典俄罗斯方块：SRS 旋转、暂存、预览、落点提示和标准计分。' },
      life: { name: '生命游戏', description: '康威生命游戏及其他 B/S 规则：绘制、运行，导入导出 RLE 图案。' },
    },
    zh_Hant_HK: {
      tetris: { name: '俄羅斯方塊', description: '經典俄羅斯方塊：SRS 旋轉、暫存、預覽、落點提示和標準計分。' },
      life: { name: '生命遊戲', description: '康威生命遊戲及其他 B/S 規則：繪製、執行，匯入匯出 RLE 圖案。' },
    },
  },
);
