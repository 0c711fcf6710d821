import type { NavigationItem } from '../../../../lib/api-types.js';

/** Spec: groups titled akcije or akcija are highlighted as discounts (the CMS may also flag them). */
export function isSaleItem(item: Pick<NavigationItem, 'title' | 'highlighted'>): boolean {
  return item.highlighted || /^\s*akcij[ae]\b/i.test(item.title);
}
