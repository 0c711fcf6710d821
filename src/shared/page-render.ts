/**
 * The contract between the server and the SPA's server entry (dist/server/entry-server.js, built from
 * src/client/entry-server.tsx): the two never import each other's code, only these types
 * (docs/decisions/0106-server-rendering.md).
 */
/** The id of the JSON data block holding the query data the page was rendered with. */
export const SSR_STATE_ID = 'ssr-state';

/** The id of the JSON data block naming the lazy parts the page drew (after the HTML: known once it is rendered). */
export const DRAWN_PARTS_ID = 'ssr-parts';

export interface PageRenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The runtime configuration the page carries (window.__SHOP_CONFIG__). */
  config: object;
  /** Answers the loaders' API calls; the server answers them in-process. */
  fetch: (request: Request) => Promise<Response>;
  /**
   * A guest's cart session, given only for their own cart and checkout pages (never stored by any cache): the
   * page then shows that cart as it will after hydration (docs/decisions/0123-the-guests-cart-from-the-server.md).
   */
  cart?: { cartId: string; protectCode: string };
}

export interface RenderedPage {
  /** 404 when no route or record answers the address, 500 when a route failed, else 200. */
  status: number;
  /** Where a route sent the visitor instead (beforeLoad's redirect): the server answers with that redirect. */
  redirect?: string;
  /**
   * The loaders' data, which the render reads and the page carries for the client's hydration: the same for
   * every render of this URL until the data changes, so it keys the page's ETag.
   */
  loaded: unknown;
  /** The ids of the matched routes ('__root__', '/_shop', '/_shop/shop/$slug'): their chunks' CSS goes in the head. */
  routeIds: string[];
  /** React's HTML for #root, whole (every part rendered; empty for a redirect). */
  html: string;
  /** The names of the lazy parts the HTML holds: the client loads them before hydrating. */
  drawnParts: string[];
  /**
   * The router's dehydrated state as the inline scripts TanStack Router's `<Scripts>` draws (read by `hydrate` from
   * `@tanstack/react-router/ssr/client`); they go after #root, allowed by their hashes.
   */
  routerScripts: string;
}

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;
