import {
  type AbiParameter,
  decodeAbiParameters,
  getAddress,
  type Hex,
  hexToBigInt,
  hexToNumber,
  parseAbiParameters,
  size,
  slice,
  toHex,
} from 'viem';
import type { DecodedValue } from './decoded.ts';

/** How a batch reads its parts: one ABI value, or bytes that may be calldata (internal). */
export interface NestedDecoder {
  value(p: AbiParameter, v: unknown, name: string): DecodedValue;
  bytes(name: string, hex: Hex): DecodedValue;
  depth: number;
}

const MAX_DEPTH = 4;
const MULTISEND = '0x8d80ff0a';
// execute(bytes,bytes[],uint256) and execute(bytes,bytes[]) of Uniswap's Universal Router.
const UR_EXECUTE = new Set(['0x3593564c', '0x24856bc3']);

/** What a Universal Router command's input is: ABI-encoded parameters, raw calldata, or a sub-plan. */
type CommandInput = { params: string } | { call: true } | { subPlan: true };

/**
 * Uniswap Universal Router commands by type (the low 6 bits of a command byte; 0x80 is the
 * allow-revert flag), with their inputs. From Commands.sol and Dispatcher.sol of
 * github.com/Uniswap/universal-router (v2, the router that also reaches Uniswap v4) and the
 * "Command inputs" table of docs.uniswap.org/contracts/universal-router/technical-reference.
 */
const COMMANDS: Readonly<Record<number, { name: string; input: CommandInput }>> = {
  0: {
    name: 'V3_SWAP_EXACT_IN',
    input: { params: 'address recipient, uint256 amountIn, uint256 amountOutMin, bytes path, bool payerIsUser' },
  },
  1: {
    name: 'V3_SWAP_EXACT_OUT',
    input: { params: 'address recipient, uint256 amountOut, uint256 amountInMax, bytes path, bool payerIsUser' },
  },
  2: { name: 'PERMIT2_TRANSFER_FROM', input: { params: 'address token, address recipient, uint160 amount' } },
  3: {
    name: 'PERMIT2_PERMIT_BATCH',
    input: {
      params:
        '((address token, uint160 amount, uint48 expiration, uint48 nonce)[] details, address spender, uint256 sigDeadline) permitBatch, bytes signature',
    },
  },
  4: { name: 'SWEEP', input: { params: 'address token, address recipient, uint256 amountMin' } },
  5: { name: 'TRANSFER', input: { params: 'address token, address recipient, uint256 value' } },
  6: { name: 'PAY_PORTION', input: { params: 'address token, address recipient, uint256 bips' } },
  8: {
    name: 'V2_SWAP_EXACT_IN',
    input: { params: 'address recipient, uint256 amountIn, uint256 amountOutMin, address[] path, bool payerIsUser' },
  },
  9: {
    name: 'V2_SWAP_EXACT_OUT',
    input: { params: 'address recipient, uint256 amountOut, uint256 amountInMax, address[] path, bool payerIsUser' },
  },
  10: {
    name: 'PERMIT2_PERMIT',
    input: {
      params:
        '((address token, uint160 amount, uint48 expiration, uint48 nonce) details, address spender, uint256 sigDeadline) permitSingle, bytes signature',
    },
  },
  11: { name: 'WRAP_ETH', input: { params: 'address recipient, uint256 amountMin' } },
  12: { name: 'UNWRAP_WETH', input: { params: 'address recipient, uint256 amountMin' } },
  13: {
    name: 'PERMIT2_TRANSFER_FROM_BATCH',
    input: { params: '(address from, address to, uint160 amount, address token)[] batchDetails' },
  },
  14: { name: 'BALANCE_CHECK_ERC20', input: { params: 'address owner, address token, uint256 minBalance' } },
  16: { name: 'V4_SWAP', input: { params: 'bytes actions, bytes[] params' } },
  17: { name: 'V3_POSITION_MANAGER_PERMIT', input: { call: true } },
  18: { name: 'V3_POSITION_MANAGER_CALL', input: { call: true } },
  19: {
    name: 'V4_INITIALIZE_POOL',
    input: {
      params:
        '(address currency0, address currency1, uint24 fee, int24 tickSpacing, address hooks) poolKey, uint160 sqrtPriceX96',
    },
  },
  20: { name: 'V4_POSITION_MANAGER_CALL', input: { call: true } },
  33: { name: 'EXECUTE_SUB_PLAN', input: { subPlan: true } },
};

/**
 * The Universal Router command names by command type (Commands.sol of Uniswap/universal-router v2).
 *
 * @example
 * universalRouterCommands[0x0b] // 'WRAP_ETH'
 */
export const universalRouterCommands: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(COMMANDS).map(([k, v]) => [k, v.name]),
);

const paramCache = new Map<string, readonly AbiParameter[]>();
function params(text: string): readonly AbiParameter[] {
  let p = paramCache.get(text);
  if (!p) {
    p = parseAbiParameters(text) as readonly AbiParameter[];
    paramCache.set(text, p);
  }
  return p;
}

/** A Uniswap V3 path: token (20 bytes), then fee (3 bytes) and token again for each hop. */
function v3Path(path: Hex): DecodedValue[] | null {
  const n = size(path);
  if (n < 43 || (n - 20) % 23 !== 0) return null;
  const items: DecodedValue[] = [{ name: 'token', type: 'address', value: getAddress(slice(path, 0, 20)) }];
  for (let o = 20; o < n; o += 23) {
    items.push({ name: 'fee', type: 'uint24', value: String(hexToNumber(slice(path, o, o + 3))) });
    items.push({ name: 'token', type: 'address', value: getAddress(slice(path, o + 3, o + 23)) });
  }
  return items;
}

function commandInput(type: number, input: Hex, name: string, d: NestedDecoder): DecodedValue {
  const cmd = COMMANDS[type];
  if (!cmd) return { name, type: 'bytes', value: input };
  if ('call' in cmd.input) return { ...d.bytes(name, input), label: cmd.name };
  const out: DecodedValue = { name, type: 'bytes', value: input, label: cmd.name };
  const list = 'subPlan' in cmd.input ? params('bytes commands, bytes[] inputs') : params(cmd.input.params);
  let values: readonly unknown[];
  try {
    values = decodeAbiParameters(list, input);
  } catch {
    return out; // left as bytes: the input does not fit the command's layout
  }
  if ('subPlan' in cmd.input) {
    if (d.depth < MAX_DEPTH) {
      const sub = { ...d, depth: d.depth + 1 };
      out.items = planItems(values[0] as Hex, values[1] as readonly Hex[], sub);
    }
    return out;
  }
  out.items = list.map((p, i) => {
    const v = d.value(p, values[i], p.name ?? String(i));
    if (p.name === 'path' && p.type === 'bytes') {
      const hops = v3Path(values[i] as Hex);
      if (hops) v.items = hops;
    }
    return v;
  });
  return out;
}

/** The commands of a Universal Router plan, each named, and each input decoded by its command. */
function planItems(commands: Hex, inputs: readonly Hex[], d: NestedDecoder): DecodedValue[] {
  const n = size(commands);
  const cmds: DecodedValue[] = [];
  const ins: DecodedValue[] = [];
  for (let i = 0; i < n; i++) {
    const byte = hexToNumber(slice(commands, i, i + 1));
    const type = byte & 0x3f;
    const name = COMMANDS[type]?.name;
    const cmd: DecodedValue = { name: String(i), type: 'bytes1', value: toHex(byte, { size: 1 }) };
    if (name) cmd.label = name;
    // 0x80: the plan goes on when this command reverts.
    if (byte & 0x80) cmd.items = [{ name: 'allowRevert', type: 'bool', value: 'true' }];
    cmds.push(cmd);
    const input = inputs[i];
    if (input !== undefined) ins.push(commandInput(type, input, String(i), d));
  }
  return [
    { name: 'commands', type: 'bytes', value: commands, items: cmds },
    { name: 'inputs', type: 'bytes[]', items: ins },
  ];
}

/** Safe MultiSend packs each transaction as operation(1) ‖ to(20) ‖ value(32) ‖ dataLength(32) ‖ data. */
function multiSendItems(packed: Hex, d: NestedDecoder): DecodedValue[] | null {
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
    items.push({
      name: String(items.length),
      type: 'tuple',
      items: [
        { name: 'operation', type: 'uint8', value: op === 0 ? '0 (call)' : '1 (delegatecall)' },
        { name: 'to', type: 'address', value: to },
        { name: 'value', type: 'uint256', value: value.toString() },
        d.bytes('data', data),
      ],
    });
    o += 85 + len;
  }
  return items;
}

/**
 * Unfolds the packed parts of a batch call in place: Safe MultiSend's transactions, and Universal
 * Router `execute`'s commands and inputs (internal, called by the calldata decoder).
 */
export function unfoldBatch(selector: Hex, decoded: readonly unknown[], args: DecodedValue[], d: NestedDecoder): void {
  if (d.depth >= MAX_DEPTH) return;
  const [first, second] = args;
  if (selector === MULTISEND && first) {
    const items = multiSendItems(decoded[0] as Hex, d);
    if (items) replaceItems(first, items);
    return;
  }
  if (UR_EXECUTE.has(selector) && first && second) {
    const [commands, inputs] = planItems(decoded[0] as Hex, decoded[1] as readonly Hex[], d);
    replaceItems(first, commands?.items ?? []);
    replaceItems(second, inputs?.items ?? []);
  }
}

/** Packed bytes are not calldata: whatever the generic pass guessed goes. */
function replaceItems(v: DecodedValue, items: DecodedValue[]): void {
  delete v.call;
  delete v.unknownSelector;
  v.items = items;
}
