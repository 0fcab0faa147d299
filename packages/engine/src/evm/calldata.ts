import {
  type Abi,
  type AbiEvent,
  type AbiFunction,
  type AbiParameter,
  decodeEventLog,
  decodeFunctionData,
  getAddress,
  type Hex,
  size,
  slice,
  toEventSelector,
  toFunctionSelector,
} from 'viem';
import { formatAbiItem } from 'viem/utils';
import { EngineError } from '../errors.ts';
import { abiEvents, abiFunctions, formatSignature } from './abi.ts';
import type { CallSource, DecodedCall, DecodedLog, DecodedValue } from './decoded.ts';
import { parseJsonList } from './encode.ts';
import { toHexInput } from './input.ts';
import { type NestedDecoder, unfoldBatch } from './router.ts';
import { commonAbi } from './signatures.ts';

export type { CallSource, DecodedCall, DecodedLog, DecodedValue } from './decoded.ts';

/** Options of {@link decodeCalldata}. */
export interface DecodeOptions {
  /** Signatures found online for unknown selectors, tried after the pasted ABI and the bundled ones. */
  online?: Abi;
}

/** The signatures a decode may use (internal). */
export interface Sources {
  abi?: Abi | undefined;
  online?: Abi | undefined;
}

const MAX_DEPTH = 4;

function paramType(p: AbiParameter): string {
  return p.type;
}

function elementParam(p: AbiParameter): AbiParameter {
  const m = /^(.*)\[\d*\]$/.exec(p.type);
  if (!m) throw new TypeError(`not an array type: ${p.type}`);
  return { ...p, name: '', type: m[1] as string } as AbiParameter;
}

/** One decoded ABI value as {@link DecodedValue}; `bytes` that are calldata are decoded too (internal, shared with revert.ts). */
export function toDecodedValue(p: AbiParameter, v: unknown, name: string, src: Sources, depth: number): DecodedValue {
  const type = paramType(p);
  if (/\]$/.test(type)) {
    const el = elementParam(p);
    const arr = v as readonly unknown[];
    return {
      name,
      type,
      items: arr.map((x, i) => toDecodedValue(el, x, String(i), src, depth)),
    };
  }
  if (type === 'tuple') {
    const comps = (p as { components?: readonly AbiParameter[] }).components ?? [];
    const items = comps.map((c, i) => {
      const raw = Array.isArray(v) ? v[i] : (v as Record<string, unknown>)[c.name ?? String(i)];
      return toDecodedValue(c, raw, c.name || String(i), src, depth);
    });
    return { name, type, items };
  }
  if (typeof v === 'bigint') return { name, type, value: v.toString() };
  if (typeof v === 'boolean') return { name, type, value: v ? 'true' : 'false' };
  if (type === 'address') return { name, type, value: getAddress(v as string) };
  const out: DecodedValue = { name, type, value: String(v) };
  if (type === 'bytes' && typeof v === 'string') nestCall(out, v as Hex, src, depth + 1);
  return out;
}

/**
 * Decodes bytes that may be calldata into `out.call`. Bytes laid out as calldata (a selector and whole
 * 32-byte words) that no known signature has get `out.unknownSelector`, so a page can say so and look
 * the selector up.
 */
function nestCall(out: DecodedValue, data: Hex, src: Sources, depth: number): void {
  if (depth > MAX_DEPTH || size(data) < 4) return;
  let call: DecodedCall | null;
  try {
    call = decodeAt(data, src, depth);
  } catch {
    return; // a known selector whose arguments do not fit: plain bytes
  }
  if (call) out.call = call;
  else if ((size(data) - 4) % 32 === 0) out.unknownSelector = slice(data, 0, 4);
}

// Selector and topic0 indexes, computed once per ABI object (keccak per item is the costly part).
const fnIndex = new WeakMap<Abi, Map<Hex, AbiFunction[]>>();
const evIndex = new WeakMap<Abi, Map<Hex, AbiEvent[]>>();

function indexed<T extends AbiFunction | AbiEvent>(
  cache: WeakMap<Abi, Map<Hex, T[]>>,
  abi: Abi,
  items: (a: Abi) => T[],
  key: (x: T) => Hex,
): Map<Hex, T[]> {
  let m = cache.get(abi);
  if (!m) {
    m = new Map();
    for (const x of items(abi)) {
      const k = key(x);
      m.set(k, [...(m.get(k) ?? []), x]);
    }
    cache.set(abi, m);
  }
  return m;
}

function candidates(selector: Hex, src: Sources): Array<{ fn: AbiFunction; source: CallSource }> {
  const out: Array<{ fn: AbiFunction; source: CallSource }> = [];
  const seen = new Set<string>();
  const sel = (f: AbiFunction) => toFunctionSelector(f);
  const lists: Array<[Abi | undefined, CallSource]> = [
    [src.abi, 'abi'],
    [commonAbi(), 'common'],
    [src.online, 'online'],
  ];
  for (const [list, source] of lists) {
    if (!list) continue;
    for (const fn of indexed(fnIndex, list, abiFunctions, sel).get(selector) ?? []) {
      // The same function from two lists is one candidate (the first list's names win).
      const key = formatAbiItem(fn);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ fn, source });
    }
  }
  return out;
}

function decodeAt(data: Hex, src: Sources, depth: number): DecodedCall | null {
  if (size(data) < 4) throw new EngineError('CALLDATA_TOO_SHORT', 'too short', { size: size(data) });
  const selector = slice(data, 0, 4);
  const found = candidates(selector, src);
  if (found.length === 0) return null;
  const fits: DecodedCall[] = [];
  for (const { fn, source } of found) {
    let decoded: readonly unknown[];
    try {
      decoded = (decodeFunctionData({ abi: [fn], data }).args ?? []) as readonly unknown[];
    } catch {
      continue;
    }
    const args = fn.inputs.map((p, i) => toDecodedValue(p, decoded[i], p.name || String(i), src, depth));
    const nested: NestedDecoder = {
      value: (p, v, name) => toDecodedValue(p, v, name, src, depth + 1),
      bytes: (name, hex) => {
        const out: DecodedValue = { name, type: 'bytes', value: hex };
        nestCall(out, hex, src, depth + 1);
        return out;
      },
      depth,
    };
    unfoldBatch(selector, decoded, args, nested);
    fits.push({ selector, name: fn.name, signature: formatSignature(fn), source, args });
  }
  const [first, ...rest] = fits;
  // Online signatures are guesses from a public database: none fitting leaves the selector unknown.
  if (!first && found.every((f) => f.source === 'online')) return null;
  if (!first) {
    throw new EngineError('DATA_DOES_NOT_FIT', 'does not fit', {
      signature: formatSignature((found[0] as { fn: AbiFunction }).fn),
      size: size(data),
    });
  }
  if (rest.length > 0) first.alternatives = rest;
  return first;
}

/**
 * Decodes calldata with the visitor's ABI, falling back to the bundled common signatures, then to
 * signatures found online (`options.online`). `bytes` arguments that are calldata themselves
 * (multicall, Multicall3, Safe execTransaction and MultiSend, SwapRouter02 multicall) are decoded
 * recursively, up to 4 levels; nested calldata with an unknown selector is marked
 * (`unknownSelector`). Universal Router `execute` gets its commands named and their inputs decoded
 * (see {@link universalRouterCommands}). When several signatures share the selector and fit, the
 * others are in `alternatives`. Returns null when no known signature has the selector (or only
 * online ones that do not fit). Follows the Solidity contract ABI specification.
 *
 * @throws INVALID_HEX for non-hex input; CALLDATA_TOO_SHORT when there is no 4-byte selector;
 *   DATA_DOES_NOT_FIT (signature, size) when the data does not fit any signature with its selector.
 * @example
 * decodeCalldata('0x095ea7b3' + '00'.repeat(12) + '11'.repeat(20) + '00'.repeat(31) + '01')?.name // 'approve'
 */
export function decodeCalldata(text: string, abi?: Abi, options: DecodeOptions = {}): DecodedCall | null {
  return decodeAt(toHexInput(text), { abi, online: options.online }, 0);
}

/**
 * Reads the topics of a log as pasted: one per line or separated by commas or spaces, a JSON array
 * (`["0xddf2…", "0x…"]`, as explorers and `eth_getLogs` give them), or a whole log object with a
 * `topics` field. Quotes around a topic are dropped.
 *
 * @throws INVALID_JSON for broken JSON; EXPECTED_LIST for JSON without a list of topics; INVALID_HEX.
 * @example
 * parseTopics('["0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"]').length // 1
 */
export function parseTopics(text: string): Hex[] {
  const t = text.trim();
  if (t === '') return [];
  let items: readonly unknown[];
  if (t.startsWith('[') || t.startsWith('{')) {
    const v = parseJsonList(t);
    const list = Array.isArray(v) ? v : (v as { topics?: unknown } | null)?.topics;
    if (!Array.isArray(list)) throw new EngineError('EXPECTED_LIST', 'no topics list', { type: 'bytes32[]' });
    items = list;
  } else items = t.split(/[\s,]+/);
  return items.map((x) => toHexInput(String(x).replace(/^["']|["']$/g, ''))).filter((x) => x !== '0x');
}

/**
 * Decodes an event log from its topics and data with the visitor's ABI, then the bundled events.
 * Candidates sharing a topic0 (ERC-20 and ERC-721 `Transfer`) are told apart by their indexed count.
 * Returns null when no known event has this topic0. Follows the Solidity ABI event encoding.
 *
 * @throws INVALID_HEX for a topic or data that is not hex; NO_TOPICS when no topic is given;
 *   WRONG_LENGTH for a topic that is not 32 bytes; DATA_DOES_NOT_FIT when the log does not fit the
 *   event with this topic0.
 * @example
 * decodeLog(['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', '0x' + '00'.repeat(12) + '11'.repeat(20), '0x' + '00'.repeat(12) + '22'.repeat(20)], '0x' + '00'.repeat(31) + '05')?.name // 'Transfer'
 */
export function decodeLog(topicTexts: readonly string[], dataText: string, abi?: Abi): DecodedLog | null {
  const topics = topicTexts.map((t) => toHexInput(t)).filter((t) => t !== '0x');
  const data = dataText.trim() === '' ? '0x' : toHexInput(dataText);
  const topic0 = topics[0];
  if (!topic0) throw new EngineError('NO_TOPICS', 'no topics');
  for (const t of topics) {
    if (size(t) !== 32) throw new EngineError('WRONG_LENGTH', 'topic size', { expected: 32, actual: size(t) });
  }
  const evs: Array<{ ev: AbiEvent; source: 'abi' | 'common' }> = [];
  const top = (e: AbiEvent) => toEventSelector(e);
  if (abi) for (const ev of indexed(evIndex, abi, abiEvents, top).get(topic0) ?? []) evs.push({ ev, source: 'abi' });
  for (const ev of indexed(evIndex, commonAbi(), abiEvents, top).get(topic0) ?? []) evs.push({ ev, source: 'common' });
  if (evs.length === 0) return null;
  for (const { ev, source } of evs) {
    if (ev.inputs.filter((i) => i.indexed).length !== topics.length - 1) continue;
    try {
      const r = decodeEventLog({
        abi: [ev],
        topics: topics as [Hex, ...Hex[]],
        data,
        strict: true,
      });
      const a = r.args as unknown as Record<string, unknown> | readonly unknown[];
      const args = ev.inputs.map((p, i) => {
        const raw = Array.isArray(a) ? a[i] : (a as Record<string, unknown>)[p.name ?? String(i)];
        const v = toDecodedValue(p, raw, p.name || String(i), { abi }, 0);
        return p.indexed ? { ...v, type: `${v.type} indexed` } : v;
      });
      return {
        topic0,
        name: ev.name,
        signature: formatSignature(ev),
        source,
        args,
      };
    } catch {
      // try the next candidate
    }
  }
  throw new EngineError('DATA_DOES_NOT_FIT', 'log does not fit', {
    signature: formatSignature((evs[0] as { ev: AbiEvent }).ev),
    size: size(data),
  });
}
