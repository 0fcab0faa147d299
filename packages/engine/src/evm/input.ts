import { getAddress, type Hex, isAddress } from 'viem';
import { EngineError } from '../errors.ts';

/**
 * Normalises pasted hex (whitespace and line breaks removed, `0x` optional) to lower-case `0x…`.
 * Follows the Ethereum JSON-RPC "unformatted data" encoding: two hex digits per byte.
 *
 * @throws INVALID_HEX for a character outside 0-9a-f or an odd number of digits.
 * @example
 * toHexInput(' 0xA9059c bb ') // '0xa9059cbb'
 */
export function toHexInput(text: string): Hex {
  const compact = text.replace(/\s+/g, '');
  const body = /^0x/i.test(compact) ? compact.slice(2) : compact;
  const bad = body.search(/[^0-9a-fA-F]/);
  if (bad >= 0) {
    const offset = compact.length - body.length;
    throw new EngineError('INVALID_HEX', `not hex at ${bad + offset}`, {
      char: body[bad] ?? '',
      position: bad + offset + 1,
    });
  }
  if (body.length % 2 === 1) {
    throw new EngineError('INVALID_HEX', 'odd number of hex digits', {
      char: body.slice(-1),
      position: compact.length,
    });
  }
  return `0x${body.toLowerCase()}`;
}

/**
 * Checks an EVM address and returns it in EIP-55 mixed-case form. All-lower or all-upper input has
 * no checksum and is accepted; mixed case must match EIP-55 exactly.
 *
 * @throws INVALID_ADDRESS when it is not 20 bytes of hex; BAD_CHECKSUM when the mixed case is wrong.
 * @example
 * checkEvmAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045') // '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
 */
export function checkEvmAddress(text: string): Hex {
  const a = text.trim();
  if (!/^0x[0-9a-fA-F]{40}$/.test(a)) throw new EngineError('INVALID_ADDRESS', `not an EVM address: ${a}`);
  if (!isAddress(a, { strict: true })) throw new EngineError('BAD_CHECKSUM', `EIP-55 checksum mismatch: ${a}`);
  return getAddress(a);
}
