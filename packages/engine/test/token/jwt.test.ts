import { execFileSync } from 'node:child_process';
import { createHmac, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeJwt, jwtTimeStatus, signJwt, verifyJwt, verifyJwtDetails } from '../../src/token/index.ts';

const b64u = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const utf8 = (s: string) => new TextEncoder().encode(s);
const code = async (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? String(e),
  );
const codeOf = (f: () => unknown) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    return (e as { code?: string }).code;
  }
};

// RFC 7515 appendix A.1: HS256 with its symmetric key (A.1.1) and the resulting JWS (A.1.1 end).
const A1_KEY = Buffer.from(
  'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow',
  'base64url',
);
const A1 =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
// RFC 7515 appendix A.3: ES256 with the P-256 key of A.3.1.
const A3_JWK = {
  kty: 'EC',
  crv: 'P-256',
  x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
  y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
};
const A3 =
  'eyJhbGciOiJFUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.DtEhU3ljbEg8L38VWAfUAqOyKAM6-Xx-F4GawxaepmXFCgfTjDxw5djxLa8ISlSApmWQxfKTUJqPP3-Kg6NU1Q';
// RFC 8037 appendix A.1 (key), A.4 (JWS of "Example of Ed25519 signing").
const ED_JWK = { kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' };
const A4 =
  'eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc.hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg';

describe('decodeJwt', () => {
  it('reads the RFC 7515 A.1 header and claims', () => {
    const d = decodeJwt(A1);
    expect(d.header).toEqual({ typ: 'JWT', alg: 'HS256' });
    expect(d.payload).toEqual({ iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true });
    expect(d.timeClaims).toEqual([{ name: 'exp', seconds: 1300819380, ms: 1300819380000 }]);
    expect(new Date(d.timeClaims[0]?.ms ?? 0).toISOString()).toBe('2011-03-22T18:43:00.000Z');
    expect(jwtTimeStatus(d.timeClaims, Date.UTC(2026, 0, 1))).toBe('expired');
  });
  it('keeps a payload that is not JSON as text (RFC 8037 A.4)', () => {
    const d = decodeJwt(A4);
    expect(d.payloadIsJson).toBe(false);
    expect(d.payloadJson).toBe('Example of Ed25519 signing');
  });
  it('says which part is wrong', () => {
    expect(codeOf(() => decodeJwt('a.b'))).toBe('JWT_MALFORMED');
    expect(codeOf(() => decodeJwt('e+J9.e30.'))).toBe('JWT_BAD_BASE64URL');
    expect(codeOf(() => decodeJwt(`${b64u('{"alg":')}.e30.`))).toBe('JWT_NOT_JSON');
    expect(codeOf(() => decodeJwt(`${b64u('[1]')}.e30.`))).toBe('JWT_NOT_JSON');
    expect(codeOf(() => decodeJwt(`${b64u('{"alg":"HS256"}')}.e30.a`))).toBe('JWT_BAD_BASE64URL');
  });
  it('tells not yet valid from valid', () => {
    const claims = decodeJwt(`${b64u('{"alg":"HS256"}')}.${b64u('{"nbf":100,"exp":200}')}.`).timeClaims;
    expect(jwtTimeStatus(claims, 99_999)).toBe('not-yet-valid');
    expect(jwtTimeStatus(claims, 100_000)).toBe('valid');
    expect(jwtTimeStatus(claims, 200_000)).toBe('expired');
    expect(jwtTimeStatus([], 0)).toBe('no-times');
  });
});

describe('verifyJwt with the RFC examples', () => {
  it('A.1 HS256 with its key, and not with another', async () => {
    expect(await verifyJwt(A1, { kind: 'secret', bytes: A1_KEY })).toBe('HS256');
    expect(await code(verifyJwt(A1, { kind: 'secret', bytes: utf8('x') }))).toBe('JWT_BAD_SIGNATURE');
    const flipped = `${A1.slice(0, -3)}Xjk`;
    expect(await code(verifyJwt(flipped, { kind: 'secret', bytes: A1_KEY }))).toBe('JWT_BAD_SIGNATURE');
  });
  it('A.3 ES256 with its JWK', async () => {
    expect(await verifyJwt(A3, { kind: 'jwk', text: JSON.stringify(A3_JWK) })).toBe('ES256');
  });
  it('RFC 8037 A.4 Ed25519 with its JWK, also from a JWK Set', async () => {
    expect(await verifyJwt(A4, { kind: 'jwk', text: JSON.stringify(ED_JWK) })).toBe('EdDSA');
    const set = { keys: [A3_JWK, { ...ED_JWK, kid: 'ed' }] };
    expect(await verifyJwt(A4, { kind: 'jwk', text: JSON.stringify(set) })).toBe('EdDSA');
  });
  it('refuses none, a key of another type and a secret for a public-key alg', async () => {
    const none = `${b64u('{"alg":"none"}')}.${b64u('{}')}.`;
    expect(await code(verifyJwt(none, { kind: 'secret', bytes: utf8('k') }))).toBe('JWT_ALG_NONE');
    expect(await code(verifyJwt(A3, { kind: 'secret', bytes: utf8('k') }))).toBe('JWT_KEY_MISMATCH');
    expect(await code(verifyJwt(A1, { kind: 'jwk', text: JSON.stringify(A3_JWK) }))).toBe('JWT_KEY_MISMATCH');
    expect(await code(verifyJwt(A4, { kind: 'jwk', text: '{"keys":[]}' }))).toBe('JWT_NO_MATCHING_KEY');
    expect(await code(verifyJwt(A4, { kind: 'jwk', text: 'nope' }))).toBe('JWT_INVALID_KEY');
    expect(await code(verifyJwt(A1, { kind: 'secret', bytes: new Uint8Array() }))).toBe('EMPTY_KEY');
    const odd = `${b64u('{"alg":"HS1"}')}.${b64u('{}')}.`;
    expect(await code(verifyJwt(odd, { kind: 'secret', bytes: utf8('k') }))).toBe('JWT_ALG_UNSUPPORTED');
  });
});

/** A JWT made by node:crypto alone, independent of jose. */
function nodeJwt(alg: string, key: KeyObject | Buffer, kid?: string): string {
  const input = `${b64u(JSON.stringify({ alg, typ: 'JWT', ...(kid ? { kid } : {}) }))}.${b64u('{"sub":"node"}')}`;
  const bits = alg.slice(2);
  const hash = alg === 'EdDSA' ? null : `sha${bits}`;
  let sig: Buffer;
  if (alg.startsWith('HS'))
    sig = createHmac(`sha${bits}`, key as Buffer)
      .update(input)
      .digest();
  else if (alg.startsWith('PS')) {
    sig = sign(hash, Buffer.from(input), { key: key as KeyObject, padding: 6, saltLength: Number(bits) / 8 });
  } else if (alg.startsWith('ES'))
    sig = sign(hash, Buffer.from(input), { key: key as KeyObject, dsaEncoding: 'ieee-p1363' });
  else sig = sign(hash, Buffer.from(input), key as KeyObject);
  return `${input}.${b64u(sig)}`;
}

const pairs = {
  RSA: generateKeyPairSync('rsa', { modulusLength: 2048 }),
  'P-256': generateKeyPairSync('ec', { namedCurve: 'P-256' }),
  'P-384': generateKeyPairSync('ec', { namedCurve: 'P-384' }),
  'P-521': generateKeyPairSync('ec', { namedCurve: 'P-521' }),
  Ed25519: generateKeyPairSync('ed25519'),
};
const CASES = [
  ['RS256', 'RSA'],
  ['RS384', 'RSA'],
  ['RS512', 'RSA'],
  ['PS256', 'RSA'],
  ['PS384', 'RSA'],
  ['PS512', 'RSA'],
  ['ES256', 'P-256'],
  ['ES384', 'P-384'],
  ['ES512', 'P-521'],
  ['EdDSA', 'Ed25519'],
] as const;

describe('verifyJwt against tokens signed by node:crypto', () => {
  it.each(['HS256', 'HS384', 'HS512'])('%s with a shared secret', async (alg) => {
    const token = nodeJwt(alg, Buffer.from('a shared secret'));
    expect(await verifyJwt(token, { kind: 'secret', bytes: utf8('a shared secret') })).toBe(alg);
    expect(await code(verifyJwt(token, { kind: 'secret', bytes: utf8('another') }))).toBe('JWT_BAD_SIGNATURE');
  });
  it.each(CASES)('%s with a JWK, a JWK Set by kid and a PEM', async (alg, pair) => {
    const { publicKey, privateKey } = pairs[pair];
    const token = nodeJwt(alg, privateKey, 'two');
    const jwk = publicKey.export({ format: 'jwk' });
    const pem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
    expect(await verifyJwt(token, { kind: 'jwk', text: JSON.stringify(jwk) })).toBe(alg);
    const other = pairs[pair === 'RSA' ? 'RSA' : pair].publicKey.export({ format: 'jwk' });
    const set = {
      keys: [
        { ...other, kid: 'one', n: jwk.n ? b64u(Buffer.alloc(256, 7)) : undefined },
        { ...jwk, kid: 'two' },
      ],
    };
    expect(await verifyJwt(token, { kind: 'jwk', text: JSON.stringify(set) })).toBe(alg);
    expect(await verifyJwt(token, { kind: 'pem', text: pem })).toBe(alg);
    const keyPair = generateKeyPairSync as unknown as (t: string, o: object) => { publicKey: KeyObject };
    const wrong = keyPair(pair === 'RSA' ? 'rsa' : pair === 'Ed25519' ? 'ed25519' : 'ec', {
      modulusLength: 2048,
      namedCurve: pair,
    } as never).publicKey.export({ format: 'pem', type: 'spki' });
    expect(await code(verifyJwt(token, { kind: 'pem', text: wrong.toString() }))).toBe('JWT_BAD_SIGNATURE');
  });
  it('ES256 with an X.509 certificate made by the openssl CLI, and RS256 against a P-256 PEM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jwt-'));
    const keyFile = join(dir, 'k.pem');
    const certFile = join(dir, 'c.pem');
    execFileSync('openssl', ['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', keyFile]);
    execFileSync('openssl', [
      'req',
      '-new',
      '-x509',
      '-key',
      keyFile,
      '-subj',
      '/CN=t',
      '-days',
      '1',
      '-out',
      certFile,
    ]);
    const { createPrivateKey } = await import('node:crypto');
    const token = nodeJwt('ES256', createPrivateKey(readFileSync(keyFile)));
    const cert = readFileSync(certFile, 'utf8');
    expect(await verifyJwt(token, { kind: 'pem', text: cert })).toBe('ES256');
    const rs = nodeJwt('RS256', pairs.RSA.privateKey);
    expect(await code(verifyJwt(rs, { kind: 'pem', text: cert }))).toBe('JWT_KEY_MISMATCH');
    expect(
      await code(verifyJwt(rs, { kind: 'pem', text: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' })),
    ).toBe('JWT_INVALID_KEY');
  });
});

describe('RSA keys under 2048 bits (RFC 7518 section 3.3), tokens signed by node:crypto', () => {
  const short = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const pem = short.publicKey.export({ format: 'pem', type: 'spki' }).toString();
  const jwk = JSON.stringify(short.publicKey.export({ format: 'jwk' }));
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => 'ok',
      (e: { code?: string; params?: object }) => ({ code: e.code, ...e.params }),
    );
  it.each(['RS256', 'RS512', 'PS256', 'PS384'])('%s: names the short key, or verifies it when allowed', async (alg) => {
    const token = nodeJwt(alg, short.privateKey);
    for (const key of [
      { kind: 'pem', text: pem },
      { kind: 'jwk', text: jwk },
    ] as const) {
      expect(await failure(verifyJwt(token, key))).toEqual({ code: 'JWT_KEY_TOO_SHORT', alg, bits: 1024, min: 2048 });
      expect(await verifyJwtDetails(token, key, { allowShortRsaKey: true })).toEqual({ alg, rsaBits: 1024 });
    }
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.${b64u(Buffer.alloc(128, 1))}`;
    expect(await code(verifyJwtDetails(forged, { kind: 'pem', text: pem }, { allowShortRsaKey: true }))).toBe(
      'JWT_BAD_SIGNATURE',
    );
    const other = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey;
    const otherPem = other.export({ format: 'pem', type: 'spki' }).toString();
    expect(await code(verifyJwtDetails(token, { kind: 'pem', text: otherPem }, { allowShortRsaKey: true }))).toBe(
      'JWT_BAD_SIGNATURE',
    );
  });
  it('reports 2048-bit keys as they are, and refuses to sign with a short one, saying why', async () => {
    const token = nodeJwt('RS256', pairs.RSA.privateKey);
    const pem2048 = pairs.RSA.publicKey.export({ format: 'pem', type: 'spki' }).toString();
    expect(await verifyJwtDetails(token, { kind: 'pem', text: pem2048 })).toEqual({ alg: 'RS256', rsaBits: 2048 });
    const pkcs8 = short.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(await failure(signJwt('{}', 'RS256', { kind: 'pem', text: pkcs8 }))).toEqual({
      code: 'JWT_KEY_TOO_SHORT',
      alg: 'RS256',
      bits: 1024,
      min: 2048,
    });
  });
});

describe('signJwt, checked by node:crypto', () => {
  it('HS512 with a secret gives the HMAC node computes', async () => {
    const token = await signJwt('{"a":1}', 'HS512', { kind: 'secret', bytes: utf8('k') }, '{"kid":"x"}');
    const [h = '', p = '', s] = token.split('.');
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'HS512', typ: 'JWT', kid: 'x' });
    expect(s).toBe(createHmac('sha512', 'k').update(`${h}.${p}`).digest('base64url'));
  });
  it('ES256 with a PKCS#8 PEM and EdDSA with a private JWK verify with node:crypto', async () => {
    const { verify } = await import('node:crypto');
    const ec = pairs['P-256'];
    const pem = ec.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const t1 = await signJwt('{"sub":"x"}', 'ES256', { kind: 'pem', text: pem });
    const [h1, p1, s1 = ''] = t1.split('.');
    const ok1 = verify(
      'sha256',
      Buffer.from(`${h1}.${p1}`),
      { key: ec.publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(s1, 'base64url'),
    );
    expect(ok1).toBe(true);
    const ed = pairs.Ed25519;
    const t2 = await signJwt('{"sub":"y"}', 'EdDSA', {
      kind: 'jwk',
      text: JSON.stringify(ed.privateKey.export({ format: 'jwk' })),
    });
    const [h2, p2, s2 = ''] = t2.split('.');
    expect(verify(null, Buffer.from(`${h2}.${p2}`), ed.publicKey, Buffer.from(s2, 'base64url'))).toBe(true);
  });
  it('refuses none, a payload that is not an object and a public key to sign', async () => {
    const secret = { kind: 'secret', bytes: utf8('k') } as const;
    expect(await code(signJwt('{}', 'none', secret))).toBe('JWT_ALG_NONE');
    expect(await code(signJwt('[1]', 'HS256', secret))).toBe('JWT_NOT_JSON');
    const pub = pairs['P-256'].publicKey.export({ format: 'pem', type: 'spki' }).toString();
    expect(await code(signJwt('{}', 'ES256', { kind: 'pem', text: pub }))).toBe('JWT_INVALID_KEY');
  });
});
