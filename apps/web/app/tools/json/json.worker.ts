/// <reference lib="webworker" />
import { expose } from '../../lib/worker/expose.ts';
import { runJsonJob } from './json.job.ts';
import type { JsonProtocol } from './json.protocol.ts';

expose<JsonProtocol>(runJsonJob);
