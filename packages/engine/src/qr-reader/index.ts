export {
  configureQrReader,
  type QrImage,
  type QrReaderSource,
  type QrReadOptions,
  type QrReadResult,
  readQrCodes,
} from './decode.ts';
