import { defineTools } from '../types.ts';

/** Tools of the encoding family. A tool is listed here only once its page is finished. */
export const encodingTools = defineTools([]);
