/**
 * Bytes or text, wherever the engine takes data: a string stands for its UTF-8 bytes (as `TextEncoder`
 * writes them: a lone surrogate becomes U+FFFD's three bytes).
 */
export type BytesOrText = Uint8Array | string;

const utf8 = new TextEncoder();

/**
 * `value` as bytes: a Uint8Array as it is, a string UTF-8 encoded.
 *
 * @throws TypeError (`<name>: expected a Uint8Array or a string`) for anything else.
 */
export function bytesOf(value: BytesOrText, name: string): Uint8Array {
  if (typeof value === 'string') return utf8.encode(value);
  if (!(value instanceof Uint8Array)) throw new TypeError(`${name}: expected a Uint8Array or a string`);
  return value;
}

/** `value` as bytes where a string is UTF-8 encoded; anything else is passed on as it is (the caller checks it). */
export function utf8IfText<T>(value: T | string): T | Uint8Array {
  return typeof value === 'string' ? utf8.encode(value) : value;
}
