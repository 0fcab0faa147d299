/** What each route of the encoding family shows (read from the registry by the shared page). */
export type EncodingPreset =
  | { kind: 'base64' }
  | { kind: 'hex' }
  | { kind: 'encoder' }
  | { kind: 'pic2base64' }
  | { kind: 'timestamp' }
  | { kind: 'units' };
