import { defineTools } from '../types.ts';

/** Tools of the language family. A tool is listed here only once its page is finished. */
export const languageTools = defineTools([]);
