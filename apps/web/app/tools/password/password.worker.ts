/// <reference lib="webworker" />
import { expose } from '../../lib/worker/expose.ts';
import { runPasswordJob } from './password.job.ts';
import type { PasswordProtocol } from './password.protocol.ts';

expose<PasswordProtocol>(runPasswordJob);
