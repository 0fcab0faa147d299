/// <reference lib="webworker" />
import { expose } from '../../lib/worker/expose.ts';
import { runDiff } from './textdiff.logic.ts';
import type { TextDiffProtocol } from './textdiff.protocol.ts';

expose<TextDiffProtocol>(runDiff);
