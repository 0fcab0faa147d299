import { concatBytes } from '../cipher/bytes.ts';
import { getOperation } from './registry.ts';
import type { DetectedRecipe, DetectOptions, OpArgs, RecipeStep } from './types.ts';

// Detect's search: breadth first over the registry's own decoders (so a proposal runs as the recipe it
// names), each tried only where its input looks like its encoding, on a bounded sample.

interface Node {
  readonly bytes: Uint8Array;
  /** The bytes are the start of something longer (the input or a step's output was cut to the sample). */
  readonly partial: boolean;
  readonly steps: readonly RecipeStep[];
  readonly parent: Node | undefined;
}

interface Judgement {
  readonly score: number;
  readonly kind: DetectedRecipe['kind'];
  readonly format?: string;
}

const MAGIC: readonly [string, (b: Uint8Array) => boolean][] = [
  ['gzip', (b) => b[0] === 0x1f && b[1] === 0x8b && b[2] === 8],
  [
    'zlib',
    (b) =>
      b.length > 2 &&
      ((b[0] as number) & 0x0f) === 8 &&
      (b[0] as number) >> 4 <= 7 &&
      ((b[0] as number) * 256 + (b[1] as number)) % 31 === 0,
  ],
  ['png', (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47],
  ['jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['gif', (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38],
  ['pdf', (b) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46],
  ['zip', (b) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 3 && b[3] === 4],
];

const magicOf = (b: Uint8Array) => MAGIC.find(([, is]) => is(b))?.[0];

/** The bytes as UTF-8 text, or undefined; a partial sample may end inside a character. */
function textOf(b: Uint8Array, partial: boolean): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(b, { stream: partial });
  } catch {
    return undefined;
  }
}

/** C0 controls other than tab, LF and CR, DEL, C1 controls, U+FFFD and unpaired surrogates. */
const unprintable = (cp: number) =>
  (cp < 0x20 && cp !== 9 && cp !== 10 && cp !== 13) ||
  (cp >= 0x7f && cp <= 0x9f) ||
  cp === 0xfffd ||
  (cp >= 0xd800 && cp <= 0xdfff);

function judge(node: Node): Judgement {
  const format = magicOf(node.bytes);
  if (format) return { score: 0.7, kind: 'file', format };
  const text = textOf(node.bytes, node.partial);
  if (text === undefined || text.length === 0) return { score: 0, kind: 'text' };
  const trimmed = text.trim();
  if (!node.partial && /^[[{]/.test(trimmed)) {
    try {
      JSON.parse(trimmed);
      return { score: 1, kind: 'json' };
    } catch {
      // not JSON: judged as text
    }
  }
  let chars = 0;
  let bad = 0;
  for (const c of text) {
    chars++;
    if (unprintable(c.codePointAt(0) as number)) bad++;
  }
  return { score: (chars - bad) / chars, kind: 'text' };
}

interface Decoder {
  readonly op: string;
  readonly args?: OpArgs;
  /** Whether the decoder can read a sample (a stream): the others need the whole input. */
  readonly streams: boolean;
  /** Whether the node (its bytes, and its text when it is UTF-8) looks like this encoding. */
  readonly accepts: (bytes: Uint8Array, text: string | undefined) => boolean;
}

const squeeze = (t: string) => t.replace(/\s+/g, '');
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*[_-][A-Za-z0-9_-]*={0,2}$/;

const DECODERS: readonly Decoder[] = [
  {
    op: 'gunzip',
    streams: true,
    accepts: (b) => magicOf(b) === 'gzip',
  },
  {
    op: 'zlib-inflate',
    streams: true,
    accepts: (b) => magicOf(b) === 'zlib',
  },
  {
    op: 'jwt-decode',
    streams: false,
    accepts: (_, t) => t !== undefined && /^eyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*$/.test(t.trim()),
  },
  {
    op: 'from-hex',
    streams: true,
    accepts: (_, t) => {
      if (t === undefined) return false;
      const s = t.replace(/[\s,:]|0x|\\x|%/gi, '');
      return s.length >= 4 && s.length % 2 === 0 && /^[0-9a-f]+$/i.test(s);
    },
  },
  {
    op: 'from-base64',
    streams: true,
    accepts: (_, t) => {
      if (t === undefined) return false;
      const s = squeeze(t);
      return s.length >= 4 && s.length % 4 !== 1 && BASE64.test(s) && !/^[0-9a-f]+$/i.test(s);
    },
  },
  {
    op: 'from-base64url',
    streams: true,
    accepts: (_, t) => {
      if (t === undefined) return false;
      const s = squeeze(t);
      return s.length >= 4 && s.length % 4 !== 1 && BASE64URL.test(s);
    },
  },
  {
    op: 'from-base32',
    streams: false,
    accepts: (_, t) =>
      t !== undefined && /^(?:[A-Z2-7]{8})*[A-Z2-7]{2,8}=*$/.test(squeeze(t)) && squeeze(t).length >= 8,
  },
  {
    op: 'from-base58',
    streams: false,
    accepts: (_, t) => t !== undefined && /^[1-9A-HJ-NP-Za-km-z]{6,2800}$/.test(t.trim()),
  },
  {
    op: 'from-base85',
    streams: false,
    accepts: (_, t) => t !== undefined && /^<~[!-u\sz]*~>$/.test(t.trim()),
  },
  {
    op: 'url-decode',
    streams: false,
    accepts: (_, t) => t !== undefined && /%[0-9a-f]{2}/i.test(t) && !/\s/.test(t.trim()),
  },
  {
    op: 'from-quoted-printable',
    streams: false,
    accepts: (_, t) => t !== undefined && /=(?:[0-9A-F]{2}|\r?\n)/.test(t) && /^[\t\n\r -~]*$/.test(t),
  },
  {
    op: 'from-html-entity',
    streams: false,
    accepts: (_, t) => t !== undefined && /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i.test(t),
  },
];

const clamp = (v: number | undefined, min: number, max: number, dflt: number, name: string) => {
  const n = v ?? dflt;
  if (!Number.isFinite(n) || n < min || n > max) throw new RangeError(`detect: ${name} must be ${min} to ${max}`);
  return n;
};

/** One decoding of a node's bytes, at most `cap` bytes of output; undefined when it fails. */
async function decode(
  d: Decoder,
  node: Node,
  cap: number,
): Promise<{ bytes: Uint8Array; partial: boolean } | undefined> {
  const operation = getOperation(d.op);
  if (!operation) return undefined;
  const args = defaults(d.op);
  try {
    if (!operation.stream) {
      const out = await operation.run(node.bytes, args);
      return out.length > cap ? { bytes: out.subarray(0, cap), partial: true } : { bytes: out, partial: false };
    }
    const t = await operation.stream(args);
    const parts: Uint8Array[] = [];
    let size = 0;
    // In pieces, so a decompression bomb stops at the cap (one piece inflates to about 1 MB at most).
    for (let at = 0; at < node.bytes.length && size <= cap; at += 1024) {
      for (const p of await t.push(node.bytes.subarray(at, at + 1024))) {
        parts.push(p);
        size += p.length;
      }
    }
    if (size <= cap && !node.partial) {
      for (const p of await t.end()) {
        parts.push(p);
        size += p.length;
      }
    }
    const all = concatBytes(...parts);
    const cut = all.length > cap;
    return { bytes: cut ? all.subarray(0, cap) : all, partial: node.partial || cut };
  } catch {
    return undefined;
  }
}

function defaults(id: string): OpArgs {
  const operation = getOperation(id);
  return Object.fromEntries((operation?.args ?? []).map((a) => [a.id, a.default]));
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The search behind `detect` (see there). */
export async function runDetect(input: Uint8Array, options: DetectOptions): Promise<DetectedRecipe[]> {
  if (!(input instanceof Uint8Array)) throw new TypeError('detect: input must be a Uint8Array');
  options.signal?.throwIfAborted();
  const maxDepth = clamp(options.maxDepth, 1, 6, 3, 'maxDepth');
  const maxAttempts = clamp(options.maxAttempts, 1, 1000, 64, 'maxAttempts');
  const sample = clamp(options.sampleBytes, 64, 4 << 20, 64 << 10, 'sampleBytes');
  const previewBytes = clamp(options.previewBytes, 0, 1 << 20, 1024, 'previewBytes');
  const minScore = clamp(options.minScore, 0, 1, 0.7, 'minScore');
  const root: Node = {
    bytes: input.length > sample ? input.subarray(0, sample) : input,
    partial: input.length > sample,
    steps: [],
    parent: undefined,
  };
  const found: { node: Node; judgement: Judgement }[] = [];
  const seen = new Set<string>();
  const key = (b: Uint8Array) => `${b.length}:${String.fromCharCode(...b.subarray(0, 256))}`;
  seen.add(key(root.bytes));
  let attempts = 0;
  let layer: Node[] = [root];
  for (let depth = 1; depth <= maxDepth && layer.length > 0; depth++) {
    const next: Node[] = [];
    for (const node of layer) {
      const text = textOf(node.bytes, node.partial);
      for (const d of DECODERS) {
        if (attempts >= maxAttempts) break;
        if (!d.streams && node.partial) continue;
        if (!d.accepts(node.bytes, text)) continue;
        options.signal?.throwIfAborted();
        attempts++;
        options.onAttempt?.(d.op, node.bytes.length);
        const out = await decode(d, node, sample);
        if (!out || out.bytes.length === 0 || sameBytes(out.bytes, node.bytes)) continue;
        const k = key(out.bytes);
        if (seen.has(k)) continue;
        seen.add(k);
        const child: Node = { ...out, steps: [...node.steps, { op: d.op }], parent: node };
        const judgement = judge(child);
        if (judgement.score >= minScore) found.push({ node: child, judgement });
        next.push(child);
      }
    }
    layer = next;
  }
  // A result that decodes further into something readable ranks below what it decodes into.
  const decodesFurther = new Set<Node>();
  for (const f of found) for (let p = f.node.parent; p; p = p.parent) decodesFurther.add(p);
  return found
    .map(({ node, judgement }) => ({
      steps: node.steps,
      preview: node.bytes.slice(0, previewBytes),
      score: Math.max(
        0,
        Math.round((judgement.score - 0.02 * (node.steps.length - 1) - (decodesFurther.has(node) ? 0.3 : 0)) * 1000) /
          1000,
      ),
      kind: judgement.kind,
      ...(judgement.format ? { format: judgement.format } : {}),
      partial: node.partial,
    }))
    .sort((a, b) => b.score - a.score || a.steps.length - b.steps.length);
}
