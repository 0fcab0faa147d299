// hash-wasm publishes one UMD file per algorithm beside its all-in-one ESM index, without types of
// their own; each exports the same functions as the index does for its algorithm (dist/lib/*.d.ts).
declare module 'hash-wasm/dist/*.umd.min.js' {
  const lib: typeof import('hash-wasm');
  export default lib;
}
