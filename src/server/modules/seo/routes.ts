import { AppError } from '../../platform/errors/index.js';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundHandler } from '../../platform/errors/index.js';
import { buildSitemap, robotsTxt, type SitemapSite } from './sitemap.js';
import { shopOrigin } from '../../platform/shop-url.js';

// Sitemaps are read by crawlers, not shoppers: a few minutes' delay after a catalogue change is fine, and a
// 100,000-product sitemap should not be rebuilt per request. Cached per database, origin and part, with an ETag.
const TTL_MS = 5 * 60_000;
type Cached = { at: number; body: Promise<string | null> };
const cache = new WeakMap<object, Map<string, Cached>>();

export const SITEMAP_CACHE_TTL_S = TTL_MS / 1000;

export function invalidateSitemaps(db: object): void {
  cache.delete(db);
}

/** How many sitemap parts are kept now (expired ones left out). */
export function sitemapCacheEntries(db: object): number {
  const now = Date.now();
  return [...(cache.get(db)?.values() ?? [])].filter((hit) => now - hit.at <= TTL_MS).length;
}

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function send(request: FastifyRequest, reply: FastifyReply, body: string, type: string) {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', 'public, max-age=600');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

export const seoRoutes: FastifyPluginAsync = async (app) => {
  async function sitemap(request: FastifyRequest, reply: FastifyReply, part: string) {
    // A shop without a domain yet (nothing started) has no pages to list.
    const domain = await app.domains.byHost(request.hostname);
    if (!domain) throw new AppError('NOT_FOUND');
    const site: SitemapSite = { origin: shopOrigin(app.config), siteId: domain.siteId, apiKeyId: domain.id };
    const perDb = cache.get(app.db) ?? new Map<string, Cached>();
    cache.set(app.db, perDb);
    const key = `${site.origin}|${site.siteId}|${part}`;
    let hit = perDb.get(key);
    if (!hit || Date.now() - hit.at > TTL_MS) {
      hit = { at: Date.now(), body: buildSitemap(app.db, site, part) };
      // A failed build is not kept: the next crawler request retries.
      hit.body.catch(() => perDb.delete(key));
      perDb.set(key, hit);
    }
    const body = await hit.body;
    if (body === null) return notFoundHandler(request, reply);
    return send(request, reply, body, 'application/xml; charset=utf-8');
  }

  app.get('/sitemap.xml', (request, reply) => sitemap(request, reply, 'index'));
  // Crawler files, not API operations: the contract has no entry for them, so the route declares its one parameter.
  app.get<{ Params: { file: string } }>('/sitemap/:file', (request, reply) => {
    const { file } = request.params;
    const part = /^([a-z0-9-]{1,40})\.xml$/.exec(file)?.[1];
    return part && part !== 'index' ? sitemap(request, reply, part) : notFoundHandler(request, reply);
  });
  app.get('/robots.txt', (request, reply) =>
    send(request, reply, robotsTxt(shopOrigin(app.config)), 'text/plain; charset=utf-8'),
  );
};
