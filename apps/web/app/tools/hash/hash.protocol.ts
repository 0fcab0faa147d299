import type { BcryptPbkdfOptions, CrcParams, HashAlgorithm, HashParams, HkdfOptions } from '@tinkerbox/engine/hash';

/** Options for some of a job's algorithms (output length, key, customization: the engine's HashParams). */
export type ParamsByAlgorithm = Partial<Record<HashAlgorithm, HashParams>>;

import type { WorkerProtocol } from '../../lib/worker/protocol.ts';

/** What a page hashes its files or its text with: the algorithms, an HMAC key, the algorithms' own options. */
export interface DigestSetup {
  algorithms: HashAlgorithm[];
  hmacKey: Uint8Array | undefined;
  params?: ParamsByAlgorithm | undefined;
}

/** What the hash pages ask their worker for. */
export type HashJob =
  /** Digests (or HMACs, with a key) of some bytes, one per algorithm, in order. */
  | {
      type: 'bytes';
      data: Uint8Array;
      algorithms: HashAlgorithm[];
      hmacKey?: Uint8Array | undefined;
      params?: ParamsByAlgorithm | undefined;
    }
  /** HKDF: the PRK and the output key (or, with `skipExtract`, the input is the PRK: the output alone). */
  | { type: 'hkdf'; options: HkdfOptions; skipExtract: boolean }
  /** OpenSSH's bcrypt_pbkdf. */
  | { type: 'bcrypt-pbkdf'; options: BcryptPbkdfOptions }
  /** AES-CMAC of `data` under `key`. */
  | { type: 'cmac'; key: Uint8Array; data: Uint8Array }
  /**
   * A CRC with the visitor's own parameters (/crc) of some bytes or of each file (read as a stream), in
   * order: one digest per source. The page has checked the parameters (crcModel).
   */
  | { type: 'crc'; params: CrcParams; sources: (Uint8Array | File)[] }
  /**
   * A file small enough to hold in memory (file-pipeline.ts, WHOLE_FILE_MAX), read whole and then hashed
   * as a `bytes` job: the engine hands SHA-1 and SHA-256 of 1 MiB or more to the platform (WebCrypto,
   * SHA-NI where the CPU has it). One `progress` event once read; the result counts the bytes.
   */
  | { type: 'whole'; file: File; algorithms: HashAlgorithm[]; hmacKey?: Uint8Array | undefined }
  /**
   * A file read and hashed in turn by this one worker (file-pipeline.ts, hashAlone): for a file small
   * enough that a second worker would cost more to start than overlapping reading with hashing saves.
   * Reads in buffers of `chunk` bytes; reports `progress` events; the result counts the bytes.
   */
  | {
      type: 'stream';
      file: File;
      chunk: number;
      algorithms: HashAlgorithm[];
      hmacKey?: Uint8Array | undefined;
      params?: ParamsByAlgorithm | undefined;
    }
  /**
   * The reading end of a file pipeline (file-pipeline.ts): reads `file` into a ring of `ring` buffers of
   * `chunk` bytes, sends each full one down `out` (transferred, never copied) and takes it back from
   * `back` once the last hasher is done with it. Reports `progress` events; the result counts the bytes.
   */
  | { type: 'read'; file: File; out: MessagePort; back: MessagePort; chunk: number; ring: number }
  /**
   * One hashing stage of a file pipeline: every chunk arriving on `input` goes through `algorithms`
   * (HMACs with a key), then on to `output`. Ends with the digests when the reader says the file ended.
   */
  | {
      type: 'hash-port';
      input: MessagePort;
      output: MessagePort;
      algorithms: HashAlgorithm[];
      hmacKey?: Uint8Array | undefined;
      params?: ParamsByAlgorithm | undefined;
    };

/** What a file job reports on its way. */
export type HashEvent =
  /** Bytes of the file read so far. */
  { type: 'progress'; bytes: number };

/** What travels down a file pipeline, from the reader through each hashing stage and back. */
export type ChainMessage =
  | { kind: 'chunk'; buf: ArrayBuffer; length: number }
  /** The file ended: each stage gives its digests. */
  | { kind: 'end' }
  /** Reading failed or was cancelled: each stage drops what it has. */
  | { kind: 'stop' };

/** A job's answer: its digests (none from a pipeline's reader) and its time. */
export interface HashResult {
  digests: Uint8Array[];
  ms: number;
  /** A pipeline reader's count of the bytes it read. */
  bytes?: number;
}

export type HashProtocol = WorkerProtocol<HashJob, HashEvent, HashResult>;

/** The hash family's worker (for useWorker: a module-level function the bundler can see). */
export const createHashWorker = () => new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });
