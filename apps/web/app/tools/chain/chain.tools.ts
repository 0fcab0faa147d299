import { defineTools } from '../types.ts';

/** Tools of the chain family. A tool is listed here only once its page is finished. */
export const chainTools = defineTools([]);
