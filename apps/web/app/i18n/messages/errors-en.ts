import type { ErrorTable } from './error-table.ts';

/** Every engine error code's message in English (one module per language, so a page loads only its own). */
export const errorsEn: ErrorTable = {
  BASE64_PADDING:
    'The base64 ends wrongly at position {position}: base64 comes in groups of four characters, with at most two “=” and only at the end.',
  INVALID_PERCENT_ENCODING:
    'Not valid percent-encoding at position {position}: “{sequence}” is not a complete UTF-8 sequence.',
  INVALID_ESCAPE: 'Not a valid escape at position {position}: “{sequence}”.',
  INVALID_TEXT: 'These bytes are not valid {charset} text.',
  INVALID_DATA_URI: 'Not a data URI or base64 image.',
  NOT_AN_IMAGE: 'This is not an image the browser can show (PNG, JPEG, GIF, WebP, AVIF, BMP, ICO or SVG).',
  PLAINTEXT_NOT_BLOCK_MULTIPLE:
    'With padding “none” this mode encrypts whole {block}-byte blocks only, but the plaintext is {actual} bytes. Choose a padding (PKCS #7 is the usual one), or a mode that needs none (CTR, CFB, OFB).',
  NOT_BLOCK_MULTIPLE:
    '{actual} bytes is not a whole number of {block}-byte blocks. Likely causes: the ciphertext was cut or pasted in another encoding (hex or base64?), or this mode needs a padding other than none.',
  ODD_HEX_LENGTH: 'Hex needs two digits per byte, but there are {digits} digits (an odd number).',
  TRUNCATED: 'The data ends too early (at byte {offset}): part of it is probably missing.',
  NOT_A_TRANSACTION: 'This is well-formed data, but not a transaction of this chain.',
  UNENCODABLE_CHAR: '“{char}” at position {position} has no code in {encoding}.',
  INVALID_HEX: 'Not valid hex: “{char}” at position {position}. Hex uses 0-9 and a-f, two digits per byte.',
  HEX_DUMP_LINE:
    'Line {line} is not a line of a hex dump: it should be an offset, a colon, then hex bytes (like “00000000: 4869 210a”).',
  HEX_DUMP_OFFSET: 'Line {line} jumps to an offset far beyond the data (more than 256 MiB).',
  INVALID_BASE64: 'Not valid base64: “{char}” at position {position}.',
  INVALID_BASE58: 'Not valid base58: “{char}” at position {position}.',
  INVALID_BECH32: 'Not a valid bech32 string.',
  INVALID_NUMBER: 'Not a number: “{value}”.',
  INVALID_DECIMAL: 'Not a decimal number: “{value}”.',
  TOO_MANY_DECIMALS: 'Too many decimal places: {unit} has at most {decimals}.',
  TOO_MANY_DECIMALS_WHOLE: 'The smallest unit, {unit}, has no fractions: enter a whole number.',
  AMBIGUOUS_DECIMAL:
    '“{value}” could mean {grouped} or {decimal}: type {grouped} without the comma, or {decimal} with a dot.',
  INVALID_DATE: 'Not a date this tool can read: “{value}”.',
  INVALID_TIME_ZONE: 'Unknown time zone: “{value}”.',
  INVALID_ADDRESS: 'Not a valid address.',
  BAD_CHECKSUM: 'The checksum does not match: a character is probably mistyped.',
  WRONG_LENGTH: 'Wrong length: expected {expected}, got {actual}.',
  UNKNOWN_PREFIX: 'Unknown prefix “{prefix}”.',
  EMPTY_KEY: 'Enter a key.',
  OUT_OF_RANGE: 'Out of range: must be between {min} and {max}.',
  INVALID_JSON: 'Not valid JSON at line {line}, column {column}: {reason}',
  JSON_TOO_DEEP:
    'Nested too deeply: arrays and objects may be nested at most {limit} levels deep, and this one goes deeper at line {line}, column {column}.',
  JSON_TOO_LARGE: 'The formatted JSON would be larger than {limit} MB. Choose a smaller indent, or minify it.',
  INVALID_UTF8: 'The bytes are not valid UTF-8 text.',
  DECRYPT_FAILED:
    'Could not decrypt. Likely causes: a wrong passphrase or key, a different mode or padding, or a ciphertext that was cut or changed.',
  AUTH_TAG_MISMATCH:
    'The authentication tag does not match, so nothing was decrypted. Likely causes: a wrong key or nonce, different additional data, or a ciphertext or tag that was cut or changed.',
  INVALID_NONCE_SIZE: 'The nonce must be {expected} bytes; this one is {actual}.',
  INVALID_KEY_SIZE: 'The key must be {expected} bytes; this one is {actual}.',
  INVALID_IV_SIZE: 'The IV must be {expected} bytes; this one is {actual}.',
  INVALID_PADDING:
    'The padding is wrong. Likely causes: a wrong passphrase or key, a different mode, or a different padding scheme.',
  INVALID_ABI: 'Not a valid ABI: {reason}',
  INVALID_CALLDATA: 'This calldata does not match the function: {reason}',
  INVALID_TRANSACTION: 'Not a valid transaction: {reason}',
  TX_LOOKS_LIKE_HASH:
    'This is {bytes} bytes: it looks like a transaction hash, not a transaction. Paste the raw signed transaction (on Etherscan: ⋮ → Get Raw Tx Hex; over JSON-RPC: eth_getRawTransactionByHash).',
  TX_BAD_RLP:
    'The transaction’s RLP encoding is broken at byte {offset}: the hex was probably cut, joined with something else or changed.',
  TX_UNKNOWN_TYPE:
    '{type} is not a transaction type: a raw EVM transaction starts with 0x01 to 0x04 (typed) or 0xc0 to 0xff (legacy).',
  TX_FIELD_COUNT: 'A transaction of type {type} has {expected} fields; this one has {actual}.',
  TX_BAD_FIELD:
    'The field “{field}” does not have the form its transaction type needs (a number of at most 32 bytes without leading zeros, a 20-byte address, a 32-byte hash or a list).',
  TX_UNSIGNED: 'This transaction is not signed (it has no v, r, s): paste the signed transaction.',
  TX_BAD_SIGNATURE: 'The signature (v or yParity, r, s) does not recover to any account: it is damaged.',
  INVALID_BOC: 'Not a valid BOC (bag of cells).',
  INVALID_CBOR: 'Not valid CBOR: {reason}',
  INVALID_RLE: 'Not a valid RLE pattern: {reason}',
  INVALID_RULE: 'Not a valid rule: use B/S notation such as B3/S23.',
  INVALID_MAPPING:
    'Line {line} is not a mapping: write the source, a space or “=”, then the replacement, e.g. 软件 = 軟件.',
  UNSUPPORTED: 'Not supported: {what}.',
  DATA_TOO_LONG: 'Too long: at most {limit} {unit} fit.',
  QR_NOT_FOUND: 'No QR code was found in this image.',
  METHOD_NOT_IN_ABI: 'The ABI has no function {method}. Check the name and the parameter types.',
  ARGUMENT_COUNT: '{method} takes {expected} arguments; {actual} were given.',
  NO_REVERT_DATA: 'No revert data found: paste the hex data (0x…) or the whole JSON-RPC error the node returned.',
  DATA_DOES_NOT_FIT:
    'The data ({size} bytes) does not fit {signature}: it is cut short, or a length or offset inside it points past its end.',
  CALLDATA_TOO_SHORT: 'Calldata starts with a 4-byte function selector; this is only {size} bytes.',
  NO_TOPICS: 'An event log needs at least topic0 (the hash of the event signature).',
  ABI_EMPTY: 'Paste an ABI: a JSON array, a build artifact with an “abi” field, or signatures one per line.',
  ABI_NO_ARRAY:
    'This JSON holds no ABI: expected an array, an object with an “abi” field (Hardhat, Foundry) or Etherscan’s response with the ABI in “result”.',
  ABI_ITEM_INVALID: 'ABI item {item} has no valid “{field}”.',
  ABI_INVALID_TYPE: 'ABI item {item}: “{type}” is not a Solidity type.',
  ABI_BAD_SIGNATURE: 'Line {line} is not a valid signature: “{text}”.',
  EXPECTED_LIST: '{type} takes a JSON list, e.g. [1, 2] (a tuple also takes an object with its field names).',
  PASSWORD_HASH_UNKNOWN:
    'Not a password hash this tool reads: expected a bcrypt ($2a$, $2b$, $2y$), Argon2 ($argon2id$, $argon2i$, $argon2d$) or scrypt ($scrypt$) string.',
  PASSWORD_HASH_MALFORMED: 'This {scheme} string is malformed: check its {part} part.',
  PASSWORD_HAS_NUL:
    'bcrypt cannot take a password with a NUL byte (byte {index}): every bcrypt stops reading there, so everything after it would be ignored.',
  BCRYPT_VERSION_UNSUPPORTED: 'bcrypt version “{version}” is not supported: use 2a, 2b or 2y.',
  QR_TOO_LONG:
    'Too long for a QR code at error correction {level}: it needs {bits} bits and the largest code (version 40) holds {capacity}, about {limit} bytes of text. Shorten the text or lower the error correction.',
  JWT_MALFORMED:
    'Not a JWT this page can read: a compact JWT is three base64url parts joined by dots (header.payload.signature), with no “crit” extensions.',
  JWT_BAD_BASE64URL: 'The {part} is not valid base64url (A–Z, a–z, 0–9, “-” and “_”, no padding).',
  JWT_NOT_JSON: 'The {part} is not a JSON object.',
  JWT_ALG_NONE: 'Refused: “alg”: “none” means no signature, so there is nothing to verify or sign.',
  JWT_ALG_UNSUPPORTED:
    'The algorithm “{alg}” is not supported: use HS256/384/512, RS256/384/512, PS256/384/512, ES256/384/512 or EdDSA.',
  JWT_KEY_MISMATCH: 'The key does not fit the algorithm: {alg} cannot use this {key} key.',
  JWT_KEY_TOO_SHORT: 'This RSA key is only {bits} bits: {alg} needs at least {min} bits (RFC 7518), so it is refused.',
  JWT_INVALID_KEY:
    'The key cannot be read ({key}): paste a JWK or JWK Set as JSON, or a PEM block (public key or certificate to verify, private key to sign).',
  JWT_NO_MATCHING_KEY: 'No single key in the JWK Set fits this token (kid “{kid}”, {found} found).',
  JWT_BAD_SIGNATURE: 'Invalid signature: the token was not signed with this key, or it was changed after signing.',
  INVALID_UUID: 'Not a UUID: 32 hex digits, usually as 8-4-4-4-12 with hyphens.',
  INVALID_ULID:
    'Not a ULID: 26 characters of Crockford base32 (0–9 and A–Z without I, L, O, U), at most 7ZZZZZZZZZZZZZZZZZZZZZZZZZ.',
  NO_CHARACTERS: 'Choose at least one kind of character.',
  INVALID_CHARACTER: 'Not valid {encoding}: “{char}” at position {position}.',
  INVALID_ALPHABET:
    'An alphabet needs {expected} different characters, without “=” or spaces; this one has {count} characters, {distinct} of them different.',
  ENCODED_LENGTH:
    '{count} characters of {encoding} cannot be decoded: a character is probably missing or extra at the end.',
  Z85_LENGTH: 'Z85 encodes whole groups of 4 bytes, but this is {actual} bytes. Ascii85 takes any length.',
  INVALID_QUOTED_PRINTABLE:
    'Not valid quoted-printable at position {position}: “=” must be followed by two hex digits or by the end of the line.',
  INVALID_DOMAIN: '“{label}” is not a valid domain name label.',
  INVALID_PUNYCODE: '“{label}” is not valid Punycode.',
  INVALID_COMPRESSED: 'This is not {format} data, or it is damaged or cut short.',
  INVALID_JSONPATH: 'Not a valid JSONPath query at column {column}: {reason}',
  INVALID_YAML: 'Not valid YAML at line {line}, column {column}: {reason}',
  INVALID_TOML: 'Not valid TOML at line {line}, column {column}: {reason}',
  INVALID_CSV: 'Not valid CSV at line {line}, column {column}: {reason}',
  INVALID_JSON5: 'Not valid JSON5 at line {line}, column {column}: {reason}',
  INVALID_XML: 'Not valid XML at line {line}, column {column}: {reason}',
  CANNOT_CONVERT: 'Cannot convert the value at {path}: {reason}',
  INVALID_JSON_PATCH: 'JSON Patch operation {op} fails at “{pointer}”: {reason}',
  NO_MERGE_PATCH:
    'No merge patch can give this: it sets {path} to null, and in a merge patch null means “remove”. The JSON Patch can say it.',
  INVALID_COLOUR: '“{value}” is not a colour: use a hex colour such as #000000 or #fff.',
  XRP_TX_TOO_LARGE: 'Too large for a transaction: {bytes} bytes, and the XRP Ledger takes at most {limit}.',
  CRC_VALUE_TOO_WIDE: 'Too wide for a {width}-bit CRC: at most 0x{max}.',
  INVALID_RECIPE:
    'Not a recipe at position {position}: steps are names like from-base64, with settings as name(setting=value).',
  UNKNOWN_OPERATION: 'There is no operation “{id}” (position {position}).',
  INVALID_ARGUMENT: 'Step {step}: the setting “{argument}” is not valid.',
};
