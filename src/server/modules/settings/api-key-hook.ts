import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../platform/errors/index.js';
import { knownApiKeys } from './api-keys.js';
import { DomainCache } from './domain-cache.js';
import type { DomainInfo } from './domain-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    domains: DomainCache;
  }
  interface FastifyRequest {
    /** The domain of the request's apiKey; set on every /api route except the open ones. */
    domain: DomainInfo;
    /** 3-letter language of the request (header `language`, default hrv). */
    language: string;
  }
}

/**
 * /api routes callable without an apiKey: the SPA asks domainDetect which key to use; the card gateway sends the
 * shopper back and reports payments, BoxNow reports parcel events: trusted by their signatures only; the order PDF
 * and its slip barcode open in a new tab or an e-mail, keyed by the order's unguessable pdfToken alone, and so do a
 * receipt's PDF and QR image, keyed by the receipt's token; and the e-mailed link that lifts a login lock.
 */
const OPEN_ROUTES = new Set([
  '/api/v2/domainDetect',
  '/api/v2/payment/card/:provider/:kind',
  '/api/v2/payment/card/:provider/callback',
  '/api/v1/delivery/boxnow/webhook',
  '/api/v1/order/pdf/:pdfToken',
  '/api/v1/order/pdf/:pdfToken/hub3.png',
  '/api/v1/receipts/:token/pdf',
  '/api/v1/receipts/:token/qr.png',
  // A gift voucher's PDF, opened from the buyer's e-mail, keyed by its own unguessable token.
  '/api/v1/vouchers/:token/pdf',
  // The unlock link of a login lock, opened from the owner's e-mail (docs/decisions/0134-lockout-per-account-and-source.md).
  '/api/v1/login/unlock/:token',
]);

export const apiKeyPlugin = fp(
  async (app) => {
    // Keys are looked up by their digest; the ones this process knows in clear go into its pages
    // (docs/decisions/0133-api-key-stored-hashed.md).
    app.decorate('domains', new DomainCache(app.db, undefined, await knownApiKeys(app.config)));
    // Fastify wants a placeholder of the field's shape; the onRequest hook below sets the real domain (or refuses).
    app.decorateRequest('domain', null as unknown as DomainInfo);
    app.decorateRequest('language', 'hrv');

    /** The request's domain when its headers agree with it, else the error to answer with. */
    const admit = (request: FastifyRequest, domain: DomainInfo | undefined): AppError | undefined => {
      if (!domain) return new AppError('INVALID_API_KEY');
      // site/store headers are optional; when sent they must name this domain's site and store.
      const { site, store } = request.headers;
      if (typeof store === 'string' && store !== '' && store !== String(domain.storeId))
        return new AppError('STORE_NOT_DEFINED');
      if (typeof site === 'string' && site !== '' && site !== String(domain.siteId)) {
        return new AppError('VALIDATION_FAILED', {
          payload: { fields: [{ field: 'headers/site', message: 'is not the site of this apiKey' }] },
        });
      }
      request.domain = domain;
      return undefined;
    };

    // onRequest runs before body parsing: a wrong key costs no parsing and no validation. A callback hook that
    // waits only when the domains must be read again: it runs on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith('/api/')) return done();
      const language = request.headers.language;
      if (typeof language === 'string' && /^[a-z]{3}$/.test(language)) request.language = language;
      if (OPEN_ROUTES.has(url)) return done();
      const key = request.headers.apikey;
      if (typeof key !== 'string' || key.length === 0 || key.length > 100) return done(new AppError('INVALID_API_KEY'));
      const known = app.domains.byApiKeyIfFresh(key);
      if (known !== null) return done(admit(request, known));
      app.domains.byApiKey(key).then((domain) => done(admit(request, domain)), done);
    });
  },
  { name: 'api-key', dependencies: ['db'] },
);
