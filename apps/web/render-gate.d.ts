import type { RequestHandler } from 'express';

export class RenderGateFull extends Error {}
export interface RenderGate {
  acquire(signal?: AbortSignal): Promise<void>;
  release(): void;
  run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  middleware: RequestHandler;
  stats(): { active: number; waiting: number; shed: number };
  /** Renders are waiting or every slot is taken, and no slot was taken or given back for `ms`. */
  stuck(ms: number): boolean;
}
export function renderGate(o?: { concurrency?: number; queue?: number; now?: () => number }): RenderGate;
/** A signal that aborts when the client's connection closes before the answer is complete (at once if it has). */
export function clientGone(res: import('node:http').ServerResponse): AbortSignal;
