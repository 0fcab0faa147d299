import { EngineError } from '../errors.ts';
import { classifyQrContent, type QrContent } from '../qr/payload.ts';

/** RGBA pixels, as in a canvas ImageData. */
export interface QrImage {
  readonly data: Uint8ClampedArray | Uint8Array;
  readonly width: number;
  readonly height: number;
}

export interface QrReadResult {
  /** The text: UTF-8 when the bytes are UTF-8, else the reader's reading (ECI or its character-set guess). */
  text: string;
  /** The raw data bytes of the symbol. */
  bytes: Uint8Array;
  /** Whether `bytes` is valid UTF-8 (when false, show the bytes as hex). */
  utf8: boolean;
  content: QrContent;
  /** Light modules on a dark background. */
  inverted: boolean;
  mirrored: boolean;
  /** QR version 1..40, or M1..M4 for Micro QR, when the reader reports it. */
  version: string | null;
  /** Error-correction level when the reader reports it. */
  level: string | null;
  /** Corners clockwise from top-left, in image pixels. */
  corners: [number, number][];
  engine: 'zxing' | 'jsqr';
}

export interface QrReaderSource {
  /** URL of zxing-wasm's `reader/zxing_reader.wasm`, served by the site itself (never a CDN). */
  wasmUrl?: string;
  /** Or the WASM bytes themselves (Node, tests). */
  wasmBinary?: ArrayBuffer | Uint8Array;
}

export interface QrReadOptions {
  /** 'auto' (default): zxing-wasm, or jsQR where WebAssembly cannot run. */
  engine?: 'auto' | 'zxing' | 'jsqr';
}

let source: QrReaderSource | null = null;
let zxingBroken = false;
type ZxingReader = typeof import('zxing-wasm/reader');
let zxing: Promise<ZxingReader> | null = null;

/**
 * Tells the reader where its WASM is. It must be self-hosted: zxing-wasm's own default fetches from a
 * CDN, which this package never lets it do.
 * @example
 * // doctest skipped: a browser setting with no result; Node passes `wasmBinary` (test/qr/helpers.ts)
 * configureQrReader({ wasmUrl: '/assets/zxing_reader.wasm' })
 */
export function configureQrReader(s: QrReaderSource): void {
  if (!s.wasmUrl && !s.wasmBinary) throw new TypeError('configureQrReader needs wasmUrl or wasmBinary');
  source = s;
  zxing = null;
  zxingBroken = false;
}

/**
 * zxing-wasm is an optional peer dependency (3.8 MB, with its types packages, that only this subpath
 * needs). Node reports a missing one here, when the reader is first used, in the words of the chain
 * subpaths' guards (scripts/peer-guards.mjs); a bundler reports the unresolved import itself.
 */
const ZXING_RANGE = '^3.1.4';

function missingZxing(e: unknown): never {
  const code = (e as { code?: unknown } | null)?.code;
  if ((code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && String(e).includes('zxing-wasm')) {
    throw new TypeError(
      `@tinkerbox/engine/qr-reader needs zxing-wasm (optional peer dependency of @tinkerbox/engine), which is not installed. Install with: npm install 'zxing-wasm@${ZXING_RANGE}' (or read with { engine: 'jsqr' })`,
    );
  }
  throw e;
}

// Not in a try block nor followed by .catch(): esbuild takes either as handling a failed import and
// leaves a missing package unreported in the bundle; this way a bundler names it at build time.
const importZxing = (): Promise<ZxingReader> => import('zxing-wasm/reader');

function loadZxing(): Promise<ZxingReader> {
  if (!source) throw new TypeError('call configureQrReader({ wasmUrl }) first: the WASM is never fetched from a CDN');
  const s = source;
  zxing ??= importZxing()
    .catch(missingZxing)
    .then(async (m) => {
      const overrides: Record<string, unknown> = s.wasmBinary
        ? { wasmBinary: s.wasmBinary instanceof Uint8Array ? s.wasmBinary.slice().buffer : s.wasmBinary }
        : { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? s.wasmUrl : prefix + path) };
      await m.prepareZXingModule({ overrides, fireImmediately: true });
      return m;
    });
  return zxing;
}

const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function utf8(bytes: Uint8Array): string | null {
  try {
    return utf8Decoder.decode(bytes);
  } catch {
    return null;
  }
}

/** Luminance of each pixel averaged over its 3×3 neighbourhood, as RGBA (edges clamp). */
function boxBlur(image: QrImage): QrImage {
  const { width: w, height: h, data } = image;
  const lum = new Float32Array(w * h);
  for (let i = 0; i < w * h; i++)
    lum[i] = (306 * data[i * 4]! + 601 * data[i * 4 + 1]! + 117 * data[i * 4 + 2]!) / 1024;
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = Math.min(h - 1, Math.max(0, y + dy)) * w;
        for (let dx = -1; dx <= 1; dx++) sum += lum[yy + Math.min(w - 1, Math.max(0, x + dx))]!;
      }
      const o = (y * w + x) * 4;
      out[o] = out[o + 1] = out[o + 2] = sum / 9;
      out[o + 3] = 255;
    }
  }
  return { data: out, width: w, height: h };
}

async function readZxing(m: ZxingReader, image: QrImage | Uint8Array): Promise<QrReadResult[]> {
  const base = {
    formats: ['QRCode', 'MicroQRCode'] as ('QRCode' | 'MicroQRCode')[],
    tryHarder: true,
    tryRotate: true,
    tryInvert: true,
    tryDownscale: true,
    maxNumberOfSymbols: 255,
    textMode: 'Plain' as const,
  };
  const input = image instanceof Uint8Array ? image : (image as ImageData);
  let found = await m.readBarcodes(input, base);
  // Second pass for damaged or noisy prints: a global threshold and the morphological denoiser.
  if (found.length === 0)
    found = await m.readBarcodes(input, { ...base, binarizer: 'GlobalHistogram', tryDenoise: true });
  // Third pass for grainy photos: a 3×3 box blur divides pixel noise by three before thresholding.
  if (found.length === 0 && !(image instanceof Uint8Array))
    found = await m.readBarcodes(boxBlur(image) as ImageData, base);
  return found
    .filter((r) => r.isValid)
    .map((r) => {
      const bytes = new Uint8Array(r.bytes);
      const asUtf8 = r.hasECI ? null : utf8(bytes);
      const text = asUtf8 ?? r.text;
      const p = r.position;
      let extra: { Version?: string; ECLevel?: string } = {};
      try {
        extra = JSON.parse(r.extra || '{}');
      } catch {
        // The field is documented as experimental; without it version and level stay unknown.
      }
      return {
        text,
        bytes,
        utf8: asUtf8 !== null || utf8(bytes) !== null,
        content: classifyQrContent(text),
        inverted: r.isInverted,
        mirrored: r.isMirrored,
        version: extra.Version ?? (r.version || null),
        level: extra.ECLevel ?? (r.ecLevel || null),
        corners: [p.topLeft, p.topRight, p.bottomRight, p.bottomLeft].map((c) => [c.x, c.y] as [number, number]),
        engine: 'zxing' as const,
      };
    });
}

type Unwrapped<T> = T extends (...args: never[]) => unknown ? T : T extends { default: infer D } ? D : never;

async function readJsqr(image: QrImage): Promise<QrReadResult[]> {
  // jsqr is a CommonJS bundle typed as an ES default export. At run time the default is the function
  // under both Node's interop and bundlers; only NodeNext typing sees the namespace, so unwrap the type.
  const { default: jsqrExport } = await import('jsqr');
  const jsQR = jsqrExport as unknown as Unwrapped<typeof jsqrExport>;
  const data =
    image.data instanceof Uint8ClampedArray
      ? image.data
      : new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  // Always explicit: jsQR 1.4.0 writes a caller's options into its shared defaults (cozmo/jsQR#117).
  const r = jsQR(data, image.width, image.height, { inversionAttempts: 'attemptBoth' });
  if (!r) return [];
  const bytes = Uint8Array.from(r.binaryData);
  const asUtf8 = utf8(bytes);
  const text = asUtf8 ?? r.data;
  const l = r.location;
  return [
    {
      text,
      bytes,
      utf8: asUtf8 !== null,
      content: classifyQrContent(text),
      inverted: false,
      mirrored: false,
      version: String(r.version),
      level: null,
      corners: [l.topLeftCorner, l.topRightCorner, l.bottomRightCorner, l.bottomLeftCorner].map(
        (c) => [c.x, c.y] as [number, number],
      ),
      engine: 'jsqr',
    },
  ];
}

/** Whether this runtime can compile WebAssembly at all (a CSP without 'wasm-unsafe-eval' cannot). */
function wasmAvailable(): boolean {
  return typeof WebAssembly === 'object' && typeof WebAssembly.instantiate === 'function';
}

/** Whether every pixel is fully opaque. */
function isOpaque(image: QrImage): boolean {
  const { data } = image;
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
}

/** The image laid over a grey level (255 white, 0 black): alpha compositing, every pixel opaque. */
function over(image: QrImage, background: number): QrImage {
  const { data, width, height } = image;
  const out = new Uint8ClampedArray(data.length);
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3]!;
    for (let c = 0; c < 3; c++) out[i + c] = (data[i + c]! * a + background * (255 - a)) / 255;
    out[i + 3] = 255;
  }
  return { data: out, width, height };
}

/** One reading of one image with the engine asked for (zxing, falling back to jsQR where WASM fails). */
async function readOnce(image: QrImage | Uint8Array, engine: 'auto' | 'zxing' | 'jsqr'): Promise<QrReadResult[]> {
  if (engine === 'jsqr' || (engine === 'auto' && (zxingBroken || !wasmAvailable()))) {
    if (image instanceof Uint8Array) throw new TypeError('jsQR needs decoded RGBA pixels, not an image file');
    return readJsqr(image);
  }
  let m: ZxingReader | undefined;
  try {
    m = await loadZxing();
  } catch (e) {
    if (engine !== 'auto' || image instanceof Uint8Array || e instanceof TypeError) throw e;
    // The WASM failed to load or instantiate (blocked by policy, out of memory): fall back for good.
    // Only a failure to load does this; one image zxing cannot read never switches the reader.
    zxingBroken = true;
    return readJsqr(image);
  }
  try {
    return await readZxing(m, image);
  } catch (e) {
    // zxing-cpp throws a bare number (a C++ exception) for data it cannot read as an image
    if (e instanceof Error) throw e;
    throw new EngineError('QR_NOT_FOUND', 'No QR code found');
  }
}

/**
 * Finds and decodes every QR code (and Micro QR) in an image, dark-on-light and light-on-dark, at any
 * rotation: zxing-cpp compiled to WASM (zxing-wasm), or jsQR (one code per image) where WASM cannot run.
 * `image` is RGBA pixels or an encoded PNG/JPEG/GIF/BMP file (zxing only). Pixels that are not opaque
 * are laid over white, then over black when that finds nothing (a code drawn on a transparent PNG).
 * @throws EngineError QR_NOT_FOUND when no code is found (also for an empty image or a file zxing cannot read).
 * @throws RangeError when `data` does not hold width × height RGBA pixels.
 * @throws TypeError before {@link configureQrReader} was called (zxing engine).
 * @throws TypeError when zxing-wasm, an optional peer dependency, is not installed (zxing engine; 'auto' too).
 * @example
 * // doctest skipped: needs the decoded pixels of a photo or canvas and zxing's WASM (test/qr/ reads codes this way)
 * (await readQrCodes(pixels))[0].text // 'https://example.com'
 */
export async function readQrCodes(image: QrImage | Uint8Array, options: QrReadOptions = {}): Promise<QrReadResult[]> {
  const engine = options.engine ?? 'auto';
  if (!(image instanceof Uint8Array)) {
    const { width: w, height: h, data } = image;
    if (!Number.isInteger(w) || !Number.isInteger(h) || w < 0 || h < 0 || data.length !== w * h * 4) {
      throw new RangeError(`image: ${w}×${h} pixels need ${w * h * 4} RGBA bytes, got ${data.length}`);
    }
    // An empty image holds no code; zxing-cpp would throw a bare number from the WASM for it.
    if (w === 0 || h === 0) throw new EngineError('QR_NOT_FOUND', 'No QR code found');
  }
  // A transparent image has no colour where it is clear (a PNG's clear pixels are usually black with
  // alpha 0): the reader sees only red, green and blue, so a black code on clear pixels reads as black
  // on black (issue 40). Laid over white, as a browser shows it; then over black, for a light code.
  let results: QrReadResult[];
  if (image instanceof Uint8Array || isOpaque(image)) results = await readOnce(image, engine);
  else {
    results = await readOnce(over(image, 255), engine);
    if (results.length === 0) results = await readOnce(over(image, 0), engine);
  }
  if (results.length === 0) throw new EngineError('QR_NOT_FOUND', 'No QR code found');
  return results;
}
