import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { replayable } from './answer-replay.js';
import { notFoundHandler } from '../errors/index.js';
import { BACKOFFICE_NOT_SET_UP_TEXT } from '../errors/registry.js';
import { PLACEHOLDER_HTML, backofficeNotSetUpHtml, renderIndex, shopConfigFor } from './spa-html.js';
import { CARD_PROVIDERS, cardGatewaySettings } from '../modules/payments/index.js';
import { applyHead } from '../modules/seo/html.js';
import { headContext, resolvePageHead } from '../modules/seo/page-head.js';
import { shopOrigin } from '../shop-url.js';
import { EARLY_CLICKS_SCRIPT } from '../../shared/early-clicks.js';
import { SCRIPTS_AFTER_PAINT_SCRIPT } from '../../shared/scripts-after-paint.js';
import { assetLinks, loadManifest, pageAssets } from './page-assets.js';
import type { Answer } from './read-cache.js';
import { compressOnce, pickEncoded, precompress } from './precompressed.js';
import type { PageRenderRequest, RenderPage } from '../../shared/page-render.js';
import {
  cartToRender,
  hasRoot,
  inProcessFetch,
  loadPageRenderer,
  pageCacheControl,
  pageEtag,
  pageStream,
  paintFirst,
  rendersOnServer,
  scriptsAfterPaint,
  stableJson,
  stateScript,
} from './page-render.js';

/** The whole of a stream, as text. */
async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  // Joined as bytes first: a chunk may end inside a character.
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Serves the built SPA (dist/client): hashed assets with an immutable cache, every other GET that is not
 * /api or /media gets index.html with the domain config injected; unknown /api routes get a coded 404.
 */
export const spaPlugin = fp(
  async (app) => {
    // The card gateways' hosted pages the checkout may post to (the local simulator in development).
    const paymentPageOrigins = CARD_PROVIDERS.flatMap((provider) => {
      const settings = cardGatewaySettings(app.config, provider);
      return settings ? [new URL(settings.formUrl).origin] : [];
    });
    const dir = app.config.clientDir;
    const indexFile = path.join(dir, 'index.html');
    const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : PLACEHOLDER_HTML;
    const renderPage = hasRoot(template) ? await loadPageRenderer(app.config.serverDir, app.config.SSR) : null;
    const fetchInProcess = inProcessFetch(app);
    const manifest = renderPage ? loadManifest(dir) : null;

    if (existsSync(dir)) {
      await app.register(fastifyStatic, {
        root: dir,
        // index.html is never served raw: it must carry the injected config and its CSP.
        index: false,
        wildcard: false,
        // The build's brotli and gzip copies (scripts/precompress-assets.ts), picked by Accept-Encoding.
        preCompressed: true,
        globIgnore: ['**/index.html', '**/*.br', '**/*.gz'],
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url;
      const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
      const isMedia = url.startsWith('/media/');
      if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi || isMedia) {
        return notFoundHandler(request, reply);
      }
      const pathname = request.url.split('?')[0] ?? '/';
      // No back-office account yet: the back office's pages say how to make one (docs/decisions/0132-no-demo-in-production.md).
      if (/^\/admin/i.test(pathname) && !(await app.backofficeReady())) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(backofficeNotSetUpHtml(BACKOFFICE_NOT_SET_UP_TEXT));
      }
      if (!renderPage || !rendersOnServer(pathname)) {
        const { status, shopConfig, page } = await shellPage(request.hostname, pathname);
        const { html, csp } = renderIndex(page.html, shopConfig, page.scripts, paymentPageOrigins);
        return reply
          .code(status)
          .header('content-security-policy', csp)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(paintFirst(html));
      }
      // A guest's own cart page shows their cart, rendered for them alone (docs/decisions/0123-the-guests-cart-from-the-server.md);
      // else the same anonymous page for everyone asking within READ_CACHE_SECONDS, rendered once; every catalogue or
      // CMS write drops it (docs/decisions/0120-rendered-page-cache.md).
      const cart = cartToRender(pathname, request);
      const kept = !cart && app.pageCache.ttlMs > 0;
      const page = kept
        ? await app.pageCache.get(`${request.hostname} ${request.url}`, () =>
            renderedPage(renderPage, request.hostname, request.url, { kept }),
          )
        : await renderedPage(renderPage, request.hostname, request.url, { cart });
      const { location, ...headers } = page.headers ?? {};
      if (location) return reply.redirect(location, page.status);
      // A kept public page is the same for everyone asking for its address: its repeats skip the rest
      // (docs/decisions/0128-answer-replay.md). A personal one is never kept for others.
      if (kept && headers['cache-control'] !== 'no-store') replayable(request, page);
      reply
        .code(page.status ?? 200)
        .headers(headers)
        .header('vary', 'accept-encoding');
      if (headers.etag && request.headers['if-none-match'] === headers.etag) return reply.code(304).send();
      const accepts = request.headers['accept-encoding'];
      // A kept page was compressed once for all; one rendered for this request alone is compressed for it alone.
      const encoded = page.encoded ? pickEncoded(accepts, page.encoded) : await compressOnce(accepts, page.body);
      return encoded ? reply.header('content-encoding', encoded.encoding).send(encoded.body) : reply.send(page.body);
    });

    /** index.html for this domain and address with the address's SEO head, and the domain's runtime configuration. */
    async function shellPage(hostname: string, pathname: string) {
      const domain = await app.domains.byHost(hostname);
      const shopConfig = shopConfigFor(domain, app.config, shopOrigin(app.config));
      // The URL's own title, description, canonical, Open Graph and JSON-LD in the first answer (SEO, docs/targets.md
      // P3); unknown products, categories and CMS pages answer 404 while the client still renders its 404 page.
      const ctx = headContext(shopConfig.siteId, shopConfig.apiKeyId, shopConfig.siteName, shopConfig.publicUrl);
      const { status, head } = domain ? await resolvePageHead(app.db, ctx, pathname) : { status: 200, head: null };
      const page = head ? applyHead(template, head) : { html: template, scripts: [] };
      return { status, shopConfig, page };
    }

    /**
     * The first view comes rendered (docs/decisions/0106-server-rendering.md): the loaders run here, their data goes
     * into the page, and the client hydrates it without asking again.
     */
    async function renderedPage(
      render: RenderPage,
      hostname: string,
      url: string,
      { cart, kept = false }: { cart?: PageRenderRequest['cart']; kept?: boolean },
    ): Promise<Answer> {
      const pathname = url.split('?')[0] ?? '/';
      const { status, shopConfig, page } = await shellPage(hostname, pathname);
      const rendered = await render({ url, config: shopConfig, fetch: fetchInProcess, ...(cart ? { cart } : {}) });
      if (rendered.redirect)
        return { status: rendered.status, headers: { location: rendered.redirect }, body: '', etag: '' };
      const state = stateScript(rendered.loaded);
      const links = manifest ? assetLinks(pageAssets(manifest, rendered.routeIds), page.html) : '';
      // The page reads before its JavaScript runs: the scripts load after the first paint
      // (docs/decisions/0122-scripts-after-first-paint.md). The loader goes only with the block it reads.
      const late = scriptsAfterPaint(page.html.replace('</head>', `${links}</head>`));
      const index = renderIndex(
        late.html,
        shopConfig,
        [...page.scripts, state.body, ...(late.block ? [late.block] : [])],
        paymentPageOrigins,
        [EARLY_CLICKS_SCRIPT, ...(late.block ? [SCRIPTS_AFTER_PAINT_SCRIPT] : [])],
      );
      const { csp } = index;
      const html = paintFirst(index.html);
      const code = status === 200 ? rendered.status : status;
      const etag = pageEtag(url, html, stableJson(rendered.loaded));
      const cacheControl = pageCacheControl(pathname, code);
      const headers: Record<string, string> = {
        'content-security-policy': csp,
        'cache-control': cacheControl,
        'content-type': 'text/html; charset=utf-8',
        ...(cacheControl === 'no-store' ? {} : { etag }),
      };
      const body = await text(pageStream(html, state.tag, rendered));
      // A kept page is compressed here (@fastify/compress does not reach the not-found handler), once for all it is
      // served to; one rendered for a single request is compressed as it is sent.
      return { status: code, headers, etag, body, ...(kept ? { encoded: await precompress(body) } : {}) };
    }
  },
  { name: 'spa', dependencies: ['db', 'api-key', 'auth'] },
);
