export type { EngineErrorCode } from './errors.ts';
export { EngineError, isEngineError } from './errors.ts';
export type { BytesOrText } from './input.ts';
