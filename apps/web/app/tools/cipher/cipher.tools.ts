import { defineTools } from '../types.ts';

/** Tools of the cipher family. A tool is listed here only once its page is finished. */
export const cipherTools = defineTools([]);
