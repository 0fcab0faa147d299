import type { CrcName } from './crc-names.ts';
import type { HashParams } from './params.ts';

/** An incremental hash in pure TypeScript: update, then digest (which resets it or is made anew). */
export interface PureHash {
  update(data: Uint8Array): unknown;
  digest(): Uint8Array;
}

/** The algorithms computed in pure TypeScript: @noble/hashes' SHAKE, cSHAKE, KMAC, and our own. */
export type PureAlgorithm =
  | 'shake128'
  | 'shake256'
  | 'cshake128'
  | 'cshake256'
  | 'kmac128'
  | 'kmac256'
  | 'md2'
  | 'streebog256'
  | 'streebog512'
  | 'ripemd128'
  | 'ripemd256'
  | 'ripemd320'
  | 'crc16-arc'
  | 'crc16-ccitt-false'
  | 'crc16-modbus'
  | 'crc16-xmodem'
  | 'crc16-kermit'
  | CrcName;

const empty = new Uint8Array();

/**
 * A factory of fresh hash states for a pure algorithm with its (checked) params. @noble/hashes (audited)
 * computes SHAKE (FIPS 202) and cSHAKE/KMAC (SP 800-185); MD2, Streebog, RIPEMD-128/256/320 and the CRCs of the
 * catalogue (and the CRC-16s by their engine ids) are ours, since neither library has them.
 */
export async function pureFactory(
  algorithm: PureAlgorithm,
  p: HashParams & { outputLength: number },
): Promise<() => PureHash> {
  // Our own code is imported on first use too, so that a bundle that hashes SHA-256 carries none of it.
  if (algorithm.startsWith('crc16-') || algorithm.startsWith('CRC-')) {
    // the model (its table) is made once; each state is a register over the same table
    const { CrcRegister, catalogueModel } = await import('./crc-core.ts');
    const model = catalogueModel(algorithm);
    if (!model) throw new TypeError(`algorithm: unknown hash algorithm "${algorithm}"`);
    return () => new CrcRegister(model);
  }
  if (algorithm === 'md2') {
    const { Md2 } = await import('./md2.ts');
    return () => new Md2();
  }
  if (algorithm === 'streebog256' || algorithm === 'streebog512') {
    const { Streebog } = await import('./streebog.ts');
    const bits = algorithm === 'streebog256' ? 256 : 512;
    return () => new Streebog(bits);
  }
  if (algorithm === 'ripemd128' || algorithm === 'ripemd256' || algorithm === 'ripemd320') {
    const { Ripemd } = await import('./ripemd.ts');
    return () => new Ripemd(algorithm);
  }
  const dkLen = p.outputLength;
  if (algorithm === 'shake128' || algorithm === 'shake256') {
    const { shake128, shake256 } = await import('@noble/hashes/sha3.js');
    const fn = algorithm === 'shake128' ? shake128 : shake256;
    return () => fn.create({ dkLen });
  }
  const addons = await import('@noble/hashes/sha3-addons.js');
  const personalization = p.customization ?? empty;
  if (algorithm === 'kmac128' || algorithm === 'kmac256') {
    const fn = algorithm === 'kmac128' ? addons.kmac128 : addons.kmac256;
    const key = p.key ?? empty;
    return () => fn.create(key, { dkLen, personalization });
  }
  const fn = algorithm === 'cshake128' ? addons.cshake128 : addons.cshake256;
  // noble reads N as text; SP 800-185 reserves it for NIST's function names, which are ASCII.
  const NISTfn = p.functionName ?? empty;
  return () => fn.create({ dkLen, NISTfn, personalization });
}
