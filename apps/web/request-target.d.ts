export const MAX_PATH_LENGTH: number;
export const MAX_SEGMENTS: number;
/** The path as a page would be named (decoded, dot segments and empty segments removed); null when malformed. */
export function cleanPath(path: string): string | null;
/** The answer for a request that cannot be a page (or null), after putting an absolute-form target in origin form. */
export function screenRequest(req: import('node:http').IncomingMessage): { status: number; text: string } | null;
