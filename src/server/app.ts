import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import type { AppConfig } from './platform/config.js';
import { openDb, type DbHandle } from './platform/db/client.js';
import { errorHandler } from './platform/errors/index.js';
import { dbPlugin } from './platform/http/db.js';
import { securityHeaders } from './platform/http/security.js';
import { apiKeyPlugin } from './modules/settings/index.js';
import { contractPlugin } from './platform/http/contract.js';
import { loadSheddingPlugin } from './platform/http/load-shedding.js';
import { answerCachePlugin, answerKey } from './edge/answer-cache.js';
import { spaPlugin } from './edge/spa.js';
import { healthPlugin } from './platform/http/health.js';
import { rateLimitPlugin } from './platform/http/rate-limit.js';
import { authPlugin } from './modules/auth/index.js';
import { authRoutes } from './modules/auth/routes.js';
import { socialRoutes } from './modules/auth/social/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { consentRoutes } from './modules/consents/routes.js';
import { captchaRoutes } from './modules/captcha/routes.js';
import { newsletterRoutes } from './modules/newsletter/index.js';
import { contactRoutes } from './modules/contact/index.js';
import { stockRequestRoutes } from './modules/stock-requests/index.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { commonsRoutes } from './modules/commons/routes.js';
import { cmsAdminRoutes } from './modules/cms/admin-routes.js';
import { cmsReleaseRoutes, cmsReleaseSweepPlugin } from './modules/cms/release-routes.js';
import { cmsRoutes } from './modules/cms/routes.js';
import { contentRoutes } from './modules/content/index.js';
import { catalogueRoutes } from './modules/catalogue/routes.js';
import { seoRoutes } from './modules/seo/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { cartRoutes } from './modules/cart/routes.js';
import { membershipRoutes } from './modules/membership/routes.js';
import { memberRegisterRoutes } from './modules/membership/index.js';
import { wishlistRoutes } from './modules/wishlist/routes.js';
import { boxnowLockerDirectory, boxnowPlugin, isBoxNowConfigured } from './modules/delivery/boxnow/index.js';
import { fiscalPlugin, fiscalRoutes, receiptRegisterRoutes } from './modules/fiscal/index.js';
import { einvoicePlugin, einvoiceRoutes } from './modules/einvoice/index.js';
import { receiptRoutes } from './modules/order-receipts/index.js';
import { checkoutPlugin, checkoutRoutes, checkoutVoucherRoutes } from './modules/checkout/index.js';
import { orderExpiryPlugin, orderRoutes } from './modules/orders/index.js';
import { cardPaymentRoutes, cardPaymentSweepPlugin } from './modules/card-payments/index.js';
import { authorisationSweepPlugin, orderDeskRoutes } from './modules/order-desk/index.js';
import { cacheRoutes, cacheSyncPlugin } from './modules/caches/index.js';
import { packingRoutes } from './modules/packing/index.js';
import { deskCountRoutes } from './modules/desk-counts/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { staffRoutes } from './modules/staff/index.js';
import { catalogueAdminRoutes, catalogueSchedulePlugin } from './modules/catalogue-admin/index.js';
import { couponAdminRoutes } from './modules/coupons/index.js';
import { reviewAdminRoutes, reviewRoutes } from './modules/reviews/index.js';
import { customerAdminRoutes } from './modules/customers/index.js';
import { voucherRoutes } from './modules/vouchers/index.js';
import type { LockerDirectory } from './modules/delivery/index.js';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database; when omitted the app opens one from config and closes it on app.close(). */
  db?: DbHandle;
  /** Overrides the pino logger (tests pass false). */
  logger?: boolean;
  /** Called for every route registered (tests check the contract coverage with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The parcel-locker directory of the BoxNow delivery method; without one, lockers are not offered. */
  lockers?: LockerDirectory | null;
}

/** Builds the whole app without listening: server.ts listens, tests use app.inject. */
export async function buildApp({ config, db, logger, onRoute, lockers }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false || config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.apikey', 'req.headers.cookie'],
          },
    // Spec bodies are small JSON; uploads go through media routes with their own limit.
    bodyLimit: 1024 * 1024,
    // A line per request costs a busy shop a good part of its throughput; production logs what went wrong only.
    logController: new LogController({ disableRequestLogging: config.NODE_ENV === 'production' }),
    trustProxy: config.TRUST_PROXY,
    // Ajv of Fastify is not used for contract routes (the contract plugin validates), keep it strict anyway.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // Bad URLs and over-long params are answered before routing: they get the same coded envelope.
    frameworkErrors: (err, request, reply) => errorHandler(err, request, reply),
  });

  const handle =
    db ??
    (await openDb({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.pgliteDir,
      readReplica: config.DATABASE_READ_URL ? { url: config.DATABASE_READ_URL } : undefined,
      ordersPoolSize: config.ORDER_POOL_SIZE,
    }));
  if (!db) app.addHook('onClose', async () => handle.close());

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setErrorHandler(errorHandler);
  await app.register(dbPlugin, { config, handle });
  // Kept public answers, looked up by the routes' handlers: every hook runs for them
  // (docs/decisions/0187-one-answer-cache.md).
  await app.register(answerCachePlugin);
  // First of the request hooks: a refused request costs nothing more (docs/decisions/0113-load-shedding.md).
  await app.register(loadSheddingPlugin, { answeredFromCache: (request) => app.answerCache.holds(answerKey(request)) });
  await app.register(securityHeaders);
  // JSON, HTML, JS and CSS shrink a lot; images are already compressed and are skipped by content type.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(contractPlugin, { checkAnswers: config.NODE_ENV !== 'production' });
  await app.register(apiKeyPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  // Lockers come from BoxNow when it is configured (the local stand-in counts); tests may pass their own.
  await app.register(boxnowPlugin);
  await app.register(checkoutPlugin, {
    lockers: lockers !== undefined ? lockers : isBoxNowConfigured(config) ? boxnowLockerDirectory(app.boxnow) : null,
  });

  await app.register(commonsRoutes);
  await app.register(settingsRoutes);
  await app.register(cmsRoutes);
  await app.register(contentRoutes);
  await app.register(catalogueRoutes);
  await app.register(seoRoutes);
  await app.register(mediaRoutes);
  await app.register(authRoutes);
  await app.register(socialRoutes);
  await app.register(userRoutes);
  await app.register(consentRoutes);
  await app.register(captchaRoutes);
  await app.register(newsletterRoutes);
  await app.register(contactRoutes);
  await app.register(stockRequestRoutes);
  await app.register(cartRoutes);
  await app.register(membershipRoutes);
  await app.register(wishlistRoutes);
  await app.register(fiscalPlugin);
  await app.register(fiscalRoutes);
  await app.register(einvoicePlugin);
  await app.register(einvoiceRoutes);
  await app.register(receiptRegisterRoutes);
  await app.register(receiptRoutes);
  await app.register(checkoutRoutes);
  await app.register(checkoutVoucherRoutes);
  await app.register(orderRoutes);
  await app.register(cardPaymentRoutes);
  await app.register(orderDeskRoutes);
  await app.register(packingRoutes);
  await app.register(deskCountRoutes);
  await app.register(cacheRoutes);
  await app.register(auditRoutes);
  await app.register(staffRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(couponAdminRoutes);
  await app.register(reviewRoutes);
  await app.register(reviewAdminRoutes);
  await app.register(customerAdminRoutes);
  await app.register(memberRegisterRoutes);
  await app.register(voucherRoutes);
  await app.register(cmsAdminRoutes);
  await app.register(cmsReleaseRoutes);
  await app.register(cmsReleaseSweepPlugin);
  await app.register(catalogueSchedulePlugin);
  await app.register(cacheSyncPlugin);
  await app.register(cardPaymentSweepPlugin);
  await app.register(orderExpiryPlugin);
  await app.register(authorisationSweepPlugin);
  await app.register(healthPlugin);

  // Last: static SPA files, the SPA fallback with the injected domain config, and coded 404s for /api.
  await app.register(spaPlugin);
  return app;
}
