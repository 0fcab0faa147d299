/** Which codec a route of the shared codecs page (codecs.page.tsx) shows. Plain data: routes.ts reads it. */
export type CodecName = 'base32' | 'base58' | 'base85' | 'qp' | 'punycode';

export interface EncodingPreset {
  readonly codec: CodecName;
}

/** The variants each codec offers, the first being the default. */
export const VARIANTS = {
  base32: ['rfc4648', 'hex', 'crockford', 'custom'],
  base58: ['base58', 'check', 'ripple', 'rippleCheck', 'flickr'],
  base85: ['ascii85', 'z85', 'rfc1924'],
  qp: ['crlf', 'lf'],
  punycode: ['domain', 'label'],
} as const satisfies Record<CodecName, readonly string[]>;

export interface RadixOptions {
  codec: CodecName;
  variant: string;
  /** Base32 padding; Ascii85's <~ ~>. */
  pad: boolean;
  /** Crockford's check symbol; quoted-printable's binary mode. */
  flag: boolean;
  /** Base32's custom alphabet (variant `custom`). */
  alphabet?: string;
}
