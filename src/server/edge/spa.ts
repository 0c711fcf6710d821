import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { type Answer, cachedAnswer, sendAnswer } from './answer-cache.js';
import { AppError, notFoundHandler } from '../platform/errors/index.js';
import { BACKOFFICE_NOT_SET_UP_TEXT } from '../platform/errors/registry.js';
import { frameHeaders } from './preview-frame.js';
import { PLACEHOLDER_HTML, backofficeNotSetUpHtml, renderIndex, shopConfigFor } from './spa-html.js';
import { CARD_PROVIDERS, cardGatewaySettings } from '../modules/payments/index.js';
import { applyHead, headContext, resolvePageHead } from '../modules/seo/index.js';
import { shopOrigin } from '../platform/shop-url.js';
import { EARLY_CLICKS_SCRIPT } from '@shared/early-clicks.js';
import { SCRIPTS_AFTER_PAINT_SCRIPT } from '@shared/scripts-after-paint.js';
import { assetLinks, loadManifest, pageAssets } from './page-assets.js';
import type { PageRenderRequest, RenderPage } from '@shared/page-render.js';
import {
  cartToRender,
  hasRoot,
  inlineScriptSources,
  inProcessFetch,
  loadPageRenderer,
  pageCacheControl,
  pageEtag,
  pageHtml,
  paintFirst,
  rendersOnServer,
  scriptsAfterPaint,
  stateScript,
} from './page-render.js';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built SPA (dist/client): hashed assets with an immutable cache; every other GET that is not /api or
 * /media is a page, a route like any other (docs/decisions/0187-one-answer-cache.md): index.html with the domain
 * config injected, rendered on the server for the storefront. Unknown /api and /media addresses get a coded 404.
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

    app.setNotFoundHandler(notFoundHandler);
    const maxParamLength = app.initialConfig.routerOptions?.maxParamLength ?? 100;

    // Every GET no other route answers: the storefront's and the back office's pages. Through every hook
    // (security headers, compression) like the API's answers.
    app.get('/*', async (request, reply) => {
      const url = request.url;
      const pathname = url.split('?')[0] ?? '/';
      if (isApi(url) || url.startsWith('/media/')) {
        // The router would have refused a parameter this long with 414, had this route not caught the address.
        const tooLong = pathname.split('/').some((segment) => segment.length > maxParamLength);
        if (tooLong) throw new AppError('URI_TOO_LONG');
        return reply.callNotFound();
      }
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
          .headers(frameHeaders(url, csp))
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(paintFirst(html));
      }
      // A guest's own cart page shows their cart, rendered for them alone (docs/decisions/0123-the-guests-cart-from-the-server.md);
      // else the same anonymous page for everyone asking, rendered once and kept with the API's public answers
      // (docs/decisions/0187-one-answer-cache.md).
      const cart = cartToRender(pathname, request);
      if (cart) return sendAnswer(request, reply, await renderedPage(renderPage, request.hostname, url, cart));
      return cachedAnswer(request, reply, () => renderedPage(renderPage, request.hostname, url));
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
      cart?: PageRenderRequest['cart'],
    ): Promise<Answer> {
      const pathname = url.split('?')[0] ?? '/';
      const { status, shopConfig, page } = await shellPage(hostname, pathname);
      const rendered = await render({ url, config: shopConfig, fetch: fetchInProcess, ...(cart ? { cart } : {}) });
      if (rendered.redirect) return { status: rendered.status, headers: { location: rendered.redirect }, body: '' };
      const state = stateScript(rendered.loaded);
      const links = manifest ? assetLinks(pageAssets(manifest, rendered.routeIds), page.html) : '';
      // The page reads before its JavaScript runs: the scripts load after the first paint
      // (docs/decisions/0122-scripts-after-first-paint.md). The loader goes only with the block it reads.
      const late = scriptsAfterPaint(page.html.replace('</head>', `${links}</head>`));
      const index = renderIndex(
        late.html,
        shopConfig,
        [
          ...page.scripts,
          state.body,
          ...(late.block ? [late.block] : []),
          ...inlineScriptSources(rendered.routerScripts),
        ],
        paymentPageOrigins,
        [EARLY_CLICKS_SCRIPT, ...(late.block ? [SCRIPTS_AFTER_PAINT_SCRIPT] : [])],
      );
      const { csp } = index;
      const html = paintFirst(index.html);
      const code = status === 200 ? rendered.status : status;
      const body = pageHtml(html, state.tag, rendered);
      // Over the bytes sent and their CSP: a 304 brings the new answer's headers onto the browser's kept body, so
      // one ETag must never stand for two renders (the router's scripts carry their update times, allowed by hash).
      const etag = pageEtag(url, body, csp);
      const cacheControl = pageCacheControl(pathname, code);
      const headers: Record<string, string> = {
        ...frameHeaders(url, csp),
        'cache-control': cacheControl,
        'content-type': 'text/html; charset=utf-8',
        vary: 'accept-encoding',
        ...(cacheControl === 'no-store' ? {} : { etag }),
      };
      return { status: code, headers, body };
    }
  },
  { name: 'spa', dependencies: ['db', 'api-key', 'auth'] },
);
