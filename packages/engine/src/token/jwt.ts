import { base64urlnopad } from '@scure/base';
import { EngineError } from '../errors.ts';

/** The three parts of a compact JWS, in order. */
export type JwtPart = 'header' | 'payload' | 'signature';

/** A time claim (RFC 7519 section 4.1: `exp`, `nbf`, `iat`) as seconds and as a date. */
export interface JwtTimeClaim {
  readonly name: 'exp' | 'nbf' | 'iat';
  /** NumericDate: seconds since 1970-01-01T00:00:00Z, as in the token. */
  readonly seconds: number;
  /** The same instant in milliseconds, for `new Date(ms)`. */
  readonly ms: number;
}

/** What a compact JWT says before any key is involved. */
export interface DecodedJwt {
  readonly header: Record<string, unknown>;
  readonly payload: unknown;
  /** The header as pretty JSON (two spaces). */
  readonly headerJson: string;
  /** The payload as pretty JSON, or its text when it is not JSON (a JWS may carry any bytes). */
  readonly payloadJson: string;
  readonly payloadIsJson: boolean;
  readonly alg: string;
  readonly signature: Uint8Array;
  readonly timeClaims: readonly JwtTimeClaim[];
}

/** Whether a token is within its `nbf`/`exp` window at `nowMs`. */
export type JwtTimeStatus = 'valid' | 'expired' | 'not-yet-valid' | 'no-times';

function part(text: string, which: JwtPart): Uint8Array {
  try {
    return base64urlnopad.decode(text);
  } catch {
    throw new EngineError('JWT_BAD_BASE64URL', `the ${which} is not base64url`, { part: which });
  }
}

function json(bytes: Uint8Array, which: JwtPart): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new EngineError('JWT_NOT_JSON', `the ${which} is not JSON`, { part: which });
  }
}

function timeClaims(payload: unknown): JwtTimeClaim[] {
  if (typeof payload !== 'object' || payload === null) return [];
  const out: JwtTimeClaim[] = [];
  for (const name of ['iat', 'nbf', 'exp'] as const) {
    const v = (payload as Record<string, unknown>)[name];
    if (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) < 8.64e12) {
      out.push({ name, seconds: v, ms: Math.round(v * 1000) });
    }
  }
  return out;
}

/**
 * Splits a compact JWT/JWS (RFC 7515 section 7.1, RFC 7519) and decodes its header and payload from
 * base64url (RFC 4648 section 5, no padding) to JSON. Checks no signature: see `verifyJwt`.
 *
 * @throws EngineError JWT_MALFORMED (not three dot-separated parts), JWT_BAD_BASE64URL (`part`),
 *   JWT_NOT_JSON (`part`: the header, or a payload that is not UTF-8), JWT_ALG_UNSUPPORTED (no `alg`)
 * @example
 * decodeJwt('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjoxfQ.c2ln').alg // 'HS256'
 * decodeJwt('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjoxfQ.c2ln').timeClaims[0].ms // 1000
 */
export function decodeJwt(token: string): DecodedJwt {
  if (typeof token !== 'string') throw new TypeError('token must be a string');
  const parts = token.trim().split('.');
  if (parts.length !== 3) throw new EngineError('JWT_MALFORMED', 'a JWT has three parts', { parts: parts.length });
  const [h = '', p = '', s = ''] = parts;
  const header = json(part(h, 'header'), 'header');
  if (typeof header !== 'object' || header === null || Array.isArray(header)) {
    throw new EngineError('JWT_NOT_JSON', 'the header is not a JSON object', { part: 'header' });
  }
  const alg = (header as Record<string, unknown>).alg;
  if (typeof alg !== 'string') throw new EngineError('JWT_ALG_UNSUPPORTED', 'the header has no alg', { alg: '' });
  const payloadBytes = part(p, 'payload');
  const signature = part(s, 'signature');
  let payload: unknown;
  let payloadIsJson = true;
  try {
    payload = json(payloadBytes, 'payload');
  } catch {
    payloadIsJson = false;
    payload = new TextDecoder().decode(payloadBytes);
  }
  return {
    header: header as Record<string, unknown>,
    payload,
    headerJson: JSON.stringify(header, null, 2),
    payloadJson: payloadIsJson ? JSON.stringify(payload, null, 2) : (payload as string),
    payloadIsJson,
    alg,
    signature,
    timeClaims: timeClaims(payload),
  };
}

/**
 * Whether the token's `nbf` and `exp` (RFC 7519 sections 4.1.4 and 4.1.5) allow it at `nowMs`: expired
 * when now is at or after `exp`, not yet valid when now is before `nbf`.
 *
 * @example
 * jwtTimeStatus([{ name: 'exp', seconds: 10, ms: 10_000 }], 10_000) // 'expired'
 * jwtTimeStatus([{ name: 'nbf', seconds: 10, ms: 10_000 }], 9_999) // 'not-yet-valid'
 */
export function jwtTimeStatus(claims: readonly JwtTimeClaim[], nowMs: number): JwtTimeStatus {
  const exp = claims.find((c) => c.name === 'exp');
  const nbf = claims.find((c) => c.name === 'nbf');
  if (!exp && !nbf) return 'no-times';
  if (exp && nowMs >= exp.ms) return 'expired';
  if (nbf && nowMs < nbf.ms) return 'not-yet-valid';
  return 'valid';
}
