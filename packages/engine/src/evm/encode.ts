import { type AbiFunction, type AbiParameter, encodeFunctionData, type Hex, parseUnits } from 'viem';
import { EngineError, isEngineError } from '../errors.ts';
import { JsonNumber, JsonObject, type JsonValue, parseJson } from '../json/value.ts';
import { checkEvmAddress, toHexInput } from './input.ts';

function intRange(type: string): { min: bigint; max: bigint } {
  const m = /^(u?)int(\d*)$/.exec(type) as RegExpExecArray;
  const bits = BigInt(m[2] || '256');
  return m[1] === 'u' ? { min: 0n, max: 2n ** bits - 1n } : { min: -(2n ** (bits - 1n)), max: 2n ** (bits - 1n) - 1n };
}

function parseInteger(type: string, v: unknown): bigint {
  const s = typeof v === 'number' || typeof v === 'bigint' ? String(v) : String(v).trim().replace(/_/g, '');
  let n: bigint;
  if (/^-?\d+$/.test(s) || /^0x[0-9a-fA-F]+$/.test(s)) n = BigInt(s);
  else if (/^-?\d+(\.\d+)?e\+?\d+$/i.test(s)) {
    // 1.5e18 style: exact, refused when it leaves a fraction.
    const [mant = '', exp = '0'] = s.toLowerCase().replace('e+', 'e').split('e');
    try {
      n = parseUnits(mant, Number(exp));
    } catch {
      throw new EngineError('INVALID_NUMBER', `not an integer: ${s}`, {
        value: s,
      });
    }
    if (mant.includes('.') && (mant.split('.')[1] ?? '').length > Number(exp)) {
      throw new EngineError('INVALID_NUMBER', `not an integer: ${s}`, {
        value: s,
      });
    }
  } else
    throw new EngineError('INVALID_NUMBER', `not an integer: ${s}`, {
      value: s,
    });
  const { min, max } = intRange(type);
  if (n < min || n > max) {
    throw new EngineError('OUT_OF_RANGE', `${type} out of range`, {
      min: min.toString(),
      max: max.toString(),
    });
  }
  return n;
}

/** The canonical type text of a parameter, tuples spelled out: `(address,uint256)[]`. */
function typeText(p: AbiParameter): string {
  if (!p.type.startsWith('tuple')) return p.type;
  const comps = (p as { components?: readonly AbiParameter[] }).components ?? [];
  return `(${comps.map(typeText).join(',')})${p.type.slice(5)}`;
}

/** Converts one value to what viem encodes for `p`; `address` reads addresses (TRON passes its own). */
export function coerceArgument(p: AbiParameter, v: unknown, address: (s: string) => Hex = checkEvmAddress): unknown {
  const coerce = (q: AbiParameter, x: unknown): unknown => coerceArgument(q, x, address);
  const type = p.type;
  const arr = /^(.*)\[(\d*)\]$/.exec(type);
  if (arr) {
    const list = typeof v === 'string' ? parseJsonList(v) : v;
    if (!Array.isArray(list)) throw new EngineError('EXPECTED_LIST', 'expected a list', { type: typeText(p) });
    if (arr[2] !== '' && list.length !== Number(arr[2])) {
      throw new EngineError('WRONG_LENGTH', 'fixed array length', {
        expected: Number(arr[2]),
        actual: list.length,
      });
    }
    const el = { ...p, type: arr[1] as string } as AbiParameter;
    return list.map((x) => coerce(el, x));
  }
  if (type === 'tuple') {
    const comps = (p as { components?: readonly AbiParameter[] }).components ?? [];
    const t = typeof v === 'string' ? parseJsonList(v) : v;
    if (Array.isArray(t)) {
      if (t.length !== comps.length) {
        throw new EngineError('WRONG_LENGTH', 'tuple length', {
          expected: comps.length,
          actual: t.length,
        });
      }
      return comps.map((c, i) => coerce(c, t[i]));
    }
    if (t && typeof t === 'object') {
      const o = t as Record<string, unknown>;
      return Object.fromEntries(comps.map((c, i) => [c.name ?? String(i), coerce(c, o[c.name ?? String(i)])]));
    }
    throw new EngineError('EXPECTED_LIST', 'expected a tuple', { type: typeText(p) });
  }
  if (/^u?int\d*$/.test(type)) return parseInteger(type, v);
  if (type === 'bool') {
    const s = String(v).trim().toLowerCase();
    if (s === 'true' || s === '1') return true;
    if (s === 'false' || s === '0') return false;
    throw new EngineError('INVALID_NUMBER', 'not a boolean', {
      value: String(v),
    });
  }
  if (type === 'address') return address(String(v));
  if (type === 'string') return String(v);
  if (type === 'bytes') return toHexInput(String(v));
  const fixed = /^bytes(\d+)$/.exec(type);
  if (fixed) {
    const h = toHexInput(String(v));
    const n = (h.length - 2) / 2;
    if (n !== Number(fixed[1]))
      throw new EngineError('WRONG_LENGTH', type, {
        expected: Number(fixed[1]),
        actual: n,
      });
    return h;
  }
  throw new EngineError('UNSUPPORTED', `type ${type}`, { what: type });
}

function plain(v: JsonValue): unknown {
  if (v instanceof JsonNumber) return v.raw;
  if (v instanceof JsonObject) return Object.fromEntries(v.entries.map(([k, x]) => [k, plain(x)]));
  if (Array.isArray(v)) return v.map(plain);
  return v;
}

/**
 * Reads the JSON of a list or tuple argument exactly: every number stays the text it was typed as
 * (`[1000000000000000001, 2]` gives `['1000000000000000001', '2']`, never a rounded double), objects
 * become plain objects. Bare words in a list are read as strings (`[0xabc, 12]`). Every path that
 * takes typed arguments (the ABI encoder, the EVM console, the TRON builder) reads lists with it.
 * Follows RFC 8259.
 *
 * @throws INVALID_JSON with line, column, offset, detail and reason (the json domain's parser).
 * @example
 * parseJsonList('[1000000000000000001, [0xab, "x"]]') // ['1000000000000000001', ['0xab', 'x']]
 */
export function parseJsonList(text: string): unknown {
  const t = text.trim();
  try {
    return plain(parseJson(t));
  } catch (e) {
    if (!isEngineError(e)) throw e;
    // Lists of bare words ([0xabc, 12]) are common: quote anything that is not already JSON.
    try {
      return plain(parseJson(t.replace(/([[{,:]\s*)([^\s"[\]{},:][^,\]}]*?)(\s*)(?=[,\]}])/g, '$1"$2"$3')));
    } catch {
      throw e;
    }
  }
}

/**
 * Reads one typed argument from what the visitor typed: integers in decimal, hex or `1.5e18`
 * notation (range-checked), `true`/`false`, EIP-55-checked addresses, hex bytes, and arrays or tuples
 * as JSON (`[1, 2]`, `["0xabc…", 5]`, `{"to": "0x…"}`; bare words in lists are accepted).
 *
 * @throws INVALID_NUMBER, OUT_OF_RANGE, INVALID_ADDRESS, BAD_CHECKSUM, INVALID_HEX, WRONG_LENGTH, INVALID_JSON.
 * @example
 * parseArgument({ type: 'uint8', name: 'x' }, '255') // 255n
 */
export function parseArgument(param: AbiParameter, text: string): unknown {
  return coerceArgument(param, text);
}

/**
 * Encodes a call to `fn` with arguments typed as text, one per input, following the Solidity ABI.
 *
 * @throws the codes of {@link parseArgument}; a RangeError when the count of texts is wrong.
 * @example
 * encodeCall({ type: 'function', name: 'withdraw', inputs: [{ type: 'uint256', name: 'wad' }], outputs: [], stateMutability: 'nonpayable' }, ['1'])
 * // '0x2e1a7d4d0000000000000000000000000000000000000000000000000000000000000001'
 */
export function encodeCall(fn: AbiFunction, texts: readonly string[]): Hex {
  if (texts.length !== fn.inputs.length) {
    throw new RangeError(`texts: ${fn.name} takes ${fn.inputs.length} arguments, got ${texts.length}`);
  }
  const args = fn.inputs.map((p, i) => parseArgument(p, texts[i] as string));
  return encodeFunctionData({
    abi: [fn],
    functionName: fn.name,
    args,
  } as never);
}
