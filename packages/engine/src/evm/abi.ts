import type { Abi, AbiEvent, AbiFunction } from 'viem';
import { parseAbi as viemParseAbi } from 'viem';
import { formatAbiItem } from 'viem/utils';
import { EngineError } from '../errors.ts';
import { parseTape } from '../json/tape.ts';

const ITEM_TYPES = new Set(['function', 'event', 'error', 'constructor', 'fallback', 'receive']);
const NAMED = new Set(['function', 'event', 'error']);

/** A type the Solidity ABI knows: elementary, `tuple`, or either with array suffixes (`uint8[2][]`). */
function validType(type: string, hasComponents: boolean): boolean {
  const m = /^([a-z]+)(\d*)(x\d+)?((?:\[\d*\])*)$/.exec(type);
  if (!m) return false;
  const [, base, n = '', x = ''] = m;
  const bits = n === '' ? 0 : Number(n);
  if (/^0\d/.test(n)) return false;
  switch (base) {
    case 'tuple':
      return n === '' && x === '' && hasComponents;
    case 'address':
    case 'bool':
    case 'string':
    case 'function':
      return n === '' && x === '';
    case 'bytes':
      return x === '' && (n === '' || (bits >= 1 && bits <= 32));
    case 'int':
    case 'uint':
      return x === '' && (n === '' || (bits % 8 === 0 && bits >= 8 && bits <= 256));
    case 'fixed':
    case 'ufixed': {
      if (n === '' && x === '') return true;
      const frac = Number(x.slice(1));
      return bits % 8 === 0 && bits >= 8 && bits <= 256 && frac >= 0 && frac <= 80;
    }
    default:
      return false;
  }
}

function checkParams(list: unknown, item: number, field: string): void {
  if (list === undefined) return;
  if (!Array.isArray(list)) throw new EngineError('ABI_ITEM_INVALID', `item ${item} ${field}`, { item, field });
  for (const p of list) {
    const type = (p as { type?: unknown } | null)?.type;
    if (typeof type !== 'string')
      throw new EngineError('ABI_ITEM_INVALID', `item ${item} param type`, { item, field: 'type' });
    const comps = (p as { components?: unknown }).components;
    if (!validType(type, Array.isArray(comps))) {
      throw new EngineError('ABI_INVALID_TYPE', `item ${item}: ${type}`, { item, type: type.slice(0, 80) });
    }
    if (type.startsWith('tuple')) checkParams(comps, item, 'components');
  }
}

/** The ABI array inside what was pasted: the array itself, an artifact's `abi`, or Etherscan's `result` (often a JSON string). */
function abiArray(json: unknown, depth = 0): unknown[] {
  if (Array.isArray(json)) return json;
  if (depth < 3 && typeof json === 'string' && /^\s*[[{]/.test(json)) return abiArray(parseJsonText(json), depth + 1);
  if (depth < 3 && typeof json === 'object' && json !== null) {
    const o = json as Record<string, unknown>;
    for (const key of ['abi', 'result']) if (key in o) return abiArray(o[key], depth + 1);
  }
  throw new EngineError('ABI_NO_ARRAY', 'no ABI array');
}

function parseJsonText(t: string): unknown {
  try {
    return JSON.parse(t);
  } catch {
    parseTape(t); // throws INVALID_JSON with the line, column and cause
    throw new TypeError('t: JSON.parse refused what parseTape accepts');
  }
}

/**
 * Reads an ABI pasted by a visitor: a JSON ABI array, a build artifact with an `abi` field (Hardhat,
 * Foundry, Truffle), Etherscan's `getabi` response or its `result` (the ABI as a JSON string), or
 * human-readable signatures one per line (`function transfer(address,uint256)`,
 * `event Transfer(address indexed from, address indexed to, uint256 value)`; a bare
 * `transfer(address,uint256)` is read as a function). Every parameter type is checked. Follows the
 * Solidity ABI JSON format and abitype's human-readable syntax.
 *
 * @throws ABI_EMPTY; INVALID_JSON (line, column, detail); ABI_NO_ARRAY when the JSON holds no ABI;
 *   ABI_ITEM_INVALID (item, field) for an item without a valid type, name or parameter list;
 *   ABI_INVALID_TYPE (item, type) for a parameter type Solidity does not have; ABI_BAD_SIGNATURE
 *   (line, text) for a human-readable line that does not parse.
 * @example
 * parseAbiText('transfer(address to,uint256 amount)')[0].name // 'transfer'
 */
export function parseAbiText(text: string): Abi {
  const t = text.trim();
  if (t === '') throw new EngineError('ABI_EMPTY', 'empty ABI');
  if (t.startsWith('[') || t.startsWith('{') || t.startsWith('"')) {
    const arr = abiArray(parseJsonText(t));
    // A JSON array of strings is a human-readable ABI (ethers' format).
    if (arr.length > 0 && arr.every((x) => typeof x === 'string')) return parseHumanReadable(arr as string[]);
    for (const [i, item] of arr.entries()) {
      const o = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      const n = i + 1;
      if (typeof o.type !== 'string' || !ITEM_TYPES.has(o.type)) {
        throw new EngineError('ABI_ITEM_INVALID', `item ${n} type`, { item: n, field: 'type' });
      }
      if (NAMED.has(o.type) && (typeof o.name !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(o.name))) {
        throw new EngineError('ABI_ITEM_INVALID', `item ${n} name`, { item: n, field: 'name' });
      }
      checkParams(o.inputs, n, 'inputs');
      checkParams(o.outputs, n, 'outputs');
    }
    // Solidity leaves out empty lists in some tools' output; viem needs them.
    return arr.map((item) => {
      const o = item as Record<string, unknown>;
      if (o.type === 'fallback' || o.type === 'receive') return o;
      return o.type === 'function'
        ? { ...o, inputs: o.inputs ?? [], outputs: o.outputs ?? [] }
        : { ...o, inputs: o.inputs ?? [] };
    }) as unknown as Abi;
  }
  return parseHumanReadable(t.split(/\r?\n/));
}

function parseHumanReadable(lines: readonly string[]): Abi {
  // Each signature keeps its line number; `a; function b` on one line are two signatures.
  const sigs: Array<{ line: number; text: string }> = [];
  for (const [i, raw] of lines.entries()) {
    for (const part of raw.split(/;(?=\s*(?:function|event|error|constructor|struct)\b)/)) {
      const l = part.trim().replace(/;$/, '');
      if (l === '' || l.startsWith('//')) continue;
      const text = /^(function|event|error|constructor|fallback|receive|struct)\b/.test(l) ? l : `function ${l}`;
      sigs.push({ line: i + 1, text });
    }
  }
  if (sigs.length === 0) throw new EngineError('ABI_EMPTY', 'no signatures');
  try {
    return viemParseAbi(sigs.map((s) => s.text)) as Abi;
  } catch {
    throw badLine(sigs);
  }
}

/** Names the first line that does not parse (with the structs it may use). */
function badLine(sigs: ReadonlyArray<{ line: number; text: string }>): EngineError {
  const structs = sigs.filter((s) => s.text.startsWith('struct')).map((s) => s.text);
  const bad =
    sigs.find((s) => {
      try {
        viemParseAbi(s.text.startsWith('struct') ? [s.text] : [...structs, s.text]);
        return false;
      } catch {
        return true;
      }
    }) ?? sigs[0];
  const text = bad?.text ?? '';
  return new EngineError('ABI_BAD_SIGNATURE', 'unparsable signature', {
    line: bad?.line ?? 1,
    text: text.length > 80 ? `${text.slice(0, 79)}…` : text,
  });
}

/**
 * The text of a function or event with its parameter names (abitype formatting).
 *
 * @example
 * formatSignature({ type: 'function', name: 'f', inputs: [{ type: 'uint256', name: 'x' }], outputs: [], stateMutability: 'view' })
 * // 'f(uint256 x)'
 */
export function formatSignature(item: AbiFunction | AbiEvent): string {
  return formatAbiItem(item as never, { includeName: true });
}

/** The functions of an ABI, in order. */
export function abiFunctions(abi: Abi): AbiFunction[] {
  return abi.filter((x): x is AbiFunction => x.type === 'function');
}

/** The events of an ABI, in order. */
export function abiEvents(abi: Abi): AbiEvent[] {
  return abi.filter((x): x is AbiEvent => x.type === 'event');
}
