/// <reference lib="webworker" />
import { expose } from '../../lib/worker/expose.ts';
import { runRegex } from './regex.logic.ts';
import type { RegexProtocol } from './regex.protocol.ts';

expose<RegexProtocol>(runRegex);
