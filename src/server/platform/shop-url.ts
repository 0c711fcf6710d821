import type { AppConfig } from './config.js';

/**
 * The one origin the server writes into links (e-mails, canonical and Open Graph, the sitemap, payment return URLs):
 * PUBLIC_URL, else http://localhost:PORT outside production. Never the request's Host header, which a client
 * chooses (docs/decisions/0040-one-public-origin.md); production refuses to start without PUBLIC_URL.
 */
export function shopOrigin(config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `http://localhost:${config.PORT}`;
}

/** An absolute URL on the shop's public origin. */
export function shopUrl(config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>, path: string): string {
  return `${shopOrigin(config)}${path.startsWith('/') ? path : `/${path}`}`;
}
