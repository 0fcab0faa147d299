/**
 * A deliberately plain Life stepper, one byte per cell and eight neighbour look-ups per cell, written
 * independently of src/games/life.ts. The tests compare the fast stepper against it and the benchmark
 * uses it as the reference.
 */
export class ReferenceLife {
  cells: Uint8Array;
  private next: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly birth: readonly number[] = [3],
    readonly survive: readonly number[] = [2, 3],
    readonly wrap = true,
  ) {
    this.cells = new Uint8Array(width * height);
    this.next = new Uint8Array(width * height);
  }

  get(x: number, y: number): number {
    if (this.wrap) {
      x = (x + this.width) % this.width;
      y = (y + this.height) % this.height;
    } else if (x < 0 || y < 0 || x >= this.width || y >= this.height) {
      return 0;
    }
    return this.cells[y * this.width + x] as number;
  }

  step(): void {
    const { width: w, height: h, wrap, cells, next } = this;
    const rows = [0, 0, 0];
    const cols = [0, 0, 0];
    for (let y = 0; y < h; y++) {
      // Neighbour rows, or -1 for a row outside an open board.
      const up = y > 0 ? y - 1 : wrap ? h - 1 : -1;
      const down = y < h - 1 ? y + 1 : wrap ? 0 : -1;
      for (let x = 0; x < w; x++) {
        const left = x > 0 ? x - 1 : wrap ? w - 1 : -1;
        const right = x < w - 1 ? x + 1 : wrap ? 0 : -1;
        let n = 0;
        rows[0] = up;
        rows[1] = y;
        rows[2] = down;
        cols[0] = left;
        cols[1] = x;
        cols[2] = right;
        for (let i = 0; i < 3; i++) {
          const row = rows[i] as number;
          if (row < 0) continue;
          for (let j = 0; j < 3; j++) {
            const col = cols[j] as number;
            // On a torus narrower than 3 a neighbour can be the same cell twice: count it each time.
            if (col < 0 || (i === 1 && j === 1)) continue;
            n += cells[row * w + col] as number;
          }
        }
        const alive = cells[y * w + x] === 1;
        next[y * w + x] = (alive ? this.survive.includes(n) : this.birth.includes(n)) ? 1 : 0;
      }
    }
    this.cells = next;
    this.next = cells;
  }
}
