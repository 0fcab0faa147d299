/**
 * Seeds for the fuzz suite: every string in the test vectors (packages/engine/test/vectors/**), so the
 * mutations start from real transactions, addresses, ciphertexts and documents, plus the mutations
 * that found escapes before (issue 19): flipped characters, truncation, splices, odd lengths, base64
 * letters in hex, 4,097-character inputs, lone surrogates and deep nesting.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';

const VECTORS = join(import.meta.dirname, '../vectors');

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
}

function leaves(v: unknown, out: Set<string>): void {
  if (typeof v === 'string') {
    if (v.length > 0 && v.length <= 20_000) out.add(v);
  } else if (Array.isArray(v)) {
    for (const x of v) leaves(x, out);
  } else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      // the sources and notes are prose, not inputs
      if (k !== 'source' && k !== 'note' && k !== 'description') leaves(x, out);
    }
  }
}

const cache = new Map<string, string[]>();

/** Every string leaf of the vector files under test/vectors/<domain> (JSON files only), sorted. */
export function vectorStrings(domain: string): string[] {
  let got = cache.get(domain);
  if (got) return got;
  const files: string[] = [];
  walk(join(VECTORS, domain), files);
  const set = new Set<string>();
  for (const f of files) {
    if (!f.endsWith('.json') || f.includes('JSONTestSuite')) continue;
    try {
      leaves(JSON.parse(readFileSync(f, 'utf8')), set);
    } catch {
      // a vector file that is not JSON (none today) simply gives no seeds
    }
  }
  got = [...set].sort();
  cache.set(domain, got);
  return got;
}

/** The JSONTestSuite parsing files (nst/JSONTestSuite, MIT) as raw bytes, y_, n_ and i_ alike. */
export function jsonSuiteFiles(): Uint8Array[] {
  const dir = join(VECTORS, 'json/JSONTestSuite/test_parsing');
  return readdirSync(dir)
    .sort()
    .filter((f) => f.endsWith('.json'))
    .map((f) => new Uint8Array(readFileSync(join(dir, f))));
}

/** Whole JSON vector documents as text (every .json file of a domain). */
export function vectorDocuments(domain: string): string[] {
  const files: string[] = [];
  walk(join(VECTORS, domain), files);
  return files.filter((f) => f.endsWith('.json') && !f.includes('JSONTestSuite')).map((f) => readFileSync(f, 'utf8'));
}

const odd = ['\uD800', '\uDFFF', '\u0000', '\uFFFD', '\uFEFF', '💩', '=', '-', '_', '+', '/', '%', '&', '#', ' ', '\n'];
/** Characters the mutations insert: hex and base64 letters, separators, controls, lone surrogates. */
const char = fc.oneof(
  fc.constantFrom(...'0123456789abcdefABCDEFxXgGzZ+/=-_.:,;"\'{}[]()<>\\ \t\r\n'.split('')),
  fc.constantFrom(...odd),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
);

/** A seed string changed the ways decoders have broken before. */
export function mutate(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const pos = fc.nat();
  return fc.oneof(
    base,
    // flip one character
    fc.tuple(base, pos, char).map(([s, p, c]) => {
      const i = s.length ? p % s.length : 0;
      return s.slice(0, i) + c + s.slice(i + 1);
    }),
    // truncate (often to an odd length)
    fc.tuple(base, pos).map(([s, p]) => s.slice(0, s.length ? p % s.length : 0)),
    // drop one character
    fc.tuple(base, pos).map(([s, p]) => {
      const i = s.length ? p % s.length : 0;
      return s.slice(0, i) + s.slice(i + 1);
    }),
    // splice two seeds
    fc.tuple(base, base, pos, pos).map(([a, b, p, q]) => a.slice(0, p % (a.length + 1)) + b.slice(q % (b.length + 1))),
    // insert a few odd characters
    fc.tuple(base, pos, fc.array(char, { minLength: 1, maxLength: 4 })).map(([s, p, cs]) => {
      const i = p % (s.length + 1);
      return s.slice(0, i) + cs.join('') + s.slice(i);
    }),
    // case change (hex and base64 react differently)
    fc.tuple(base, fc.boolean()).map(([s, up]) => (up ? s.toUpperCase() : s.toLowerCase())),
    // prefixes and wrappers
    fc.tuple(base, fc.constantFrom('0x', '0X', ' ', '"', '[', '{', 'data:,', '\uFEFF')).map(([s, p]) => p + s),
    // huge: past every length check (4,097 characters and more)
    fc
      .tuple(base, fc.integer({ min: 4097, max: 9000 }))
      .map(([s, n]) => (s || 'a').repeat(Math.ceil(n / (s.length || 1))).slice(0, n)),
  );
}

/** Mutated vector strings of some domains, mixed with short random text. */
export function textFrom(...domains: string[]): fc.Arbitrary<string> {
  const seeds = domains.flatMap(vectorStrings);
  const base = seeds.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...seeds) }, fc.string()) : fc.string();
  return fc.oneof(
    { weight: 4, arbitrary: mutate(base) },
    fc.string({ unit: 'binary', maxLength: 64 }),
    fc.string({ unit: 'grapheme', maxLength: 64 }),
  );
}

function isHexText(s: string): boolean {
  return s.length >= 2 && s.length % 2 === 0 && /^(0x)?[0-9a-fA-F]+$/.test(s);
}

function hexToBytes(s: string): Uint8Array {
  const h = s.replace(/^0x/, '');
  const out = new Uint8Array(h.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(h.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/** Bytes from the hex strings in some domains' vectors, with bit flips, truncation and splices. */
export function bytesFrom(...domains: string[]): fc.Arbitrary<Uint8Array> {
  const seeds = domains.flatMap(vectorStrings).filter(isHexText).map(hexToBytes);
  const base = seeds.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...seeds) }, fc.uint8Array({ maxLength: 64 }))
    : fc.uint8Array({ maxLength: 64 });
  const pos = fc.nat();
  return fc.oneof(
    base,
    fc.tuple(base, pos, fc.integer({ min: 0, max: 7 })).map(([b, p, bit]) => {
      const c = b.slice();
      if (c.length) c[p % c.length] = (c[p % c.length] as number) ^ (1 << bit);
      return c;
    }),
    fc.tuple(base, pos).map(([b, p]) => b.slice(0, b.length ? p % b.length : 0)),
    fc.tuple(base, pos, fc.uint8Array({ minLength: 1, maxLength: 8 })).map(([b, p, ins]) => {
      const i = p % (b.length + 1);
      const c = new Uint8Array(b.length + ins.length);
      c.set(b.subarray(0, i));
      c.set(ins, i);
      c.set(b.subarray(i), i + ins.length);
      return c;
    }),
    fc.tuple(base, base, pos).map(([a, b, p]) => {
      const i = p % (a.length + 1);
      const c = new Uint8Array(i + b.length);
      c.set(a.subarray(0, i));
      c.set(b, i);
      return c;
    }),
  );
}

/** Arrays and objects nested around 1,000 levels (the JSON depth limit), valid or cut short. */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 900, max: 1100 }),
    fc.constantFrom('[', '{"a":', '[{"k":'),
    fc.boolean(),
    fc.constantFrom('1', '"x"', '[]', ''),
  )
  .map(([d, open, closed, leaf]) => {
    const close = open === '[' ? ']' : open === '{"a":' ? '}' : '}]';
    return open.repeat(d) + leaf + (closed ? close.repeat(d) : close.repeat(d >> 1));
  });
