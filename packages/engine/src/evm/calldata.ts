import {
  type Abi,
  type AbiEvent,
  type AbiFunction,
  type AbiParameter,
  decodeEventLog,
  decodeFunctionData,
  getAddress,
  type Hex,
  hexToBigInt,
  size,
  slice,
  toEventSelector,
  toFunctionSelector,
} from 'viem';
import { EngineError } from '../errors.ts';
import { abiEvents, abiFunctions, formatSignature } from './abi.ts';
import { toHexInput } from './input.ts';
import { commonAbi } from './signatures.ts';

/** One decoded value: a leaf (`value`), a tuple or array (`items`), or bytes that are themselves calldata (`call`). */
export interface DecodedValue {
  name: string;
  type: string;
  value?: string;
  items?: DecodedValue[];
  call?: DecodedCall;
}

/** Calldata decoded against one function signature. `source` says which ABI matched. */
export interface DecodedCall {
  selector: Hex;
  name: string;
  signature: string;
  source: 'abi' | 'common';
  args: DecodedValue[];
}

/** A decoded event log. */
export interface DecodedLog {
  topic0: Hex;
  name: string;
  signature: string;
  source: 'abi' | 'common';
  args: DecodedValue[];
}

const MAX_DEPTH = 4;
const MULTISEND = '0x8d80ff0a';

function paramType(p: AbiParameter): string {
  return p.type;
}

function elementParam(p: AbiParameter): AbiParameter {
  const m = /^(.*)\[\d*\]$/.exec(p.type);
  if (!m) throw new TypeError(`not an array type: ${p.type}`);
  return { ...p, name: '', type: m[1] as string } as AbiParameter;
}

/** One decoded ABI value as {@link DecodedValue}; `bytes` that are calldata are decoded too (internal, shared with revert.ts). */
export function toDecodedValue(
  p: AbiParameter,
  v: unknown,
  name: string,
  abi: Abi | undefined,
  depth: number,
): DecodedValue {
  const type = paramType(p);
  if (/\]$/.test(type)) {
    const el = elementParam(p);
    const arr = v as readonly unknown[];
    return {
      name,
      type,
      items: arr.map((x, i) => toDecodedValue(el, x, String(i), abi, depth)),
    };
  }
  if (type === 'tuple') {
    const comps = (p as { components?: readonly AbiParameter[] }).components ?? [];
    const items = comps.map((c, i) => {
      const raw = Array.isArray(v) ? v[i] : (v as Record<string, unknown>)[c.name ?? String(i)];
      return toDecodedValue(c, raw, c.name || String(i), abi, depth);
    });
    return { name, type, items };
  }
  if (typeof v === 'bigint') return { name, type, value: v.toString() };
  if (typeof v === 'boolean') return { name, type, value: v ? 'true' : 'false' };
  if (type === 'address') return { name, type, value: getAddress(v as string) };
  const out: DecodedValue = { name, type, value: String(v) };
  if (type === 'bytes' && depth < MAX_DEPTH && typeof v === 'string' && v.length >= 10) {
    const call = tryDecode(v as Hex, abi, depth + 1);
    if (call) out.call = call;
  }
  return out;
}

/** Safe MultiSend packs each transaction as operation(1) ‖ to(20) ‖ value(32) ‖ dataLength(32) ‖ data. */
function multiSendItems(packed: Hex, abi: Abi | undefined, depth: number): DecodedValue[] | null {
  const items: DecodedValue[] = [];
  const n = size(packed);
  let o = 0;
  while (o < n) {
    if (o + 85 > n) return null;
    const op = Number(hexToBigInt(slice(packed, o, o + 1)));
    const to = getAddress(slice(packed, o + 1, o + 21));
    const value = hexToBigInt(slice(packed, o + 21, o + 53));
    const len = Number(hexToBigInt(slice(packed, o + 53, o + 85)));
    if (o + 85 + len > n || op > 1) return null;
    const data = len === 0 ? '0x' : slice(packed, o + 85, o + 85 + len);
    const dataValue: DecodedValue = {
      name: 'data',
      type: 'bytes',
      value: data,
    };
    const call = len >= 4 ? tryDecode(data, abi, depth + 1) : null;
    if (call) dataValue.call = call;
    items.push({
      name: String(items.length),
      type: 'tuple',
      items: [
        {
          name: 'operation',
          type: 'uint8',
          value: op === 0 ? '0 (call)' : '1 (delegatecall)',
        },
        { name: 'to', type: 'address', value: to },
        { name: 'value', type: 'uint256', value: value.toString() },
        dataValue,
      ],
    });
    o += 85 + len;
  }
  return items;
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

function candidates(selector: Hex, abi: Abi | undefined): Array<{ fn: AbiFunction; source: 'abi' | 'common' }> {
  const out: Array<{ fn: AbiFunction; source: 'abi' | 'common' }> = [];
  const sel = (f: AbiFunction) => toFunctionSelector(f);
  if (abi)
    for (const fn of indexed(fnIndex, abi, abiFunctions, sel).get(selector) ?? []) out.push({ fn, source: 'abi' });
  for (const fn of indexed(fnIndex, commonAbi(), abiFunctions, sel).get(selector) ?? [])
    out.push({ fn, source: 'common' });
  return out;
}

function tryDecode(data: Hex, abi: Abi | undefined, depth: number): DecodedCall | null {
  try {
    return decodeAt(data, abi, depth);
  } catch {
    return null;
  }
}

function decodeAt(data: Hex, abi: Abi | undefined, depth: number): DecodedCall | null {
  if (size(data) < 4) {
    throw new EngineError('INVALID_CALLDATA', 'too short', {
      reason: 'shorter than the 4-byte function selector',
    });
  }
  const selector = slice(data, 0, 4);
  const found = candidates(selector, abi);
  if (found.length === 0) return null;
  let lastError: unknown;
  for (const { fn, source } of found) {
    let decoded: readonly unknown[];
    try {
      decoded = (decodeFunctionData({ abi: [fn], data }).args ?? []) as readonly unknown[];
    } catch (e) {
      lastError = e;
      continue;
    }
    const args = fn.inputs.map((p, i) => {
      const v = toDecodedValue(p, decoded[i], p.name || String(i), abi, depth);
      if (selector === MULTISEND && p.type === 'bytes' && depth < MAX_DEPTH) {
        const items = multiSendItems(decoded[i] as Hex, abi, depth);
        if (items) v.items = items;
      }
      return v;
    });
    return {
      selector,
      name: fn.name,
      signature: formatSignature(fn),
      source,
      args,
    };
  }
  const m =
    lastError instanceof Error ? ((lastError as { shortMessage?: string }).shortMessage ?? lastError.message) : '';
  throw new EngineError('INVALID_CALLDATA', 'does not fit', {
    reason: m.split('\n')[0] ?? 'the data does not fit',
  });
}

/**
 * Decodes calldata with the visitor's ABI, falling back to the bundled common signatures. `bytes`
 * arguments that are calldata themselves (multicall, Safe execTransaction and MultiSend, routers)
 * are decoded recursively, up to 4 levels. Returns null when no known signature has the selector.
 * Follows the Solidity contract ABI specification.
 *
 * @throws INVALID_HEX for non-hex input; INVALID_CALLDATA (with `reason`) when the data is shorter
 *   than a selector or does not fit the matching signature.
 * @example
 * decodeCalldata('0x095ea7b3' + '00'.repeat(12) + '11'.repeat(20) + '00'.repeat(31) + '01')?.name // 'approve'
 */
export function decodeCalldata(text: string, abi?: Abi): DecodedCall | null {
  return decodeAt(toHexInput(text), abi, 0);
}

/**
 * Decodes an event log from its topics and data with the visitor's ABI, then the bundled events.
 * Candidates sharing a topic0 (ERC-20 and ERC-721 `Transfer`) are told apart by their indexed count.
 * Returns null when no known event has this topic0. Follows the Solidity ABI event encoding.
 *
 * @throws INVALID_HEX for a topic or data that is not hex; INVALID_CALLDATA when no topic is given or
 *   the log does not fit the event with this topic0.
 * @example
 * decodeLog(['0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef', '0x' + '00'.repeat(12) + '11'.repeat(20), '0x' + '00'.repeat(12) + '22'.repeat(20)], '0x' + '00'.repeat(31) + '05')?.name // 'Transfer'
 */
export function decodeLog(topicTexts: readonly string[], dataText: string, abi?: Abi): DecodedLog | null {
  const topics = topicTexts.map((t) => toHexInput(t)).filter((t) => t !== '0x');
  const data = dataText.trim() === '' ? '0x' : toHexInput(dataText);
  const topic0 = topics[0];
  if (!topic0)
    throw new EngineError('INVALID_CALLDATA', 'no topics', {
      reason: 'an event log needs at least topic0',
    });
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
        const v = toDecodedValue(p, raw, p.name || String(i), abi, 0);
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
  throw new EngineError('INVALID_CALLDATA', 'log does not fit', {
    reason: `the topics and data do not fit ${formatSignature((evs[0] as { ev: AbiEvent }).ev)}`,
  });
}
