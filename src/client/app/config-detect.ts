import { DEFAULT_CONFIG, normaliseConfig, type ShopConfig } from './config.js';

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

/** POST /api/v2/domainDetect for the current host, when the page carries no config (Vite's dev server). */
export async function detectConfig(win: Window, fetchImpl: typeof fetch): Promise<ShopConfig> {
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
