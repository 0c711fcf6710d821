import type { ReactNode } from 'react';
// The browser build of the renderer, not the Node one: the Node build runs each render inside an AsyncLocalStorage,
// and on Node 20 that turns on a hook for every promise and tick the process makes afterwards, so cached pages and
// API answers cost more once a page has been rendered (docs/decisions/0126-no-per-promise-cost-on-the-hot-path.md).
import { renderToReadableStream } from 'react-dom/server.browser';

/**
 * Renders `element` to its whole HTML once everything it waits for is loaded: complete and in document order, with
 * no boundary moved out of line and revealed by an inline script the CSP would have to allow
 * (docs/decisions/0106-server-rendering.md). The page is kept and sent whole (docs/decisions/0187-one-answer-cache.md),
 * so it is read as one string. A shell that cannot render rejects with its error.
 */
export async function renderWhole(element: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => console.error('[ssr]', error),
  });
  await stream.allReady;
  return new Response(stream).text();
}
