import type { CipherParams, CipherSecret, CipherSpec, KeyDerivation } from '@tinkerbox/engine/cipher';
import type { WorkerProtocol } from '../../lib/worker/protocol.ts';

/** One encryption or decryption of bytes typed on the page, or of a file read in chunks. */
type CipherJob = {
  direction: 'encrypt' | 'decrypt';
  spec: CipherSpec;
  secret: CipherSecret;
  /** Decryption: an AEAD tag given apart, read after the data. */
  tag?: Uint8Array | undefined;
  /** Encryption: return the AEAD tag apart from the ciphertext (OpenSSL's and Node's getAuthTag layout). */
  splitTag?: boolean | undefined;
} & ({ data: Uint8Array } | { file: File });

/** A file job's progress: bytes of the file read so far. */
interface CipherProgress {
  bytes: number;
}

/** A finished job: the whole result for typed input; for files, a Blob of it and its first bytes for a preview. */
export interface CipherResult {
  output: Uint8Array;
  blob?: Blob | undefined;
  size: number;
  params: CipherParams | undefined;
  ms: number;
  /** The AEAD tag, when the job asked for it apart. */
  tag?: Uint8Array | undefined;
  /** Set when the chosen derivation failed and this other one decrypted the data. */
  derivation?: KeyDerivation | undefined;
}

export type CipherProtocol = WorkerProtocol<CipherJob, CipherProgress, CipherResult>;
