import { defineTools } from '../types.ts';

/** Tools of the json family. A tool is listed here only once its page is finished. */
export const jsonTools = defineTools([]);
