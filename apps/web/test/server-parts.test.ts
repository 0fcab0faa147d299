import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedLines } from '../server-app.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('batchedLines', () => {
  it('writes the lines of one interval together, at once when they pass maxBytes, and on flush', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const log = batchedLines((t) => writes.push(t), { delayMs: 100, maxBytes: 20 });
    log.line('a');
    log.line('b');
    expect(writes).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(writes).toEqual(['a\nb\n']);
    log.line('0123456789');
    log.line('0123456789');
    expect(writes).toEqual(['a\nb\n', '0123456789\n0123456789\n']);
    log.line('c');
    log.flush();
    expect(writes).toEqual(['a\nb\n', '0123456789\n0123456789\n', 'c\n']);
    log.flush();
    vi.advanceTimersByTime(1000);
    expect(writes).toHaveLength(3);
  });
});
