import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import {
  DEFAULT_PRODUCT_SETTINGS,
  type ProductSettings,
  productSettingsQueryOptions,
} from '../../api/product-settings.js';

/**
 * The size tables and personalisation settings, or the defaults until they arrive. Only the parts that show them
 * read them (the purchase and the size tables, which load on their own), so the reading stays off the product
 * page's first-view code (docs/targets.md P1).
 */
export function useProductSettings(): ProductSettings {
  const { api } = useRouteContext({ from: '__root__' });
  return useQuery(productSettingsQueryOptions(api)).data ?? DEFAULT_PRODUCT_SETTINGS;
}
