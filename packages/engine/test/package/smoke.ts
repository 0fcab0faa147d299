import { createCipheriv, createHash, createHmac } from 'node:crypto';

// One call per public subpath, run in a consumer project against the installed package, each checked
// against a value from outside the engine: node:crypto, Node's Buffer and JSON, jsQR reading what the
// engine encoded, or a value published by a standard or a chain's documentation.

const seq = (n: number) => Uint8Array.from({ length: n }, (_, i) => i);
const units = (n: bigint, d: number) => `${n / 10n ** BigInt(d)}.${(n % 10n ** BigInt(d)).toString().padStart(d, '0')}`;

interface Smoke {
  /** An expression on `m` (the subpath's module) and the helpers of {@link smokeSource}; may await. */
  readonly expr: string;
  readonly expected: unknown;
}

/** Keyed by subpath ('' is the root). */
export const SMOKE: Record<string, Smoke> = {
  '': {
    // the EngineError a subpath throws is the class the root exports
    expr: "await (async () => { try { (await load('@tinkerbox/engine/encoding')).fromHex('zz'); } catch (e) { return m.isEngineError(e) && e instanceof m.EngineError && e.code; } })()",
    expected: 'INVALID_HEX',
  },
  hash: {
    expr: "hex(await m.digest('sha256', utf8('abc')))",
    expected: createHash('sha256').update('abc').digest('hex'),
  },
  'hash/sha': {
    expr: "hex(await m.hmac('sha384', utf8('key'), utf8('abc')))",
    expected: createHmac('sha384', 'key').update('abc').digest('hex'),
  },
  cipher: {
    expr: "hex((await m.encrypt(utf8('tinkerbox'), { algorithm: 'aes', mode: 'cbc' }, { key: seq(32), iv: seq(16) })).output)",
    expected: (() => {
      const c = createCipheriv('aes-256-cbc', seq(32), seq(16));
      return Buffer.concat([c.update('tinkerbox'), c.final()]).toString('hex');
    })(),
  },
  // the IV's length is GCM's own (12 bytes), so WebCrypto runs it in Node
  'cipher/aes-gcm': {
    expr: "hex((await m.encrypt(utf8('tinkerbox'), { algorithm: 'aes', mode: 'gcm' }, { key: seq(16), iv: seq(12) })).output)",
    expected: (() => {
      const c = createCipheriv('aes-128-gcm', seq(16), seq(12));
      return Buffer.concat([c.update('tinkerbox'), c.final(), c.getAuthTag()]).toString('hex');
    })(),
  },
  encoding: { expr: 'm.toBase64(seq(10))', expected: Buffer.from(seq(10)).toString('base64') },
  json: {
    expr: 'm.minifyJson(\'{ "a" : [ 1 , "b" ], "c": { } }\')',
    expected: JSON.stringify(JSON.parse('{ "a" : [ 1 , "b" ], "c": { } }')),
  },
  format: { expr: 'm.formatUnits(1234567n, 6)', expected: units(1234567n, 6) },
  qr: { expr: "(await jsqr())(...pixels(m.encodeQr('tinkerbox'))).data", expected: 'tinkerbox' },
  'qr-reader': {
    expr: "(await m.readQrCodes(image(pixels((await load('@tinkerbox/engine/qr')).encodeQr('tinkerbox'))), { engine: 'jsqr' }))[0].text",
    expected: 'tinkerbox',
  },
  // EIP-55's own example
  evm: {
    expr: "m.checkEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')",
    expected: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  },
  // USDT's TRC-20 contract, as Tronscan shows it in hex and base58
  tron: {
    expr: "m.tronAddressFromHex('41a614f803b6fd780986a42c78ec9c7f77e6ded13c')",
    expected: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  },
  // 1 TON = 10^9 nanotons, 1 XRP = 10^6 drops, 1 ada = 10^6 lovelace (each chain's documentation)
  ton: { expr: "m.nanoToTon('1500000000')", expected: units(1500000000n, 9).replace(/0+$/, '') },
  xrp: { expr: "m.dropsToXrp('1500000')", expected: units(1500000n, 6).replace(/0+$/, '') },
  ada: { expr: "m.lovelaceToAda('1500000')", expected: units(1500000n, 6).replace(/0+$/, '') },
  // HighLife in B/S notation: born with 3 or 6 neighbours, survives with 2 or 3 (bit n = n neighbours)
  games: {
    expr: "[m.parseRule('B36/S23'), m.formatRule(m.parseRule('B36/S23'))]",
    expected: [{ birth: (1 << 3) | (1 << 6), survive: (1 << 2) | (1 << 3) }, 'B36/S23'],
  },
  text: { expr: "m.convertChinese('汉字', 's2t')", expected: '漢字' },
  // the genesis block's address
  address: { expr: "m.isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')", expected: true },
  // a recipe over the operation registry: hex to bytes, then SHA-256 as hex (node:crypto's digest of "abc")
  ops: {
    expr: "new TextDecoder().decode(await m.runRecipe(m.parseRecipe('from-hex sha256'), utf8('616263')))",
    expected: createHash('sha256').update('abc').digest('hex'),
  },
  // RFC 4122 section 3's example URN, a version 1 UUID of the RFC variant
  token: {
    expr: "(({ version, variant }) => [version, variant])(m.inspectUuid('f81d4fae-7dec-11d0-a765-00a0c91e6bf6'))",
    expected: [1, 'rfc'],
  },
};

/**
 * A program that loads each given subpath, runs its smoke call and prints { subpath: result } as JSON.
 * `esm` loads with `await import()` (bundlers follow it), otherwise with `require()`.
 */
export function smokeSource(subpaths: readonly string[], format: 'esm' | 'cjs'): string {
  // literal specifiers only, so a bundler sees and bundles each one
  const load = (spec: string) => (format === 'esm' ? `import('${spec}')` : `Promise.resolve(require('${spec}'))`);
  const lines = [
    'const utf8 = (s) => new TextEncoder().encode(s);',
    'const seq = (n) => Uint8Array.from({ length: n }, (_, i) => i);',
    "const hex = (b) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');",
    `const jsqr = async () => { const j = await ${load('jsqr')}; return typeof j === 'function' ? j : typeof j.default === 'function' ? j.default : j.default.default; };`,
    // the symbol drawn 4 pixels a module with a 4-module quiet zone, as RGBA
    'const pixels = (s) => { const w = (s.size + 8) * 4; const d = new Uint8ClampedArray(w * w * 4).fill(255); for (let y = 0; y < w; y++) for (let x = 0; x < w; x++) { const r = Math.floor(y / 4) - 4, c = Math.floor(x / 4) - 4; if (r >= 0 && c >= 0 && r < s.size && c < s.size && s.modules[r * s.size + c]) d.fill(0, (y * w + x) * 4, (y * w + x) * 4 + 3); } return [d, w, w]; };',
    'const image = ([data, width, height]) => ({ data, width, height });',
    'const run = async () => {',
    '  const out = {};',
    ...subpaths.map((sub) => {
      const smoke = SMOKE[sub];
      if (!smoke) throw new Error(`no smoke call for subpath '${sub}' (test/package/smoke.ts)`);
      const spec = sub ? `@tinkerbox/engine/${sub}` : '@tinkerbox/engine';
      const expr = smoke.expr.replace(/load\('([^']+)'\)/g, (_, s: string) => load(s));
      return `  out[${JSON.stringify(sub)}] = await (async (m) => ${expr})(await ${load(spec)});`;
    }),
    '  console.log(JSON.stringify(out));',
    '};',
    format === 'esm' ? 'await run();' : 'run();',
  ];
  return `${lines.join('\n')}\n`;
}

/** What {@link smokeSource} should print for these subpaths. */
export const smokeExpected = (subpaths: readonly string[]) =>
  Object.fromEntries(subpaths.map((sub) => [sub, SMOKE[sub]?.expected]));
