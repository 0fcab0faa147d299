import { BinaryParser } from 'ripple-binary-codec/dist/serdes/binary-parser.js';

// ripple-binary-codec 2.11.0 (the newest) moves its BinaryParser forward with `this.bytes.slice(n)`,
// which copies everything left after every field header and value it reads: a blob of n bytes costs
// O(n²), 10-16 s for 600 KB of junk on /xrptools (issue 40). A view (`subarray`) moves forward without
// copying, so reading is linear; values are still copied out by `read` (`slice(0, n)`), so nothing that
// a decoded value holds shares the caller's buffer. Same checks, same messages. Decision 0156.

let installed = false;

/** Makes the codec's parser advance through a view instead of a copy, once. Idempotent. */
export function installLinearXrpParser(): void {
  if (installed) return;
  installed = true;
  // `bytes` is private in the codec's types, and the only state the parser has
  BinaryParser.prototype.skip = function skip(this: BinaryParser, n: number): void {
    const self = this as unknown as { bytes: Uint8Array };
    if (n < 0) throw new Error(`skip: negative length ${n}`);
    if (n > self.bytes.byteLength) {
      throw new Error(`skip: requested ${n} bytes but only ${self.bytes.byteLength} available`);
    }
    self.bytes = self.bytes.subarray(n);
  };
}
