// The seo module's public surface: other modules import from here only (docs/architecture.md).
export { SITEMAP_CACHE_TTL_S, invalidateSitemaps, sitemapCacheEntries } from './routes.js';
export { applyHead } from './html.js';
export { headContext, resolvePageHead } from './page-head.js';
