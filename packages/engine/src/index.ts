export type { EngineErrorCode } from './errors.ts';
export { EngineError, isEngineError } from './errors.ts';
