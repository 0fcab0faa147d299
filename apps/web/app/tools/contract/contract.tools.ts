import { defineTools } from '../types.ts';

/** Tools of the contract family. A tool is listed here only once its page is finished. */
export const contractTools = defineTools([]);
