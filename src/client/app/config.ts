/**
 * Runtime configuration of the shop. The server injects it into index.html as
 * `window.__SHOP_CONFIG__` (so the first paint needs no extra request); in
 * `npm run dev` Vite serves index.html itself, so we fall back to POST
 * /api/v2/domainDetect, which answers the same shape for the current host.
 */
export interface ShopConfig {
  apiKey: string;
  apiKeyId: number;
  siteId: number | string;
  storeId: number | string;
  siteName: string;
  /** 3-letter language code sent as the `language` header. */
  language: string;
  maintenance: boolean;
  production: boolean;
  publicUrl?: string;
}

declare global {
  interface Window {
    __SHOP_CONFIG__?: Partial<ShopConfig>;
  }
}

export const DEFAULT_CONFIG: ShopConfig = {
  apiKey: 'demo-api-key',
  apiKeyId: 1,
  siteId: 1,
  storeId: 1,
  siteName: 'NK Zvijezda Fan Shop',
  language: 'hrv',
  maintenance: false,
  production: false,
};

/** Fills the gaps of a partial config with the demo defaults. */
export function normaliseConfig(partial: Partial<ShopConfig> | undefined | null): ShopConfig {
  const merged = { ...DEFAULT_CONFIG, ...(partial ?? {}) };
  return {
    ...merged,
    apiKeyId: Number(merged.apiKeyId) || DEFAULT_CONFIG.apiKeyId,
    maintenance: Boolean(merged.maintenance),
    production: Boolean(merged.production),
  };
}

/**
 * The config the server wrote into the page; without it (Vite's own dev server) the domainDetect fallback, which
 * loads only then: production pages always carry the config (docs/targets.md P1).
 */
export async function loadConfig(win: Window = window, fetchImpl: typeof fetch = fetch): Promise<ShopConfig> {
  if (win.__SHOP_CONFIG__) return normaliseConfig(win.__SHOP_CONFIG__);
  const { detectConfig } = await import('./config-detect.js');
  return detectConfig(win, fetchImpl);
}
