/** Which codec a route of the shared codecs page (codecs.page.tsx) shows. Plain data: routes.ts reads it. */
export type CodecName = 'base32' | 'base58' | 'base85' | 'qp' | 'punycode';

export interface EncodingPreset {
  readonly codec: CodecName;
}
