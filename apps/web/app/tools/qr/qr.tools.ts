import { defineTools } from '../types.ts';

/** Tools of the qr family. A tool is listed here only once its page is finished. */
export const qrTools = defineTools([]);
