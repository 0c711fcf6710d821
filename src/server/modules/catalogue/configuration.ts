import { centsToEuros } from '@shared/money.js';
import { isPurchasable, type ProductFormat } from '@shared/purchasability.js';
import { quantityForApi, usableStock } from '@shared/stock.js';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import type { ProductRow } from '../../platform/db/schema/catalogue.js';
import { loadAttributes } from './repository/attributes.js';
import { attributesFor, configurableAttributesOf, variantsOf } from './repository/products.js';

/**
 * Configurable products: which attributes configure them, which values their variants offer (with the variant
 * behind each value, so a swatch click can show its stock), and each variant's own stock and purchasability.
 */
export function toVariantSummary(row: ProductRow, options: Record<string, number>) {
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: row.name,
    format: row.format as ProductFormat,
    stockQuantity: row.stockQuantity,
    usableQuantity: quantityForApi(usableStock(row)),
    available: row.available,
    purchasable: isPurchasable({ ...row, format: row.format as ProductFormat }),
    finalPrice: centsToEuros(row.finalPrice),
    retailPrice: centsToEuros(row.retailPrice),
    options,
  };
}

export type VariantSummary = ReturnType<typeof toVariantSummary>;

export interface Configuration {
  configurationAttributes: ContractSchema<'ConfigurationAttribute'>[];
  associatedProducts: VariantSummary[];
  variants: ProductRow[];
}

/** Configurations of several configurable products at once (the product page and its bundle parts). */
export async function configurationsOf(db: Db, mains: readonly ProductRow[]): Promise<Map<number, Configuration>> {
  const ids = mains.filter((p) => p.format === 'configurable').map((p) => p.id);
  const result = new Map<number, Configuration>();
  if (ids.length === 0) return result;
  const [catalogue, links, variants] = await Promise.all([
    loadAttributes(db),
    configurableAttributesOf(db, ids),
    variantsOf(db, ids),
  ]);
  const variantAttrs = await attributesFor(
    db,
    variants.map((v) => v.id),
  );
  for (const mainId of ids) {
    const own = variants.filter((v) => v.parentId === mainId);
    const attributeIds = links.filter((l) => l.productId === mainId).map((l) => l.attributeId);
    const options = new Map<number, Record<string, number>>();
    for (const variant of own) {
      const chosen: Record<string, number> = {};
      for (const a of variantAttrs) {
        if (a.productId === variant.id && a.valueId !== null && attributeIds.includes(a.attributeId))
          chosen[a.code] = a.valueId;
      }
      options.set(variant.id, chosen);
    }
    const summaries = own.map((v) => toVariantSummary(v, options.get(v.id) ?? {}));
    const configurationAttributes = attributeIds.flatMap((attributeId) => {
      const attribute = catalogue.byId.get(attributeId);
      if (!attribute) return [];
      const values = attribute.values.flatMap((value) => {
        const having = summaries.filter((s) => s.options[attribute.code] === value.id);
        if (having.length === 0) return [];
        const best = having.find((s) => s.purchasable) ?? having[0]!;
        return [
          {
            id: value.id,
            value: value.value ?? value.label,
            label: value.label,
            isMedia: value.isMedia,
            shopDefault: false,
            product: best.id,
            available: having.some((s) => s.purchasable),
          },
        ];
      });
      return [
        {
          attributeCode: attribute.code,
          label: attribute.name,
          type: attribute.inputType,
          attributeID: attribute.id,
          values,
        },
      ];
    });
    result.set(mainId, { configurationAttributes, associatedProducts: summaries, variants: own });
  }
  return result;
}
