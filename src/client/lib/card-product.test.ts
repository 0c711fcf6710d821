import { describe, expect, it } from 'vitest';
import type { ProductListItem, ProductPage } from './api-types.js';
import { cardPage, cardProduct } from './card-product.js';

const image = (id: number, order: number, isDefault: boolean) => ({
  id,
  media: {
    id,
    title: `Slika ${id}`,
    mime: 'image/png',
    extension: 'png',
    width: 1200,
    height: 1200,
    url: `/media/1/${id}/original/slika-${id}.png`,
    description: null,
    access: 'public' as const,
  },
  description: null,
  order,
  default: isDefault,
});

const listed: ProductListItem = {
  id: 1,
  product_id: 1,
  name: 'Domaći dres 2025/26',
  slug: 'domaci-dres-2025-26',
  sku: 'ZV-0001',
  type: 'product',
  format: 'configurable',
  shortDescription: 'Službeni dres.',
  manufacturer: 'NK Zvijezda d.o.o.',
  brand: 'Zvijezda',
  featured: true,
  archived: false,
  isPurchasable: true,
  available: true,
  purchasable: true,
  stockQuantity: 3,
  usableQuantity: 3,
  infiniteQuantity: false,
  rating: 0,
  ratingCount: 0,
  categoryPriority: 1,
  isVisibleIndividually: true,
  basicPrice: 55.99,
  retailPrice: 69.99,
  finalPrice: 59.99,
  finalAmountWithTax: 59.99,
  discount: null,
  lowestPrice: { retailPrice: 69.99 },
  membershipPrice: { retailPrice: 54.99 },
  media: [image(3, 2, false), image(1, 0, false), image(2, 0, true)],
};

describe('card products', () => {
  it('should keep what the card draws and the first two images in card order', () => {
    expect(cardProduct(listed)).toEqual({
      id: 1,
      name: 'Domaći dres 2025/26',
      slug: 'domaci-dres-2025-26',
      format: 'configurable',
      purchasable: true,
      retailPrice: 69.99,
      finalPrice: 59.99,
      membershipPrice: { retailPrice: 54.99 },
      rating: 0,
      ratingCount: 0,
      media: [2, 1].map((id) => ({
        order: 0,
        default: id === 2,
        media: { id, title: `Slika ${id}`, extension: 'png', width: 1200, height: 1200 },
      })),
    });
  });

  it('should keep a page of products with its paging', () => {
    const page: ProductPage = { records: [listed], totalRecords: 1, page: 1, limit: 12, totalPages: 1 };
    const { records, ...paging } = cardPage(page);
    expect(paging).toEqual({ totalRecords: 1, page: 1, limit: 12, totalPages: 1 });
    expect(records.map((p) => p.slug)).toEqual(['domaci-dres-2025-26']);
    expect(JSON.stringify(records[0])).not.toContain('ZV-0001');
  });
});
