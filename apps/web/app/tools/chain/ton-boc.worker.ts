/// <reference lib="webworker" />
import { expose } from '../../lib/worker/expose.ts';
import type { TonBocProtocol } from './chain.protocol.ts';
import { runTonBocJob } from './ton-boc.job.ts';

// Decodes a BOC off the main thread: a block's BOC can hold tens of thousands of cells.
expose<TonBocProtocol>(runTonBocJob);
