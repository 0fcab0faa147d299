import { defineTools } from '../types.ts';

/** Tools of the hash family. A tool is listed here only once its page is finished. */
export const hashTools = defineTools([]);
