/// <reference lib="webworker" />
import { expose } from '../../lib/worker/expose.ts';
import { runChschtJob } from './chscht.job.ts';
import type { ChschtProtocol } from './chscht.protocol.ts';

expose<ChschtProtocol>(runChschtJob);
