import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  attributes,
  attributeValues,
  configurableAttributes,
  productAttributeValues,
  products,
} from '../../platform/db/schema/catalogue.js';

export interface VariantValueRow {
  name: string;
  value: string;
}

/**
 * What sets each variant apart from its siblings: the values of its main product's configurable attributes
 * (size, colour), in the main product's order. A product that is no variant has none. One query for a batch.
 */
export async function variantValuesOf(db: Db, productIds: readonly number[]): Promise<Map<number, VariantValueRow[]>> {
  const result = new Map<number, VariantValueRow[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({ productId: products.id, name: attributes.name, value: attributeValues.label })
    .from(products)
    .innerJoin(configurableAttributes, eq(configurableAttributes.productId, products.parentId))
    .innerJoin(attributes, eq(attributes.id, configurableAttributes.attributeId))
    .innerJoin(
      productAttributeValues,
      and(
        eq(productAttributeValues.productId, products.id),
        eq(productAttributeValues.attributeId, configurableAttributes.attributeId),
      ),
    )
    .innerJoin(attributeValues, eq(attributeValues.id, productAttributeValues.valueId))
    .where(and(inArray(products.id, [...new Set(productIds)]), isNotNull(products.parentId)))
    .orderBy(asc(products.id), asc(configurableAttributes.position), asc(attributes.id));
  for (const row of rows) {
    const list = result.get(row.productId) ?? [];
    list.push({ name: row.name, value: row.value });
    result.set(row.productId, list);
  }
  return result;
}
