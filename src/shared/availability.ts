/**
 * schema.org availability of a product page (the JSON-LD offer and og tags): what a shopper could order now.
 * A configurable product is in stock when one of its variants can be bought (the product itself always reports
 * purchasable, its variants decide); a product tagged "prednarudzba" (pre-order) that can be ordered is PreOrder.
 */
export type SchemaAvailability = 'InStock' | 'OutOfStock' | 'PreOrder';
export const PREORDER_TAG = 'prednarudzba';

export interface AvailabilityInput {
  format: string;
  purchasable: boolean;
  variants?: ReadonlyArray<{ purchasable: boolean }>;
  tags?: ReadonlyArray<{ slug: string }>;
}

export function schemaAvailability(product: AvailabilityInput): SchemaAvailability {
  const orderable =
    product.format === 'configurable' && (product.variants?.length ?? 0) > 0
      ? product.variants!.some((v) => v.purchasable)
      : product.purchasable;
  if (!orderable) return 'OutOfStock';
  return product.tags?.some((t) => t.slug === PREORDER_TAG) ? 'PreOrder' : 'InStock';
}
