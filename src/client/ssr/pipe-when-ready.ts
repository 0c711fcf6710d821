import { Readable, type Writable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { ReactNode } from 'react';
// The browser build of the renderer, not the Node one: the Node build runs each render inside an AsyncLocalStorage,
// and on Node 20 that turns on a hook for every promise and tick the process makes afterwards, so cached pages and
// API answers cost more once a page has been rendered (docs/decisions/0126-no-per-promise-cost-on-the-hot-path.md).
import { renderToReadableStream } from 'react-dom/server.browser';

/**
 * Renders `element` and pipes its HTML into `out` once everything is loaded: the HTML comes complete and in
 * document order, with no boundary moved out of line and revealed by an inline script the CSP would have to allow
 * (docs/decisions/0106-server-rendering.md). A shell that cannot render destroys `out` with the error.
 */
export function pipeWhenReady(element: ReactNode, out: Writable): void {
  renderToReadableStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => console.error('[ssr]', error),
  })
    .then(async (stream) => {
      await stream.allReady;
      return stream;
    })
    .then(
      (stream) => Readable.fromWeb(stream as unknown as NodeWebStream).pipe(out),
      // The shell, or the wait for everything, failed: no half page is sent.
      (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
    );
}
