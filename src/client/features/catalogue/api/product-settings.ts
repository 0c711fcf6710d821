import { queryOptions } from '@tanstack/react-query';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';

/** The CMS page holding the size tables and personalisation settings (docs/spec/shop.md 7 "one startup call"). */
export const PRODUCT_SETTINGS_KEY = 'postavke-personalizacije-i-tablice-velicina';

export interface SizeTable {
  key: string;
  title: string;
  columns: string[];
  rows: string[][];
}
export interface ProductSettings {
  sizeTables: SizeTable[];
  notice: string | null;
  sponsorText: string;
}

/** What the product page shows until the settings arrive, or when there are none. */
export const DEFAULT_PRODUCT_SETTINGS: ProductSettings = {
  sizeTables: [],
  notice: null,
  sponsorText: 'SPONZORI DODANI',
};

/** Reads the first component's linkMeta; a missing page or component leaves the defaults (no error shown). */
export function readSettings(linkMeta: unknown): ProductSettings {
  if (!linkMeta || typeof linkMeta !== 'object') return DEFAULT_PRODUCT_SETTINGS;
  const meta = linkMeta as { sizeTables?: unknown; personalisation?: { notice?: unknown; sponsorText?: unknown } };
  const tables = Array.isArray(meta.sizeTables)
    ? meta.sizeTables.filter(
        (t): t is SizeTable => !!t && Array.isArray(t.columns) && Array.isArray(t.rows) && typeof t.title === 'string',
      )
    : [];
  const p = meta.personalisation ?? {};
  return {
    sizeTables: tables,
    notice: typeof p.notice === 'string' ? p.notice : null,
    sponsorText: typeof p.sponsorText === 'string' ? p.sponsorText : DEFAULT_PRODUCT_SETTINGS.sponsorText,
  };
}

export function productSettingsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['catalogue', 'product-settings'],
    queryFn: async (): Promise<ProductSettings> => {
      try {
        const page = await unwrap(
          api.GET('/api/v1/cms/finder/decide', {
            params: { query: { params: [PRODUCT_SETTINGS_KEY], originalTranslation: true } },
            middleware: [quiet],
          }),
        );
        const first = (page.data.components as Array<{ linkMeta?: unknown }>)[0];
        return readSettings(first?.linkMeta);
      } catch {
        return DEFAULT_PRODUCT_SETTINGS;
      }
    },
    staleTime: 30 * 60_000,
  });
}
