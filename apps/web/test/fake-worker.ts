/**
 * The Worker object around the page's end of a MessageChannel, for tests of the worker protocol and the
 * hooks over it: what the page posts goes through the channel (structured clone, as to a real Worker),
 * and `terminate` closes it. Without a port it is a worker whose script never loads: the browser reports
 * an error event and runs nothing.
 */
export class FakeWorker {
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  constructor(private readonly port: MessagePort | null) {
    if (port) port.onmessage = (e) => this.onmessage?.(e);
    else setTimeout(() => this.onerror?.(new ErrorEvent('error', { message: 'failed to fetch the script' })), 5);
  }
  postMessage(m: unknown, transfer?: Transferable[]) {
    this.port?.postMessage(m, transfer ?? []);
  }
  terminate() {
    this.terminated = true;
    this.port?.close();
  }
}
