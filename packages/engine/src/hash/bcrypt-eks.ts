import { BLOWFISH_PI_HEX } from './blowfish-pi.ts';

// bcrypt's EksBlowfish in plain TypeScript, as OpenBSD's bcrypt.c computes `$2b$` (and crypt_blowfish
// `$2b$`/`$2y$`). hash-wasm computes every bcrypt here, but always as crypt_blowfish's `$2a$`, whose
// "safety" tweak changes the result for the few passwords that trip it (see password.ts,
// `tripsBcrypt2aSafety`); only those come here. Decision 0155.

const PI = Uint32Array.from({ length: 1042 }, (_, i) => Number.parseInt(BLOWFISH_PI_HEX.slice(i * 8, i * 8 + 8), 16));

export interface State {
  P: Uint32Array;
  S: Uint32Array;
}

function f(S: Uint32Array, x: number): number {
  return (((S[x >>> 24]! + S[256 | ((x >>> 16) & 255)]!) ^ S[512 | ((x >>> 8) & 255)]!) + S[768 | (x & 255)]!) >>> 0;
}

/** Blowfish's initial state (`Blowfish_initstate`): the digits of pi. */
export function initialState(): State {
  return { P: PI.slice(0, 18), S: PI.slice(18) };
}

/** Enciphers the block in `lr` (two words) in place. */
export function encipher({ P, S }: State, lr: Uint32Array): void {
  let l = lr[0]! ^ P[0]!;
  let r = lr[1]!;
  for (let i = 1; i <= 16; i += 2) {
    r ^= f(S, l) ^ P[i]!;
    l ^= f(S, r) ^ P[i + 1]!;
  }
  lr[0] = (r ^ P[17]!) >>> 0;
  lr[1] = l >>> 0;
}

/** Big-endian words read cyclically from `data`, as bcrypt.c's `Blowfish_stream2word`. */
export function stream(data: Uint8Array): () => number {
  let j = 0;
  return () => {
    let w = 0;
    for (let k = 0; k < 4; k++) {
      w = ((w << 8) | data[j]!) >>> 0;
      j = (j + 1) % data.length;
    }
    return w;
  };
}

/** `Blowfish_expandstate` when `salt` is given, else `Blowfish_expand0state`. */
export function expand(state: State, key: Uint8Array, salt?: Uint8Array): void {
  const k = stream(key);
  for (let i = 0; i < 18; i++) state.P[i]! ^= k();
  const s = salt ? stream(salt) : null;
  const lr = new Uint32Array(2);
  const fill = (box: Uint32Array) => {
    for (let i = 0; i < box.length; i += 2) {
      if (s) {
        lr[0]! ^= s();
        lr[1]! ^= s();
      }
      encipher(state, lr);
      box[i] = lr[0]!;
      box[i + 1] = lr[1]!;
    }
  };
  fill(state.P);
  fill(state.S);
}

/**
 * The 23 bytes of a `$2b$` bcrypt hash. `key` is the password (at most 72 bytes, no NUL) followed by
 * its terminating NUL, which bcrypt keys with too.
 */
export function bcrypt2b(key: Uint8Array, salt: Uint8Array, cost: number): Uint8Array {
  const state = initialState();
  expand(state, key, salt);
  for (let round = 2 ** cost; round > 0; round--) {
    expand(state, key);
    expand(state, salt);
  }
  // "OrpheanBeholderScryDoubt", enciphered 64 times in ECB mode.
  const text = new TextEncoder().encode('OrpheanBeholderScryDoubt');
  const words = new Uint32Array(6);
  const next = stream(text);
  for (let i = 0; i < 6; i++) words[i] = next();
  const lr = new Uint32Array(2);
  for (let n = 0; n < 64; n++) {
    for (let i = 0; i < 6; i += 2) {
      lr[0] = words[i]!;
      lr[1] = words[i + 1]!;
      encipher(state, lr);
      words[i] = lr[0]!;
      words[i + 1] = lr[1]!;
    }
  }
  const out = new Uint8Array(24);
  for (let i = 0; i < 6; i++) new DataView(out.buffer).setUint32(i * 4, words[i]!);
  return out.slice(0, 23);
}
