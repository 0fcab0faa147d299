/**
 * Exported functions the fuzz suite does not feed visitor text, each with the reason. A new export
 * must go either here or into entries.ts (exports.test.ts checks it).
 */
const FACTS = 'returns a fixed fact (table, list or constant) and reads no input';
const CHOSEN = "takes a value a program picks from the engine's own lists (an algorithm, mode or enum), not text";
const WASM =
  "wraps the Cardano serialization library's browser WASM, which does not load under Node; the bytes it gets are first read by cardanoTxBytes and cardanoTxStructure (fuzzed)";

export const NOT_DECODERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ada: { decodeCardanoTransaction: WASM },
  address: {},
  cipher: {
    checkKeyIv: 'checks key and IV lengths against a resolved spec; fuzzed through decrypt, which calls it',
    cipherErrorField: 'maps an engine error code to a field name',
    createEncryptor: 'encrypts: every input is valid; decrypt is the decoder fuzzed',
    encrypt: 'encrypts: every input is valid; decrypt is the decoder fuzzed',
    encryptAesGcm: 'encrypts: every input is valid; decryptAesGcm is the decoder fuzzed',
    defaultPadding: CHOSEN,
    derivedKeyLength: CHOSEN,
    evpBytesToKey: 'a key derivation over bytes: every input is valid (fuzzed through decrypt with a passphrase)',
    isArxStream: CHOSEN,
    isBlockAlgorithm: CHOSEN,
    isChaChaAead: CHOSEN,
    isKeyLength: CHOSEN,
    ivLength: CHOSEN,
    keyLengthsOf: CHOSEN,
    keyLengthsText: CHOSEN,
    modesOf: CHOSEN,
    otherDerivations: CHOSEN,
    pbkdf2HashId: CHOSEN,
    pad: 'pads a plaintext: every input is valid; unpad is fuzzed through decrypt',
    pbkdf2KeyIv: 'a key derivation over bytes: every input is valid',
    resolveSpec: CHOSEN,
    saltedHeader: 'writes the Salted__ header for an 8-byte salt the program made',
    sameDerivation: CHOSEN,
    withOtherDerivations: CHOSEN,
  },
  'cipher/aes-gcm': { encrypt: 'encrypts: every input is valid; decrypt is the decoder fuzzed' },
  encoding: {},
  evm: {
    commonAbi: FACTS,
    evmChainById: 'looks up a chain id number the page already parsed',
    evmChains: FACTS,
  },
  format: {
    formatUnits: 'writes a bigint the program holds (fuzzed as the round trip of parseUnits)',
  },
  games: {
    LifeGrid: 'the Game of Life board: sized by the program, fed parsed patterns',
    Tetris: 'the game state machine: driven by key presses, not text',
    gravitySeconds: 'game arithmetic on a level number',
    lineClearPoints: 'game arithmetic on counts',
    mulberry32: 'a seeded random generator',
    pieceCells: CHOSEN,
    sevenBag: 'a piece randomiser over a random function',
    srsKicks: CHOSEN,
  },
  hash: {
    aesCmac:
      'a MAC over bytes: every input is valid; a key of the wrong size is an EngineError (test/hash/kdf-mac.test.ts)',
    bcryptPbkdf:
      'a key derivation over bytes: every input is valid; rounds and lengths out of range are EngineErrors (test/hash/kdf-mac.test.ts)',
    crcAliases: CHOSEN,
    hkdf: 'a key derivation over bytes: every input is valid; lengths out of range are EngineErrors (test/hash/kdf-mac.test.ts)',
    hkdfExpand:
      'a key derivation over bytes: every input is valid; a short PRK and lengths out of range are EngineErrors (test/hash/kdf-mac.test.ts)',
    hkdfExtract: 'a key derivation over bytes: every input is valid',
    hkdfMaxLength: CHOSEN,
    checkHashParams:
      "checks a length and a key's size that the page's number and key fields produced (out-of-range values are EngineErrors, tested in test/hash/more.test.ts)",
    createHash: 'hashes bytes: every input is valid',
    createHmac: 'hashes bytes: every input is valid',
    digest: 'hashes bytes: every input is valid',
    digestSync: 'hashes bytes: every input is valid',
    hmacSha1: 'hashes bytes: every input is valid',
    hmacSha256: 'hashes bytes: every input is valid',
    hmacSha384: 'hashes bytes: every input is valid',
    hmacSha512: 'hashes bytes: every input is valid',
    sha1: 'hashes bytes: every input is valid',
    sha256: 'hashes bytes: every input is valid',
    sha384: 'hashes bytes: every input is valid',
    sha512: 'hashes bytes: every input is valid',
    argon2Hash:
      'hashes a password: every byte string is valid; its numbers are settings checked with OUT_OF_RANGE (fuzzed through verifyPassword)',
    bcryptHash:
      'hashes a password: every byte string without NUL is valid (PASSWORD_HAS_NUL and BCRYPT_VERSION_UNSUPPORTED are tested in test/hash/bcrypt.test.ts); its numbers are settings checked with OUT_OF_RANGE (fuzzed through verifyPassword)',
    bcryptIgnoredBytes: 'arithmetic on the length of a password: every byte string is valid',
    checkBcryptPassword: 'one check on a byte string (a NUL is PASSWORD_HAS_NUL, tested in test/hash/bcrypt.test.ts)',
    hashAlgorithmInfo: CHOSEN,
    hashLabel: CHOSEN,
    hasHashParams: CHOSEN,
    hashStream: 'hashes a stream of bytes: every input is valid',
    hmac: 'hashes bytes: every input is valid',
    isHashAlgorithm: 'a type guard on a value the page chose',
    scryptHash:
      'hashes a password: every byte string is valid; its numbers are settings checked with OUT_OF_RANGE (fuzzed through verifyPassword)',
    pbkdf2: 'derives a key from bytes: every input is valid; numbers are checked as misuse',
  },
  'hash/sha': {
    digest: 'hashes bytes: every input is valid',
    hmac: 'hashes bytes: every input is valid',
  },
  json: {},
  qr: {
    charCountBits: 'QR capacity arithmetic on a version and mode',
    logoBox: 'geometry on a symbol encodeQr made',
    maxLogoRatio: CHOSEN,
    qrDataBits: 'QR capacity arithmetic on a version and level',
    segmentDataBits: 'QR capacity arithmetic',
    segmentsBits: 'QR capacity arithmetic on segments optimalSegments made',
  },
  'qr-reader': {},
  text: {
    ambiguousCharacters: FACTS,
  },
  ops: {
    getOperation: 'looks an id up in the registry; parseRecipe (fuzzed) is what reads ids from text',
    listOperations: FACTS,
    hashOpId: CHOSEN,
    recipeStreams: 'reads steps parseRecipe (fuzzed) returned',
    recipeLink: 'writes a link from steps and an origin a program gives; formatRecipe (fuzzed) writes its recipe',
    provideChineseConversion: 'takes a function a program gives (a TypeError otherwise, tested in test/ops)',
  },
  token: {
    formatUuid: 'spells 16 bytes a generator or inspectUuid made: every input is valid',
    uuidText: 'spells 16 bytes: every input is valid',
    ulidText: 'spells 16 bytes: every input is valid',
    uuidV4: 'generates: takes only a count the page checked',
    uuidV7: 'generates: takes only a count and a time the page checked',
    uuidV1: 'generates: takes only a count the page checked (options are for programs; RangeError is tested)',
    uuidV6: 'generates: takes only a count the page checked (options are for programs; RangeError is tested)',
    ulid: 'generates: takes only a count and a time the page checked',
    MonotonicClock: 'a generator state, constructed by the program',
    generatePassword: 'generates from options the page chose; NO_CHARACTERS and OUT_OF_RANGE are tested',
    passwordEntropyBits: 'arithmetic on options the page chose',
    generatePassphrase: 'generates from a word list the page ships and counts it checked; RangeError is tested',
    passphraseEntropyBits: 'arithmetic on options the page chose',
    passwordAlphabets: CHOSEN,
    randomBelow: 'takes a bound the program chooses',
    randomToken: 'generates: takes a byte count and a format the page chose',
    jwtTimeStatus: 'compares time claims decodeJwt made (fuzzed) with a clock',
  },
  ton: {},
  tron: {
    buildTronCall:
      'builds a transaction with tronweb from fields the page has already read with checkTronAddress and parseArgumentList (both fuzzed)',
    signTronTransaction: 'signs a transaction buildTronCall made, with a key tronAddressOfKey already read (fuzzed)',
  },
  xrp: {},
};
