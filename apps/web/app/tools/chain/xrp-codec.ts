// The XRPL transaction codec (ripple-binary-codec), imported lazily by xrp.view's transaction tool, so
// /xrptools does not evaluate it on load (issue 17). Its own module rather than a dynamic import of
// `@tinkerbox/engine/xrp`, which the page imports statically: see tools/contract/tron-engine.ts.
export { decodeXrpTransaction, encodeXrpTransaction } from '@tinkerbox/engine/xrp';
