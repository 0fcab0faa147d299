/**
 * The platform's WebCrypto, asked only where the engine has a portable path for the same bytes.
 *
 * Browsers refuse different inputs: WebKitGTK (libgcrypt) rejects PBKDF2 with an empty salt or an empty
 * password with an OperationError, Chromium has no AES-192 (NotSupportedError/OperationError), Node throws
 * its own ERR_CRYPTO_* errors for some GCM IVs. The callers skip WebCrypto up front for the inputs known
 * to be refused somewhere, and {@link tryWebCrypto} turns any other refusal into "use the portable path",
 * so no platform error ever reaches the visitor as a crash.
 */

/** The platform's SubtleCrypto, or undefined where there is none (an insecure context, an old runtime). */
export function platformSubtle(): SubtleCrypto | undefined {
  return globalThis.crypto?.subtle;
}

/**
 * Runs `call` on the platform's SubtleCrypto. Returns undefined when there is none or when it refuses:
 * every error that `call` throws counts as a refusal, whatever its name, since the engines disagree on
 * names (OperationError, NotSupportedError, DataError, InvalidAccessError, Node's ERR_CRYPTO_*). Callers
 * then compute the same bytes on their portable path, which throws the engine's own errors for input
 * that is really bad, so nothing is hidden.
 */
export async function tryWebCrypto<T>(call: (subtle: SubtleCrypto) => Promise<T>): Promise<T | undefined> {
  const subtle = platformSubtle();
  if (!subtle) return undefined;
  try {
    return await call(subtle);
  } catch {
    return undefined;
  }
}
