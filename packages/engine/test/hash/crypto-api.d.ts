// crypto-api 0.8.5 ships no types; the tests use its hashers and HMAC on binary strings.
declare module 'crypto-api/src/hasher/*.mjs' {
  export default class Hasher {
    constructor(options?: { length?: number });
    update(message: string): void;
    finalize(): string;
  }
}
declare module 'crypto-api/src/mac/hmac.mjs' {
  export default class Hmac {
    constructor(key: string, hasher: { update(s: string): void; finalize(): string });
    update(message: string): void;
    finalize(): string;
  }
}
