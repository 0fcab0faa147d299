export { charCountBits, QR_LEVEL_RECOVERY, QR_LEVELS, type QrLevel, type QrMode, qrDataBits } from './capacity.ts';
export {
  coerceNonNegativeInt,
  coerceQrLevel,
  encodeQr,
  fitsQr,
  type QrEncodeOptions,
  type QrSymbol,
} from './encode.ts';
export {
  classifyQrContent,
  emailPayload,
  GEO_LIMITS,
  geoPayload,
  parseVcardPayload,
  parseWifiPayload,
  type QrContent,
  type QrContentKind,
  smsPayload,
  type VCard,
  vcardPayload,
  WIFI_SECURITIES,
  type WifiConfig,
  type WifiSecurity,
  wifiPayload,
} from './payload.ts';
export { QR_PNG_MAX_SIZE, type QrPngOptions, toPng } from './png.ts';
export {
  contrastRatio,
  logoBox,
  maxLogoRatio,
  parseHexColour,
  QR_FINDER_STYLES,
  QR_MODULE_STYLES,
  type QrFinderStyle,
  type QrLogo,
  type QrModuleStyle,
  type QrSvgOptions,
  qrColourWarning,
  toSvg,
} from './render.ts';
export { optimalSegments, type QrSegment, segmentDataBits, segmentsBits, utf8Units } from './segments.ts';
