/// <reference lib="webworker" />
import { expose } from '../../lib/worker/expose.ts';
import { runCipherJob } from './cipher.job.ts';
import type { CipherProtocol } from './cipher.protocol.ts';

expose<CipherProtocol>(runCipherJob);
