/// <reference lib="webworker" />
import { expose } from '../../lib/worker/expose.ts';
import { runMoreJob } from './json-more.job.ts';
import type { MoreProtocol } from './json-more.protocol.ts';

expose<MoreProtocol>(runMoreJob);
