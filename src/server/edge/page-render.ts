/**
 * Server rendering of the storefront (docs/decisions/0106-server-rendering.md): loads the SPA's server entry,
 * answers its API calls in-process and splices its HTML into index.html's #root. The page's cache headers follow
 * docs/decisions/0107-cacheable-anonymous-html.md.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCookie, SESSION_HINT_COOKIE } from '../modules/auth/index.js';
import {
  DRAWN_PARTS_ID,
  SSR_STATE_ID,
  type PageRenderRequest,
  type RenderedPage,
  type RenderPage,
} from '@shared/page-render.js';
import { LATE_SCRIPTS_ID, type LateScripts } from '@shared/scripts-after-paint.js';
import { safeJson } from './spa-html.js';
import { installArrayBufferDetached } from './array-buffer-detached.js';

const ROOT = '<div id="root"></div>';

/** The server entry built by `vite build --ssr` (dist/server/entry-server.js), or null without one or with SSR=off. */
export async function loadPageRenderer(serverDir: string, enabled: boolean): Promise<RenderPage | null> {
  const file = path.join(serverDir, 'entry-server.js');
  if (!enabled || !existsSync(file)) return null;
  // Before the renderer reads whether the runtime has it.
  installArrayBufferDetached();
  const entry = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return entry.renderPage;
}

/** Answers the render's API calls through Fastify's injection: no socket, same plugins and validation. */
export function inProcessFetch(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
    }
    const status = res.statusCode;
    return new Response(status === 204 || status === 304 ? null : new Uint8Array(res.rawPayload), { status, headers });
  };
}

/** Whether the template has the empty #root the rendered HTML goes into. */
export const hasRoot = (template: string) => template.includes(ROOT);

/** The data block holding what the page was rendered with (read by src/client/ssr/state.ts). */
export function stateScript(loaded: unknown): { body: string; tag: string } {
  const body = safeJson(loaded);
  return { body, tag: `<script type="application/json" id="${SSR_STATE_ID}">${body}</script>` };
}

/**
 * The page, in order: everything before #root's content, React's HTML, the state block, the block naming the lazy
 * parts drawn (a data block: not script the CSP has to allow), the router's scripts and the rest of the template. The page is rendered
 * whole before it is kept and sent (docs/decisions/0187-one-answer-cache.md): nothing is gained by streaming it.
 */
export function pageHtml(
  html: string,
  stateTag: string,
  rendered: Pick<RenderedPage, 'html' | 'drawnParts' | 'routerScripts'>,
): string {
  const at = html.indexOf(ROOT) + ROOT.length - '</div>'.length;
  const partsTag = `<script type="application/json" id="${DRAWN_PARTS_ID}">${safeJson(rendered.drawnParts)}</script>`;
  const rest = html.slice(at + '</div>'.length);
  return `${html.slice(0, at)}${rendered.html}</div>${stateTag}${partsTag}${rendered.routerScripts}${rest}`;
}

/** The text of each inline script in `html`: what the CSP allows by hash. */
export const inlineScriptSources = (html: string): string[] =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

/** A validator of the rendered page: the same ETag is the same bytes and the same headers that allow its scripts. */
export function pageEtag(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return `W/"${hash.digest('base64url').slice(0, 27)}"`;
}

/** Pages about the visitor's own cart, order or account: never stored by a cache. */
const PERSONAL =
  /^\/(kosarica|naplata|profil|profile|narudzba|racun|checkout|social-login|potvrdi-email|newsletter)(\/|$)/i;

/** The pages that show the visitor's cart. */
const CART_PAGES = /^\/(kosarica|naplata)(\/|$)/i;
/** The readable twin of the refresh cookie: someone is signed in in this browser. */
const SIGNED_IN = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=1(?:;|$)`);

/**
 * The cart session a cart or checkout page is rendered with (docs/decisions/0123-the-guests-cart-from-the-server.md):
 * a guest's cart pair from their cookies. A signed-in visitor's cart belongs to their account, which the server's
 * render cannot prove (the access token lives in the page's memory): their page fills in after hydration.
 */
export function cartToRender(pathname: string, request: Pick<FastifyRequest, 'headers'>): PageRenderRequest['cart'] {
  if (!CART_PAGES.test(pathname) || SIGNED_IN.test(request.headers.cookie ?? '')) return undefined;
  const cartId = readCookie(request, 'cartId');
  const protectCode = readCookie(request, 'protectCode');
  return cartId && protectCode ? { cartId, protectCode } : undefined;
}

/** Anonymous pages may be cached briefly and revalidated in the background; personal ones never. */
export function pageCacheControl(pathname: string, status: number): string {
  if (PERSONAL.test(pathname)) return 'no-store';
  return status === 200 ? 'public, max-age=60, stale-while-revalidate=300' : 'no-cache';
}

/** The admin is rendered in the browser only (no first view to speed up, its data is all behind a login). */
export const rendersOnServer = (pathname: string) => !/^\/admin/i.test(pathname);

const PAINT_TAGS =
  /<style data-href="[^"]*">[\s\S]*?<\/style>|<link rel="stylesheet"[^>]*>|<link rel="preload" as="image"[^>]*>/g;

/**
 * The stylesheet and the LCP image's preloads move to the top of <head>, before the module scripts: the browser
 * asks for them first, and on a phone's few connections the first paint does not queue behind the JavaScript.
 */
export function paintFirst(html: string): string {
  const headEnd = html.indexOf('</head>');
  const anchor = html.indexOf('<meta name="viewport"');
  if (headEnd < 0 || anchor < 0 || anchor > headEnd) return html;
  const afterAnchor = html.indexOf('>', anchor) + 1;
  const head = html.slice(afterAnchor, headEnd);
  const tags = head.match(PAINT_TAGS) ?? [];
  if (tags.length === 0) return html;
  const rest = head.replace(PAINT_TAGS, '');
  return `${html.slice(0, afterAnchor)}${tags.join('')}${rest}${html.slice(headEnd)}`;
}

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * Takes the entry module and its preloads out of the head and names them in a data block instead, for the inline
 * script that adds them after the first paint (src/shared/scripts-after-paint.ts). Returns the page and the data
 * block's text (its hash goes in the CSP); a page without an entry script is returned as it is.
 */
export function scriptsAfterPaint(html: string): { html: string; block: string } {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (headEnd < 0 || !entry) return { html, block: '' };
  const preload = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const block = safeJson({ entry, preload } satisfies LateScripts);
  const rest = head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const tag = `<script type="application/json" id="${LATE_SCRIPTS_ID}">${block}</script>`;
  return { html: `${rest}${tag}${html.slice(headEnd)}`, block };
}
