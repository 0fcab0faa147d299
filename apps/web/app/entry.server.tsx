import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
// Imported for its side effect: validating the runtime settings when the server loads the app.
import './brand/config.server.ts';

export const streamTimeout = 5_000;

declare module 'react-router' {
  interface AppLoadContext {
    nonce?: string;
    /** The address the server saw the request from (the translator's rate limit keys on it). */
    clientIp?: string;
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (import.meta.env.PREACT)
    return renderWithPreact(request, responseStatusCode, responseHeaders, routerContext, loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const nonce = loadContext.nonce;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The production build renders with Preact (decision 0006), to a whole string. React Router renders its
 * loader-data scripts after `</html>` under a Suspense boundary; React's stream moves them into the
 * body, Preact's stream would put their deferred chunks where the parser drops them, so the page waits
 * for everything (our loaders are synchronous and lazy modules are local) and the browser's parser
 * moves the trailing scripts into the body as it always does.
 */
async function renderWithPreact(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { renderToStringAsync } = await import('preact-render-to-string');
  const html = await renderToStringAsync(
    <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
  );
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
