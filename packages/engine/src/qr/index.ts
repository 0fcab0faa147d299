export { charCountBits, QR_LEVELS, type QrLevel, type QrMode, qrDataBits } from './capacity.ts';
export {
  configureQrReader,
  type QrImage,
  type QrReaderSource,
  type QrReadOptions,
  type QrReadResult,
  readQrCodes,
} from './decode.ts';
export { coerceNonNegativeInt, coerceQrLevel, encodeQr, type QrEncodeOptions, type QrSymbol } from './encode.ts';
export {
  classifyQrContent,
  emailPayload,
  geoPayload,
  parseVcardPayload,
  parseWifiPayload,
  type QrContent,
  type QrContentKind,
  smsPayload,
  type VCard,
  vcardPayload,
  type WifiConfig,
  type WifiSecurity,
  wifiPayload,
} from './payload.ts';
export {
  contrastRatio,
  logoBox,
  maxLogoRatio,
  parseHexColour,
  type QrFinderStyle,
  type QrLogo,
  type QrModuleStyle,
  type QrPngOptions,
  type QrSvgOptions,
  qrColourWarning,
  toPng,
  toSvg,
} from './render.ts';
export { optimalSegments, type QrSegment, segmentDataBits, segmentsBits, utf8Units } from './segments.ts';
