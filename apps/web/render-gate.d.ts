import type { RequestHandler } from 'express';

export class RenderGateFull extends Error {}
export interface RenderGate {
  acquire(signal?: AbortSignal): Promise<void>;
  release(): void;
  run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  middleware: RequestHandler;
  stats(): { active: number; waiting: number; shed: number };
}
export function renderGate(o?: { concurrency?: number; queue?: number }): RenderGate;
