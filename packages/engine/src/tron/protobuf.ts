/**
 * Just enough protobuf wire format to split a TRON `Transaction` into raw_data and signatures and to
 * read the contract type; tronweb decodes everything else. (tronweb keeps its generated protobuf
 * classes behind a global, not an export.)
 */

export interface Field {
  no: number;
  wire: number;
  /** varint value (wire 0) */
  int?: bigint;
  /** bytes (wire 2) */
  bytes?: Uint8Array;
}

function varint(b: Uint8Array, o: number): [bigint, number] {
  let v = 0n;
  let shift = 0n;
  for (let i = o; i < b.length && i < o + 10; i++) {
    const x = b[i] as number;
    v |= BigInt(x & 0x7f) << shift;
    if ((x & 0x80) === 0) return [v, i + 1];
    shift += 7n;
  }
  throw new RangeError('truncated varint');
}

/** Top-level fields of a message; throws RangeError on malformed bytes. */
export function fields(b: Uint8Array): Field[] {
  const out: Field[] = [];
  let o = 0;
  while (o < b.length) {
    const [key, o1] = varint(b, o);
    const no = Number(key >> 3n);
    const wire = Number(key & 7n);
    if (no === 0) throw new RangeError('field number 0');
    if (wire === 0) {
      const [v, o2] = varint(b, o1);
      out.push({ no, wire, int: v });
      o = o2;
    } else if (wire === 2) {
      const [len, o2] = varint(b, o1);
      const end = o2 + Number(len);
      if (end > b.length) throw new RangeError('length past the end');
      out.push({ no, wire, bytes: b.subarray(o2, end) });
      o = end;
    } else if (wire === 1) {
      if (o1 + 8 > b.length) throw new RangeError('truncated fixed64');
      out.push({ no, wire });
      o = o1 + 8;
    } else if (wire === 5) {
      if (o1 + 4 > b.length) throw new RangeError('truncated fixed32');
      out.push({ no, wire });
      o = o1 + 4;
    } else throw new RangeError(`wire type ${wire}`);
  }
  return out;
}

function writeVarint(n: number, out: number[]): void {
  let v = n;
  while (v > 0x7f) {
    out.push((v & 0x7f) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
}

/** A `Transaction` message: raw_data (field 1) then each signature (field 2). */
export function encodeTransaction(raw: Uint8Array, signatures: readonly Uint8Array[]): Uint8Array {
  const head: number[] = [];
  const parts: Uint8Array[] = [];
  const put = (no: number, bytes: Uint8Array) => {
    const h: number[] = [];
    writeVarint((no << 3) | 2, h);
    writeVarint(bytes.length, h);
    parts.push(Uint8Array.from(h), bytes);
  };
  put(1, raw);
  for (const s of signatures) put(2, s);
  const total = parts.reduce((n, p) => n + p.length, head.length);
  const out = new Uint8Array(total);
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
