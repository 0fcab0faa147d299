// The parts of jose the token subpath uses, in one module that jws.ts imports on demand: a bundler
// keeps only these (about 7 KB gzip) instead of all of jose's exports (about 19 KB) behind `import('jose')`.
export { CompactSign, compactVerify, errors, importJWK, importPKCS8, importSPKI, importX509 } from 'jose';
