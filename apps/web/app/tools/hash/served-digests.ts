import { fromHex, toHex } from '@tinkerbox/engine/encoding';
import type { Served } from '../../lib/worker/served.ts';
import type { HashResult } from './hash.protocol.ts';

// The hash family's served answers (decisions 0194, 0199) as the page's data carries them: a leaf, so a
// page that takes one loads no more than the hex codec it shows its digests with.

/** The server's answer for an untouched page of the family: its digests in hex. */
export type ServedDigests = Served<string[]>;

/** The digests as the page's data carries them. */
export const digestsWire = (r: HashResult): string[] => r.digests.map((d) => toHex(d));

/** The digests from the page's data, as the worker would have answered (no time: it was not the visitor's). */
export const fromDigestsWire = (hex: string[]): HashResult => ({ digests: hex.map((h) => fromHex(h)), ms: Number.NaN });
