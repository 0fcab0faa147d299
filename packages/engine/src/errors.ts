/**
 * Stable codes for bad user input. The site maps each code to a message in every language, so a code
 * is never renamed once published; add new ones instead.
 */
export type EngineErrorCode =
  | 'TRUNCATED'
  | 'NOT_A_TRANSACTION'
  | 'METHOD_NOT_IN_ABI'
  | 'ARGUMENT_COUNT'
  | 'INVALID_MAPPING'
  | 'BASE64_PADDING'
  | 'INVALID_PERCENT_ENCODING'
  | 'INVALID_ESCAPE'
  | 'INVALID_TEXT'
  | 'INVALID_DATA_URI'
  | 'NOT_AN_IMAGE'
  | 'NOT_BLOCK_MULTIPLE'
  | 'PLAINTEXT_NOT_BLOCK_MULTIPLE'
  | 'QR_TOO_LONG'
  | 'ODD_HEX_LENGTH'
  | 'UNENCODABLE_CHAR'
  | 'INVALID_HEX'
  | 'HEX_DUMP_LINE'
  | 'HEX_DUMP_OFFSET'
  | 'INVALID_BASE64'
  | 'INVALID_BASE58'
  | 'INVALID_BECH32'
  | 'INVALID_NUMBER'
  | 'INVALID_DECIMAL'
  | 'TOO_MANY_DECIMALS'
  | 'AMBIGUOUS_DECIMAL'
  | 'INVALID_DATE'
  | 'INVALID_TIME_ZONE'
  | 'INVALID_ADDRESS'
  | 'BAD_CHECKSUM'
  | 'WRONG_LENGTH'
  | 'UNKNOWN_PREFIX'
  | 'EMPTY_KEY'
  | 'OUT_OF_RANGE'
  | 'INVALID_JSON'
  | 'JSON_TOO_DEEP'
  | 'JSON_TOO_LARGE'
  | 'INVALID_UTF8'
  | 'DECRYPT_FAILED'
  | 'AUTH_TAG_MISMATCH'
  | 'INVALID_NONCE_SIZE'
  | 'INVALID_KEY_SIZE'
  | 'INVALID_IV_SIZE'
  | 'INVALID_PADDING'
  | 'INVALID_ABI'
  | 'INVALID_CALLDATA'
  | 'INVALID_TRANSACTION'
  | 'TX_LOOKS_LIKE_HASH'
  | 'TX_BAD_RLP'
  | 'TX_UNKNOWN_TYPE'
  | 'TX_FIELD_COUNT'
  | 'TX_BAD_FIELD'
  | 'TX_UNSIGNED'
  | 'TX_BAD_SIGNATURE'
  | 'INVALID_BOC'
  | 'INVALID_CBOR'
  | 'INVALID_RLE'
  | 'INVALID_RULE'
  | 'UNSUPPORTED'
  | 'DATA_TOO_LONG'
  | 'QR_NOT_FOUND'
  | 'NO_REVERT_DATA'
  | 'DATA_DOES_NOT_FIT'
  | 'CALLDATA_TOO_SHORT'
  | 'NO_TOPICS'
  | 'ABI_EMPTY'
  | 'ABI_NO_ARRAY'
  | 'ABI_ITEM_INVALID'
  | 'ABI_INVALID_TYPE'
  | 'ABI_BAD_SIGNATURE'
  | 'EXPECTED_LIST'
  | 'PASSWORD_HASH_UNKNOWN'
  | 'PASSWORD_HASH_MALFORMED'
  | 'PASSWORD_HAS_NUL'
  | 'BCRYPT_VERSION_UNSUPPORTED'
  | 'JWT_MALFORMED'
  | 'JWT_BAD_BASE64URL'
  | 'JWT_NOT_JSON'
  | 'JWT_ALG_NONE'
  | 'JWT_ALG_UNSUPPORTED'
  | 'JWT_KEY_MISMATCH'
  | 'JWT_KEY_TOO_SHORT'
  | 'JWT_INVALID_KEY'
  | 'JWT_NO_MATCHING_KEY'
  | 'JWT_BAD_SIGNATURE'
  | 'INVALID_UUID'
  | 'INVALID_ULID'
  | 'NO_CHARACTERS'
  | 'INVALID_CHARACTER'
  | 'INVALID_ALPHABET'
  | 'ENCODED_LENGTH'
  | 'Z85_LENGTH'
  | 'INVALID_QUOTED_PRINTABLE'
  | 'INVALID_DOMAIN'
  | 'INVALID_PUNYCODE'
  | 'INVALID_COMPRESSED'
  | 'INVALID_JSONPATH'
  | 'INVALID_YAML'
  | 'INVALID_TOML'
  | 'INVALID_CSV'
  | 'CANNOT_CONVERT'
  | 'INVALID_JSON_PATCH'
  | 'NO_MERGE_PATCH'
  | 'INVALID_JSON5'
  | 'INVALID_XML'
  | 'INVALID_COLOUR'
  | 'XRP_TX_TOO_LARGE'
  | 'CRC_VALUE_TOO_WIDE'
  | 'INVALID_RECIPE'
  | 'UNKNOWN_OPERATION'
  | 'INVALID_ARGUMENT';

/**
 * Thrown for bad user input, never for programmer misuse (that is a TypeError or RangeError).
 * `code` is stable; `params` carries what a message needs (a position, a limit, an expected length).
 *
 * @example
 * import { fromHex } from '@tinkerbox/engine/encoding';
 * let code;
 * try { fromHex('0x4z') } catch (e) { if (e instanceof EngineError) code = e.code }
 * code // 'INVALID_HEX'
 * fromHex('abc') // throws EngineError ODD_HEX_LENGTH
 */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  readonly code: EngineErrorCode;
  readonly params: Readonly<Record<string, string | number>>;

  constructor(code: EngineErrorCode, message: string, params: Record<string, string | number> = {}) {
    super(message);
    this.code = code;
    this.params = params;
  }
}

/** True for an {@link EngineError}, also across realms (a worker's structured clone keeps `name`). */
export function isEngineError(e: unknown): e is EngineError {
  return (
    e instanceof EngineError ||
    (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'EngineError' && 'code' in e)
  );
}
