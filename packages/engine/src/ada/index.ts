export type { CardanoAddressInfo, CardanoByronInfo, CardanoCredential, CardanoPointer } from './address.ts';
export { inspectCardanoAddress } from './address.ts';
export type { CborItem } from './cbor.ts';
export { cborDiagnostic, decodeCbor } from './cbor.ts';
export type { CardanoTxDecoded, CardanoTxStructure } from './transaction.ts';
export { cardanoTxBytes, cardanoTxStructure, decodeCardanoTransaction } from './transaction.ts';
export { adaToLovelace, lovelaceToAda, MAX_LOVELACE } from './units.ts';
