// What a decode returns, apart from the decoder (calldata.ts), so that the batch router it uses
// (router.ts) can name these types without importing it back (issue 38: no import circles).
import type { Hex } from 'viem';

/** One decoded value: a leaf (`value`), a tuple or array (`items`), or bytes that are themselves calldata (`call`). */
export interface DecodedValue {
  name: string;
  type: string;
  value?: string;
  items?: DecodedValue[];
  call?: DecodedCall;
  /** Bytes laid out as calldata (selector + 32-byte words) whose selector no known signature has. */
  unknownSelector?: Hex;
  /** The name a published table gives this value, e.g. a Universal Router command (`V3_SWAP_EXACT_IN`). */
  label?: string;
}

/** Where a signature came from: the pasted ABI, the bundled common signatures, or an online lookup. */
export type CallSource = 'abi' | 'common' | 'online';

/** Calldata decoded against one function signature. `source` says which ABI matched. */
export interface DecodedCall {
  selector: Hex;
  name: string;
  signature: string;
  source: CallSource;
  args: DecodedValue[];
  /** Other signatures with the same selector that fit the data too (a selector collision). */
  alternatives?: DecodedCall[];
}

/** A decoded event log. */
export interface DecodedLog {
  topic0: Hex;
  name: string;
  signature: string;
  source: 'abi' | 'common';
  args: DecodedValue[];
}
