/** A run of differences: x[x0..x1) is replaced by y[y0..y1). */
export interface Hunk {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * Myers' O(ND) difference of two lists (E. W. Myers, "An O(ND) Difference Algorithm and Its
 * Variations", 1986) as runs of differing items, or null when more than `maxEdits` edits would be
 * needed. Memory grows with maxEdits squared.
 */
export function diffLists(x: readonly string[], y: readonly string[], maxEdits: number): Hunk[] | null {
  const n = x.length;
  const m = y.length;
  const max = Math.min(n + m, maxEdits);
  const off = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d++) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      let px =
        k === -d || (k !== d && (v[off + k - 1] as number) < (v[off + k + 1] as number))
          ? (v[off + k + 1] as number)
          : (v[off + k - 1] as number) + 1;
      let py = px - k;
      while (px < n && py < m && x[px] === y[py]) {
        px++;
        py++;
      }
      v[off + k] = px;
      if (px >= n && py >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return null;
  // Walk back through the trace, collecting single-token edits, then merge neighbours into runs.
  const edits: { x: number; y: number; del: boolean }[] = [];
  let px = n;
  let py = m;
  for (let d = found; d > 0; d--) {
    const w = trace[d] as Int32Array;
    const k = px - py;
    const down = k === -d || (k !== d && (w[off + k - 1] as number) < (w[off + k + 1] as number));
    const pk = down ? k + 1 : k - 1;
    const sx = w[off + pk] as number;
    const sy = sx - pk;
    while (px > sx + (down ? 0 : 1) && py > sy + (down ? 1 : 0)) {
      px--;
      py--;
    }
    edits.push(down ? { x: sx, y: sy, del: false } : { x: sx, y: sy, del: true });
    px = sx;
    py = sy;
  }
  edits.reverse();
  const hunks: Hunk[] = [];
  for (const e of edits) {
    const h = hunks[hunks.length - 1];
    const x1 = e.del ? e.x + 1 : e.x;
    const y1 = e.del ? e.y : e.y + 1;
    if (h && h.x1 === e.x && h.y1 === e.y) {
      h.x1 = x1;
      h.y1 = y1;
    } else hunks.push({ x0: e.x, x1, y0: e.y, y1 });
  }
  return hunks;
}
