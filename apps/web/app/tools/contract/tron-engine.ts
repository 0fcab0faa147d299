// What the TRON call builder needs of the engine (tronweb with it), imported lazily by use-tron-console.
// Its own module rather than `import('@tinkerbox/engine/tron')`: a dynamic import of the whole entry
// made the bundler put the entry, tronweb and all, in the chunk that /trontools imports statically for
// `checkTronAddress`, and the page evaluated tronweb on load.
export {
  buildTronCall,
  refBlockFromBlock,
  signedTransactionHex,
  signTronTransaction,
  tronAddressOfKey,
} from '@tinkerbox/engine/tron';
