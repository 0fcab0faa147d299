/// <reference lib="webworker" />
import { decodeTonBoc } from '@tinkerbox/engine/ton';
import { expose } from '../../lib/worker/expose.ts';
import type { TonBocProtocol } from './chain.protocol.ts';

// Decodes a BOC off the main thread: a block's BOC can hold tens of thousands of cells. A bad BOC
// throws an EngineError, which reaches the page with its code.
expose<TonBocProtocol>((job) => decodeTonBoc(job.input));
