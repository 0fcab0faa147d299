// HTML entities need the full WHATWG entity table (about 20 KB gzipped), so /encoder loads it only when
// the visitor picks HTML: this module is imported dynamically and nothing imports it statically.
export { decodeHtml, encodeHtml } from '@tinkerbox/engine/encoding';
