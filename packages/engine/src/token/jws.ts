import { EngineError } from '../errors.ts';
import { decodeJwt } from './jwt.ts';

/** The JWS algorithms `verifyJwt` and `signJwt` accept (RFC 7518 section 3.1, RFC 8037 section 3.1). */
export const JWS_ALGORITHMS = [
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
] as const;
export type JwsAlgorithm = (typeof JWS_ALGORITHMS)[number];

/**
 * A key as a visitor gives it: a shared secret's bytes (HS*), a JWK or a JWK Set as JSON text (a set is
 * searched by the token's `kid`), or PEM text (SPKI public key or X.509 certificate to verify, PKCS#8
 * private key to sign).
 */
export type JwtKey =
  | { readonly kind: 'secret'; readonly bytes: Uint8Array }
  | { readonly kind: 'jwk'; readonly text: string }
  | { readonly kind: 'pem'; readonly text: string };

/** What {@link verifyJwtDetails} found besides a good signature. */
export interface JwtVerification {
  readonly alg: JwsAlgorithm;
  /** The RSA modulus in bits for RS* and PS*, else null; under {@link JWT_MIN_RSA_BITS} only when allowed. */
  readonly rsaBits: number | null;
}

export interface VerifyJwtOptions {
  /**
   * Verify RS* and PS* signatures made with an RSA key under {@link JWT_MIN_RSA_BITS} bits (RFC 7518
   * section 3.3 says such keys MUST NOT be used) instead of throwing JWT_KEY_TOO_SHORT: for reading
   * old tokens, with `rsaBits` to warn about. Default false.
   */
  readonly allowShortRsaKey?: boolean;
}

/** The smallest RSA key RFC 7518 (sections 3.3 and 3.5) allows for RS* and PS*: 2048 bits. */
export const JWT_MIN_RSA_BITS = 2048;

type Jose = typeof import('./jose.ts');
type KeyLike = CryptoKey | Uint8Array;

// jose is loaded on first use, so a page that only decodes never downloads it.
let jose: Promise<Jose> | undefined;
const loadJose = (): Promise<Jose> => {
  jose ??= import('./jose.ts');
  return jose;
};

function isAlgorithm(alg: string): alg is JwsAlgorithm {
  return (JWS_ALGORITHMS as readonly string[]).includes(alg);
}

/** Which JWK `kty` (and `crv`) an algorithm needs. */
function keyTypeOf(alg: JwsAlgorithm): { kty: string; crv?: string } {
  if (alg.startsWith('HS')) return { kty: 'oct' };
  if (alg.startsWith('RS') || alg.startsWith('PS')) return { kty: 'RSA' };
  if (alg === 'ES256') return { kty: 'EC', crv: 'P-256' };
  if (alg === 'ES384') return { kty: 'EC', crv: 'P-384' };
  if (alg === 'ES512') return { kty: 'EC', crv: 'P-521' };
  return { kty: 'OKP', crv: 'Ed25519' };
}

function checkAlg(alg: string): JwsAlgorithm {
  if (alg.toLowerCase() === 'none') throw new EngineError('JWT_ALG_NONE', 'alg "none" is refused', { alg });
  if (!isAlgorithm(alg)) throw new EngineError('JWT_ALG_UNSUPPORTED', `alg ${alg} is not supported`, { alg });
  return alg;
}

function mismatch(alg: string, key: string): EngineError {
  return new EngineError('JWT_KEY_MISMATCH', `alg ${alg} does not fit this key`, { alg, key });
}

function parseJwkText(text: string): Record<string, unknown> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new EngineError('JWT_INVALID_KEY', 'the key is not JSON', { key: 'jwk' });
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw new EngineError('JWT_INVALID_KEY', 'a JWK is a JSON object', { key: 'jwk' });
  }
  return v as Record<string, unknown>;
}

function pickFromSet(set: Record<string, unknown>, alg: JwsAlgorithm, kid: unknown): Record<string, unknown> {
  const keys = (Array.isArray(set.keys) ? set.keys : []) as Record<string, unknown>[];
  const want = keyTypeOf(alg);
  const fits = keys.filter(
    (k) =>
      typeof k === 'object' &&
      k !== null &&
      k.kty === want.kty &&
      (want.crv === undefined || k.crv === want.crv) &&
      (kid === undefined || k.kid === kid) &&
      (k.alg === undefined || k.alg === alg) &&
      (k.use === undefined || k.use === 'sig'),
  );
  const only = fits[0];
  if (fits.length !== 1 || !only) {
    throw new EngineError('JWT_NO_MATCHING_KEY', 'no single key in the set fits', {
      kid: typeof kid === 'string' ? kid : '',
      found: fits.length,
    });
  }
  return only;
}

async function importJwk(j: Jose, jwk: Record<string, unknown>, alg: JwsAlgorithm): Promise<KeyLike> {
  const want = keyTypeOf(alg);
  if (jwk.kty !== want.kty || (want.crv !== undefined && jwk.crv !== want.crv)) {
    throw mismatch(alg, `${String(jwk.kty)}${jwk.crv ? ` ${String(jwk.crv)}` : ''}`);
  }
  try {
    return await j.importJWK(jwk as import('jose').JWK, alg, { extractable: false });
  } catch {
    throw new EngineError('JWT_INVALID_KEY', 'the JWK cannot be used', { key: 'jwk' });
  }
}

async function importPem(j: Jose, pem: string, alg: JwsAlgorithm, use: 'verify' | 'sign'): Promise<KeyLike> {
  const text = pem.trim();
  const label = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(text)?.[1];
  if (!label) throw new EngineError('JWT_INVALID_KEY', 'no PEM block', { key: 'pem' });
  if (alg.startsWith('HS')) throw mismatch(alg, label);
  const wanted = use === 'sign' ? ['PRIVATE KEY'] : ['PUBLIC KEY', 'CERTIFICATE'];
  if (!wanted.includes(label)) throw new EngineError('JWT_INVALID_KEY', `a ${label} cannot ${use}`, { key: label });
  try {
    if (label === 'CERTIFICATE') return await j.importX509(text, alg);
    if (label === 'PUBLIC KEY') return await j.importSPKI(text, alg);
    return await j.importPKCS8(text, alg);
  } catch (e) {
    // jose says "Invalid or unsupported key format" for a key of another type than alg wants.
    const msg = e instanceof Error ? e.message : '';
    if (/type|algorithm|curve|unsupported/i.test(msg) && !/parse|decode|malformed/i.test(msg))
      throw mismatch(alg, label);
    throw new EngineError('JWT_INVALID_KEY', 'the PEM cannot be read', { key: label });
  }
}

async function resolveKey(key: JwtKey, alg: JwsAlgorithm, kid: unknown, use: 'verify' | 'sign'): Promise<KeyLike> {
  if (key.kind === 'secret') {
    if (!alg.startsWith('HS')) throw mismatch(alg, 'secret');
    if (key.bytes.length === 0) throw new EngineError('EMPTY_KEY', 'the secret is empty');
    return key.bytes;
  }
  const j = await loadJose();
  if (key.kind === 'pem') return importPem(j, key.text, alg, use);
  const v = parseJwkText(key.text);
  return importJwk(j, 'keys' in v ? pickFromSet(v, alg, kid) : v, alg);
}

/** The modulus length of an RSA CryptoKey, else null. */
function rsaBitsOf(k: KeyLike): number | null {
  if (k instanceof Uint8Array) return null;
  const bits = (k.algorithm as Partial<RsaHashedKeyAlgorithm>).modulusLength;
  return typeof bits === 'number' ? bits : null;
}

function tooShort(alg: JwsAlgorithm, bits: number): EngineError {
  return new EngineError('JWT_KEY_TOO_SHORT', `${alg} needs an RSA key of ${JWT_MIN_RSA_BITS} bits or more`, {
    alg,
    bits,
    min: JWT_MIN_RSA_BITS,
  });
}

/** WebCrypto's verify for RS* and PS*, which jose refuses for a key under 2048 bits. */
async function verifyShortRsa(token: string, k: CryptoKey, alg: JwsAlgorithm): Promise<void> {
  const dot = token.lastIndexOf('.');
  const data = new TextEncoder().encode(token.slice(0, dot));
  const signature = decodeJwt(token).signature;
  const params = alg.startsWith('PS')
    ? { name: 'RSA-PSS', saltLength: Number(alg.slice(2)) / 8 }
    : { name: 'RSASSA-PKCS1-v1_5' };
  if (!(await crypto.subtle.verify(params, k, new Uint8Array(signature), data))) {
    throw new EngineError('JWT_BAD_SIGNATURE', 'the signature does not match', { alg });
  }
}

/**
 * Verifies a compact JWS/JWT signature (RFC 7515 section 5.2) with the algorithm its header names
 * (RFC 7518, RFC 8037), through WebCrypto by way of `jose`, and says what it found: the algorithm and,
 * for RSA, the key's size. `none` is refused; the key must fit the algorithm; an RSA key under 2048 bits
 * is refused unless `options.allowShortRsaKey`. Claims (`exp`, `nbf`) are reported by `decodeJwt`, not
 * checked here.
 *
 * @throws EngineError the codes of `decodeJwt`, JWT_ALG_NONE, JWT_ALG_UNSUPPORTED, JWT_KEY_MISMATCH,
 *   JWT_KEY_TOO_SHORT (params alg, bits, min), JWT_INVALID_KEY, JWT_NO_MATCHING_KEY, EMPTY_KEY, JWT_BAD_SIGNATURE
 * @example
 * // RFC 7515 appendix A.1 with its key
 * import { fromBase64 } from '@tinkerbox/engine/encoding';
 * const k = fromBase64('AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow', { variant: 'url' });
 * await verifyJwtDetails('eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', { kind: 'secret', bytes: k }) // { alg: 'HS256', rsaBits: null }
 */
export async function verifyJwtDetails(
  token: string,
  key: JwtKey,
  options: VerifyJwtOptions = {},
): Promise<JwtVerification> {
  const decoded = decodeJwt(token);
  const alg = checkAlg(decoded.alg);
  const k = await resolveKey(key, alg, decoded.header.kid, 'verify');
  const rsaBits = rsaBitsOf(k);
  if (rsaBits !== null && rsaBits < JWT_MIN_RSA_BITS && (alg.startsWith('RS') || alg.startsWith('PS'))) {
    if (!options.allowShortRsaKey) throw tooShort(alg, rsaBits);
    await verifyShortRsa(token.trim(), k as CryptoKey, alg);
    return { alg, rsaBits };
  }
  const j = await loadJose();
  try {
    await j.compactVerify(token.trim(), k, { algorithms: [alg] });
  } catch (e) {
    if (e instanceof j.errors.JWSSignatureVerificationFailed) {
      throw new EngineError('JWT_BAD_SIGNATURE', 'the signature does not match', { alg });
    }
    if (e instanceof TypeError || e instanceof j.errors.JOSENotSupported) throw mismatch(alg, key.kind);
    // anything else jose refuses (a `crit` header it cannot honour, `b64: false`) is the token's fault
    if (e instanceof j.errors.JOSEError) throw new EngineError('JWT_MALFORMED', e.message, { parts: 3 });
    throw e;
  }
  return { alg, rsaBits };
}

/**
 * Verifies a compact JWS/JWT signature as {@link verifyJwtDetails} does (an RSA key under 2048 bits
 * is refused) and returns the algorithm.
 *
 * @throws EngineError the codes of {@link verifyJwtDetails}
 * @example
 * // RFC 7515 appendix A.1 with its key
 * import { fromBase64 } from '@tinkerbox/engine/encoding';
 * const k = fromBase64('AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow', { variant: 'url' });
 * await verifyJwt('eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk', { kind: 'secret', bytes: k }) // 'HS256'
 */
export async function verifyJwt(token: string, key: JwtKey): Promise<JwsAlgorithm> {
  return (await verifyJwtDetails(token, key)).alg;
}

/**
 * Signs a payload into a compact JWT (RFC 7515 section 5.1) with `alg`: HS* with a secret, the others
 * with a private JWK or a PKCS#8 PEM. The header gets `alg` and `typ: "JWT"`, then `extraHeader`.
 *
 * @throws EngineError JWT_NOT_JSON (`part`: payload or header text that is not a JSON object),
 *   JWT_ALG_NONE, JWT_ALG_UNSUPPORTED, JWT_KEY_MISMATCH, JWT_KEY_TOO_SHORT (an RSA key under 2048
 *   bits: params alg, bits, min), JWT_INVALID_KEY, EMPTY_KEY
 * @example
 * await signJwt('{"sub":"1"}', 'HS256', { kind: 'secret', bytes: new TextEncoder().encode('secret') })
 * // 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIn0.8qZF8vbN3UpcanXFc-mPXJkOPN01-bRch8XX3rToP1U'
 */
export async function signJwt(payload: string, alg: string, key: JwtKey, extraHeader = '{}'): Promise<string> {
  const a = checkAlg(alg);
  const claims = jsonObject(payload, 'payload');
  const header = { alg: a, typ: 'JWT', ...jsonObject(extraHeader, 'header') };
  header.alg = a;
  const k = await resolveKey(key, a, undefined, 'sign');
  const rsaBits = rsaBitsOf(k);
  if (rsaBits !== null && rsaBits < JWT_MIN_RSA_BITS) throw tooShort(a, rsaBits);
  const j = await loadJose();
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  try {
    return await new j.CompactSign(bytes).setProtectedHeader(header).sign(k);
  } catch {
    throw mismatch(a, key.kind);
  }
}

function jsonObject(text: string, which: 'payload' | 'header'): Record<string, unknown> {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new EngineError('JWT_NOT_JSON', `the ${which} is not JSON`, { part: which });
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    throw new EngineError('JWT_NOT_JSON', `the ${which} is not a JSON object`, { part: which });
  }
  return v as Record<string, unknown>;
}
