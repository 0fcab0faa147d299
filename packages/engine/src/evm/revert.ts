import { type Abi, type AbiParameter, decodeAbiParameters, type Hex, size, slice, toFunctionSelector } from 'viem';
import { formatAbiItem } from 'viem/utils';
import { EngineError, isEngineError } from '../errors.ts';
import { parseTape } from '../json/tape.ts';
import { type DecodedValue, toDecodedValue } from './calldata.ts';
import { toHexInput } from './input.ts';
import { commonAbi } from './signatures.ts';

/**
 * What a Solidity `Panic(uint256)` code means, as listed in the Solidity documentation
 * ("Panic via assert and Error via require", docs.soliditylang.org/en/latest/control-structures.html).
 */
export type PanicReason =
  | 'generic'
  | 'assert'
  | 'arithmetic'
  | 'divisionByZero'
  | 'enumConversion'
  | 'storageEncoding'
  | 'emptyArrayPop'
  | 'arrayOutOfBounds'
  | 'outOfMemory'
  | 'zeroFunction'
  | 'unknown';

/**
 * The Solidity panic codes and their meaning (Solidity ≥ 0.8.0).
 *
 * @example
 * panicCodes[0x11] // 'arithmetic'
 */
export const panicCodes: Readonly<Record<number, PanicReason>> = {
  0: 'generic',
  1: 'assert',
  17: 'arithmetic',
  18: 'divisionByZero',
  33: 'enumConversion',
  34: 'storageEncoding',
  49: 'emptyArrayPop',
  50: 'arrayOutOfBounds',
  65: 'outOfMemory',
  81: 'zeroFunction',
};

/** One error signature that fits the revert data, with its decoded arguments. */
export interface DecodedError {
  selector: Hex;
  name: string;
  signature: string;
  /** `solidity` for the built-in Error(string) and Panic(uint256), `abi` for the pasted ABI, `common` for bundled errors. */
  source: 'solidity' | 'abi' | 'common';
  args: DecodedValue[];
}

/** Revert data found and decoded. */
export interface DecodedRevert {
  /**
   * `error`: Error(string); `panic`: Panic(uint256); `custom`: a custom error found in an ABI;
   * `empty`: reverted with no data (`revert()`, `require(x)` without a message, out of gas…);
   * `unknown`: data with a selector no known error has.
   */
  kind: 'error' | 'panic' | 'custom' | 'empty' | 'unknown';
  /** The revert data itself. */
  data: Hex;
  /** The selector (first 4 bytes), when there are at least 4 bytes. */
  selector?: Hex;
  /** The decoded error; for a colliding selector, the first that fits (pasted ABI first). */
  error?: DecodedError;
  /** Further signatures with the same selector that fit the data too. */
  alternatives?: DecodedError[];
  /** The message of Error(string). */
  reason?: string;
  /** The Panic(uint256) code in hex (`0x11`) and what it means. */
  panicCode?: Hex;
  panic?: PanicReason;
  /** The node's own message next to the data (`execution reverted: …`), when pasted as a JSON-RPC error. */
  message?: string;
}

/** An `error` item of an ABI (abitype's AbiError, which viem does not re-export). */
type AbiError = Extract<Abi[number], { type: 'error' }>;

const ERROR_STRING: AbiError = {
  type: 'error',
  name: 'Error',
  inputs: [{ type: 'string', name: 'reason' }],
};
const PANIC: AbiError = {
  type: 'error',
  name: 'Panic',
  inputs: [{ type: 'uint256', name: 'code' }],
};
const ERROR_SELECTOR = '0x08c379a0';
const PANIC_SELECTOR = '0x4e487b71';

const MAX_DEPTH = 12;
const DATA_KEYS = new Set(['data', 'return', 'returnData', 'revertData', 'result', 'output']);
const HEX = /^0x(?:[0-9a-fA-F]{2})*$/;

interface Found {
  data: Hex;
  message?: string;
}

function parseJsonText(t: string): unknown {
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}

/**
 * Walks an error object breadth-first for its revert data: geth puts it at `error.data`, Hardhat at
 * `error.data.data`, MetaMask at `data.originalError.data`, ethers v5 inside the `body` string, Ganache
 * under `data[txHash].return`. The shallowest hex string under a data-like key wins; `0x` only when
 * nothing longer exists.
 */
function walk(root: unknown): Found | null {
  let empty: Found | null = null;
  let queue: Array<{ v: unknown; message?: string }> = [{ v: root }];
  const seen = new Set<unknown>();
  for (let depth = 0; depth < MAX_DEPTH && queue.length > 0; depth++) {
    const next: typeof queue = [];
    for (const { v, message } of queue) {
      if (typeof v !== 'object' || v === null || seen.has(v)) continue;
      seen.add(v);
      const o = v as Record<string, unknown>;
      const own = typeof o.message === 'string' ? o.message : message;
      for (const [k, x] of Object.entries(o)) {
        if (typeof x === 'string') {
          const s = x.trim();
          if (DATA_KEYS.has(k) && HEX.test(s)) {
            if (s.length > 2) return { data: s.toLowerCase() as Hex, message: own };
            empty ??= { data: '0x', message: own };
          } else if (s.startsWith('{')) {
            const j = parseJsonText(s);
            if (j !== undefined) next.push({ v: j, message: own });
          }
        } else if (typeof x === 'object' && x !== null) next.push({ v: x, message: own });
      }
    }
    queue = next;
  }
  if (empty) return empty;
  const msg = firstRevertMessage(root);
  return msg === undefined ? null : { data: '0x', message: msg };
}

/** A node that leaves `data` out for an empty revert still says "execution reverted" (geth) or "reverted" (Hardhat). */
function firstRevertMessage(root: unknown): string | undefined {
  const stack: unknown[] = [root];
  const seen = new Set<unknown>();
  while (stack.length > 0) {
    const v = stack.shift();
    if (typeof v !== 'object' || v === null || seen.has(v)) continue;
    seen.add(v);
    const m = (v as { message?: unknown }).message;
    if (typeof m === 'string' && /revert/i.test(m)) return m;
    stack.push(...Object.values(v));
  }
  return undefined;
}

/**
 * Finds the revert data in what a visitor or a program holds: a hex string, a JSON-RPC error or
 * response as JSON text, or the error object itself (geth, Hardhat, anvil, MetaMask, ethers, Ganache
 * shapes).
 *
 * @throws INVALID_HEX for text that is neither hex nor JSON; INVALID_JSON for broken JSON;
 *   NO_REVERT_DATA when the error holds no revert data and does not say it reverted.
 * @example
 * findRevertData('{"jsonrpc":"2.0","id":1,"error":{"code":3,"message":"execution reverted","data":"0x4e487b710000000000000000000000000000000000000000000000000000000000000011"}}').data
 * // '0x4e487b710000000000000000000000000000000000000000000000000000000000000011'
 */
export function findRevertData(input: unknown): Found {
  if (typeof input === 'string') {
    const t = input.trim();
    if (t.startsWith('{') || t.startsWith('[') || t.startsWith('"')) {
      let j: unknown;
      try {
        j = JSON.parse(t);
      } catch {
        throw jsonError(t);
      }
      if (typeof j === 'string') return { data: toHexInput(j) };
      return findRevertData(j);
    }
    return { data: toHexInput(t) };
  }
  const found = walk(input);
  if (!found) throw new EngineError('NO_REVERT_DATA', 'no revert data in the error');
  return found;
}

/** JSON.parse refused the text: the engine's own parser names the line, column and cause (never V8's words). */
function jsonError(text: string): EngineError {
  try {
    parseTape(text);
  } catch (e) {
    if (isEngineError(e)) return e;
    throw e;
  }
  throw new TypeError('text: JSON.parse refused what parseTape accepts');
}

function errorSelector(e: AbiError): Hex {
  return toFunctionSelector(formatAbiItem(e as never));
}

function decodeWith(e: AbiError, source: DecodedError['source'], data: Hex, abi: Abi | undefined): DecodedError | null {
  let values: readonly unknown[];
  try {
    values = decodeAbiParameters(e.inputs as readonly AbiParameter[], slice(data, 4));
  } catch {
    return null;
  }
  return {
    selector: slice(data, 0, 4),
    name: e.name,
    signature: formatAbiItem(e as never, { includeName: true }),
    source,
    args: e.inputs.map((p, i) => toDecodedValue(p, values[i], p.name || String(i), { abi }, 0)),
  };
}

function errorsOf(abi: Abi): AbiError[] {
  return abi.filter((x): x is AbiError => x.type === 'error');
}

/**
 * Decodes the data of a reverted call: Solidity's `Error(string)` (require/revert messages),
 * `Panic(uint256)` with its meaning ({@link panicCodes}), and custom errors from the pasted ABI or the
 * bundled common ones (OpenZeppelin ERC-20/721, Ownable). Accepts the hex data or the whole error as
 * the node returned it (see {@link findRevertData}). Follows the Solidity ABI specification, "Errors".
 *
 * @throws INVALID_HEX, INVALID_JSON, NO_REVERT_DATA as {@link findRevertData}; DATA_DOES_NOT_FIT when
 *   the data has the Error or Panic selector but does not decode as one.
 * @example
 * decodeRevert('0x4e487b710000000000000000000000000000000000000000000000000000000000000011').panic // 'arithmetic'
 */
export function decodeRevert(input: unknown, abi?: Abi): DecodedRevert {
  const { data, message } = findRevertData(input);
  const base = message === undefined ? { data } : { data, message };
  if (size(data) === 0) return { kind: 'empty', ...base };
  if (size(data) < 4) return { kind: 'unknown', ...base };
  const selector = slice(data, 0, 4);
  if (selector === ERROR_SELECTOR || selector === PANIC_SELECTOR) {
    const isError = selector === ERROR_SELECTOR;
    const error = decodeWith(isError ? ERROR_STRING : PANIC, 'solidity', data, abi);
    if (!error) {
      throw new EngineError('DATA_DOES_NOT_FIT', 'revert data does not fit', {
        signature: isError ? 'Error(string)' : 'Panic(uint256)',
        size: size(data),
      });
    }
    const value = error.args[0]?.value ?? '';
    if (isError) return { kind: 'error', ...base, selector, error, reason: value };
    const code = BigInt(value);
    return {
      kind: 'panic',
      ...base,
      selector,
      error,
      panicCode: `0x${code.toString(16).padStart(2, '0')}`,
      panic: code < 0x100n ? (panicCodes[Number(code)] ?? 'unknown') : 'unknown',
    };
  }
  const fits: DecodedError[] = [];
  const tried = new Set<string>();
  const sources: Array<[Abi, DecodedError['source']]> = abi ? [[abi, 'abi']] : [];
  sources.push([commonAbi(), 'common']);
  for (const [list, source] of sources) {
    for (const e of errorsOf(list)) {
      if (errorSelector(e) !== selector) continue;
      const key = formatAbiItem(e as never);
      if (tried.has(key)) continue;
      tried.add(key);
      const d = decodeWith(e, source, data, abi);
      if (d) fits.push(d);
    }
  }
  const [error, ...alternatives] = fits;
  if (!error) return { kind: 'unknown', ...base, selector };
  return alternatives.length > 0
    ? { kind: 'custom', ...base, selector, error, alternatives }
    : { kind: 'custom', ...base, selector, error };
}
