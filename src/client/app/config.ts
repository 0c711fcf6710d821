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
  /** The social logins the server has settings for; none when it does not say (docs/decisions/0083-registration-says-what-is-wrong.md). */
  socialProviders?: ('facebook' | 'google')[];
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

/** Pulls the fields we know out of a domainDetect answer (its envelope's data). */
function fromDomainDetect(data: Record<string, unknown>): Partial<ShopConfig> {
  const pick = <K extends keyof ShopConfig>(key: K, ...aliases: string[]) => {
    for (const name of [key, ...aliases]) if (data[name] !== undefined && data[name] !== null) return data[name];
    return undefined;
  };
  const entries = {
    apiKey: pick('apiKey'),
    apiKeyId: pick('apiKeyId'),
    siteId: pick('siteId', 'siteID'),
    storeId: pick('storeId', 'storeID'),
    siteName: pick('siteName', 'name'),
    language: pick('language'),
    maintenance: pick('maintenance'),
    production: pick('production'),
    publicUrl: pick('publicUrl', 'url'),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as Partial<ShopConfig>;
}

export async function loadConfig(win: Window = window, fetchImpl: typeof fetch = fetch): Promise<ShopConfig> {
  if (win.__SHOP_CONFIG__) return normaliseConfig(win.__SHOP_CONFIG__);
  try {
    const res = await fetchImpl('/api/v2/domainDetect', {
      method: 'POST',
      headers: { 'content-type': 'application/json', apiKey: DEFAULT_CONFIG.apiKey, language: 'hrv' },
      body: JSON.stringify({ url: win.location.origin }),
    });
    const body = (await res.json()) as { data?: Record<string, unknown> | null };
    return normaliseConfig(body.data ? fromDomainDetect(body.data) : undefined);
  } catch {
    // The demo defaults still give a working shop against the local API.
    return normaliseConfig(undefined);
  }
}
