import { createHash } from 'node:crypto';
import type { DomainInfo } from '../modules/settings/index.js';
import type { AppConfig } from '../platform/config.js';
import { configuredSocialProviders } from '../modules/auth/index.js';

/** What the SPA reads from window.__SHOP_CONFIG__ before its first request. */
export interface ShopConfig {
  apiKey: string;
  apiKeyId: number;
  siteId: number;
  storeId: number;
  siteName: string;
  publicUrl: string;
  maintenance: boolean;
  production: boolean;
  /** The social logins with settings; the login page shows only these buttons. */
  socialProviders: ('facebook' | 'google')[];
}

export const PLACEHOLDER_HTML = `<!doctype html>
<html lang="hr"><head><meta charset="utf-8"><title>NK Zvijezda Fan Shop</title></head>
<body><div id="root">Sučelje trgovine nije izgrađeno: pokrenite <code>npm run build</code>.</div></body></html>`;

/**
 * The back office's pages before its first account exists (docs/decisions/0132-no-demo-in-production.md): what to run
 * on the server, instead of a login form no account can pass.
 */
export function backofficeNotSetUpHtml(message: string): string {
  const text = message.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html>
<html lang="hr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pozadinski ured nije postavljen</title></head>
<body><main><h1>Pozadinski ured nije postavljen</h1><p>${text}</p>
<p>Naredba pita lozinku dvaput; u spremniku (container) postavite ADMIN_EMAIL i ADMIN_PASSWORD za prvo pokretanje.</p></main></body></html>`;
}

export function shopConfigFor(domain: DomainInfo | undefined, config: AppConfig, origin: string): ShopConfig {
  return {
    apiKey: domain?.apiKey ?? '',
    apiKeyId: domain?.id ?? 0,
    siteId: domain?.siteId ?? 0,
    storeId: domain?.storeId ?? 0,
    siteName: domain?.siteName ?? config.SHOP_NAME,
    publicUrl: config.PUBLIC_URL ?? origin,
    maintenance: config.MAINTENANCE || (domain?.maintenance ?? false),
    production: config.NODE_ENV === 'production',
    socialProviders: configuredSocialProviders(config),
  };
}

/** Escapes everything that could close the script element or start HTML inside it. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Injects the config script before </head> and returns the page with the CSP that allows exactly that script.
 * `inlineScripts` are other inline scripts already in the template (the page's JSON-LD): data blocks are not
 * executed, but their hashes are listed too so no browser or audit reports them as CSP violations.
 */
export function renderIndex(
  template: string,
  shopConfig: ShopConfig,
  inlineScripts: readonly string[] = [],
  paymentPageOrigins: readonly string[] = [],
  /** More inline scripts to run in the head (a server-rendered page's early-click holder), allowed by hash. */
  bootScripts: readonly string[] = [],
): { html: string; csp: string } {
  const script = `window.__SHOP_CONFIG__=${safeJson(shopConfig)}`;
  const executed = [script, ...bootScripts];
  const hashes = [...executed, ...inlineScripts].map(sha256).join(' ');
  const tag = executed.map((code) => `<script>${code}</script>`).join('');
  const html = template.includes('</head>') ? template.replace('</head>', `${tag}</head>`) : tag + template;
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${hashes}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Hosted payment pages (WSPay, PayWay, or the local simulator) are reached by a form POST: exactly those, each
    // once (both providers point at the one simulator in development; every byte of a header is sent on each page).
    `form-action 'self'${[...new Set(paymentPageOrigins)].map((o) => ` ${o}`).join('')}`,
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
