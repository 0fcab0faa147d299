import type { Abi, AbiEvent, AbiFunction } from 'viem';
import { parseAbi as viemParseAbi } from 'viem';
import { formatAbiItem } from 'viem/utils';
import { EngineError } from '../errors.ts';

function reasonOf(e: unknown): string {
  const m = e instanceof Error ? ((e as { shortMessage?: string }).shortMessage ?? e.message) : String(e);
  return m.split('\n')[0] ?? m;
}

/**
 * Reads an ABI pasted by a visitor: a JSON ABI array, a build artifact with an `abi` field (Hardhat,
 * Foundry, Truffle), or human-readable signatures one per line (`function transfer(address,uint256)`,
 * `event Transfer(address indexed from, address indexed to, uint256 value)`; a bare `transfer(address,uint256)`
 * is read as a function). Follows the Solidity ABI JSON format and abitype's human-readable syntax.
 *
 * @throws INVALID_ABI with a `reason` param.
 * @example
 * parseAbiText('transfer(address to,uint256 amount)')[0].name // 'transfer'
 */
export function parseAbiText(text: string): Abi {
  const t = text.trim();
  if (t === '') throw new EngineError('INVALID_ABI', 'empty ABI', { reason: 'empty' });
  if (t.startsWith('[') || t.startsWith('{')) {
    let json: unknown;
    try {
      json = JSON.parse(t);
    } catch (e) {
      throw new EngineError('INVALID_ABI', 'bad JSON', { reason: reasonOf(e) });
    }
    const arr = Array.isArray(json) ? json : (json as { abi?: unknown }).abi;
    if (!Array.isArray(arr))
      throw new EngineError('INVALID_ABI', 'no ABI array', {
        reason: 'no ABI array found',
      });
    // A JSON array of strings is a human-readable ABI (ethers' format).
    if (arr.every((x) => typeof x === 'string')) return parseHumanReadable(arr as string[]);
    for (const [i, item] of arr.entries()) {
      if (typeof item !== 'object' || item === null || typeof (item as { type?: unknown }).type !== 'string') {
        throw new EngineError('INVALID_ABI', `item ${i} has no type`, {
          reason: `item ${i + 1} has no "type"`,
        });
      }
    }
    return arr as Abi;
  }
  return parseHumanReadable(t.split(/\r?\n|;(?=\s*(?:function|event|error|constructor|struct)\b)/));
}

function parseHumanReadable(lines: readonly string[]): Abi {
  const sigs = lines
    .map((l) => l.trim().replace(/;$/, ''))
    .filter((l) => l !== '' && !l.startsWith('//'))
    .map((l) => (/^(function|event|error|constructor|fallback|receive|struct)\b/.test(l) ? l : `function ${l}`));
  if (sigs.length === 0)
    throw new EngineError('INVALID_ABI', 'no signatures', {
      reason: 'no signatures',
    });
  try {
    return viemParseAbi(sigs) as Abi;
  } catch (e) {
    throw new EngineError('INVALID_ABI', 'unparsable signature', {
      reason: reasonOf(e),
    });
  }
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
