import { defineTools } from '../types.ts';

/** Tools of the games family. A tool is listed here only once its page is finished. */
export const gamesTools = defineTools([]);
