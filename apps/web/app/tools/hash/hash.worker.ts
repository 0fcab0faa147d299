/// <reference lib="webworker" />

import { expose } from '../../lib/worker/expose.ts';
import { runHashJob } from './hash.jobs.ts';
import type { HashProtocol } from './hash.protocol.ts';

expose<HashProtocol>(runHashJob);
