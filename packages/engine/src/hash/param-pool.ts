import type { HashAlgorithm } from './algorithms.ts';
import type { Hasher } from './hasher-type.ts';
import type { HashParams } from './params.ts';

// Hashers made for options of their own (a BLAKE2 length or key, a SHAKE length, cSHAKE strings), kept
// for the last few sets of options: a page that digests as the visitor types would otherwise make a
// new WASM instance per keystroke, and browsers refuse new WASM memories when thousands wait for the
// garbage collector. Options with more than 256 bytes in one field are not kept.
const POOL_WITH_PARAMS = 16;
const paramPool = new Map<string, Promise<Hasher>>();

/** The kept hasher for `algorithm` with `params`, made by `create` when none is kept (internal to digest()). */
export function pooledWith(
  algorithm: HashAlgorithm,
  params: HashParams,
  create: (a: HashAlgorithm, p: HashParams) => Promise<Hasher>,
): Promise<Hasher> {
  const fields = [params.key, params.customization, params.functionName];
  if (fields.some((b) => b && b.length > 256)) return create(algorithm, params);
  const id = [algorithm, params.outputLength ?? '', ...fields.map((b) => b?.join(',') ?? '')].join('|');
  let p = paramPool.get(id);
  if (p) paramPool.delete(id);
  else {
    p = create(algorithm, params);
    p.catch(() => paramPool.delete(id));
  }
  paramPool.set(id, p);
  for (const old of paramPool.keys()) {
    if (paramPool.size <= POOL_WITH_PARAMS) break;
    paramPool.delete(old);
  }
  return p;
}
