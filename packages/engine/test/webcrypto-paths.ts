import { vi } from 'vitest';

/** The platform's own crypto, kept before any test stubs it. */
export const realCrypto = globalThis.crypto;

/**
 * The three paths a per-algorithm function can take (issue 39), each set up by stubbing `crypto`: the
 * platform's WebCrypto, no WebCrypto at all (an insecure context), and a WebCrypto that refuses every
 * call. A test file that uses them unstubs after each test (`afterEach(() => vi.unstubAllGlobals())`).
 */
export const WEBCRYPTO_PATHS = {
  webcrypto: () => undefined,
  'no WebCrypto': () => vi.stubGlobal('crypto', { getRandomValues: realCrypto.getRandomValues.bind(realCrypto) }),
  'a WebCrypto that refuses': () => {
    const subtle = new Proxy(realCrypto.subtle, {
      get: (t, p) =>
        typeof Reflect.get(t, p) === 'function'
          ? () => Promise.reject(new DOMException('no', 'NotSupportedError'))
          : Reflect.get(t, p),
    });
    vi.stubGlobal('crypto', { subtle, getRandomValues: realCrypto.getRandomValues.bind(realCrypto) });
  },
} as const;
