import type { Cents } from '@shared/money.js';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { products } from '../../platform/db/schema/catalogue.js';
import { diffFields, recordChange, type StaffActor } from '../audit/index.js';
import { refreshAfterWrite } from './announce.js';
import { checkPrices, planPrices } from './prices.js';

/**
 * What a timed release (docs/decisions/0251-cms-timed-releases.md) changes of a product: whether shoppers see it and
 * its price. A release reads these before it goes live (what it replaces) and writes them inside its one
 * transaction; the caller drops the caches after the commit.
 */
export interface ProductReleaseState {
  productId: number;
  published: boolean;
  regularPrice: Cents;
  salePrice: Cents | null;
}

export interface ProductReleaseChange {
  productId: number;
  published?: boolean;
  regularPrice?: Cents;
  salePrice?: Cents | null;
}

/** Main products only (a variant follows its product); a product the shop does not have is missing from the map. */
export async function productReleaseStates(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ProductReleaseState & { slug: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      status: products.status,
      retailPrice: products.retailPrice,
      finalPrice: products.finalPrice,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), isNull(products.parentId), eq(products.type, 'product')));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        productId: r.id,
        slug: r.slug,
        name: r.name,
        published: r.status === 'published',
        regularPrice: r.retailPrice,
        salePrice: r.finalPrice < r.retailPrice ? r.finalPrice : null,
      },
    ]),
  );
}

/** Refuses prices the product form would refuse (a negative price, a sale above the regular price). */
export function checkReleasePrices(change: ProductReleaseChange): void {
  if (change.regularPrice === undefined) return;
  checkPrices({ regularPrice: change.regularPrice, salePrice: change.salePrice ?? null, memberPrice: null });
}

/**
 * Writes the changes inside the caller's transaction: the status as the product form sets it, and a new price from
 * `now` in each product's timeline (for its variants too), so the Omnibus reference stays right. Audited per product.
 */
export async function applyProductReleaseChanges(
  tx: Db,
  actor: StaffActor,
  changes: readonly ProductReleaseChange[],
  now: Date,
  action: string,
): Promise<void> {
  for (const change of changes) {
    const [current] = await tx.select().from(products).where(eq(products.id, change.productId)).for('update');
    if (!current) continue;
    const before = {
      published: current.status === 'published',
      regularPrice: current.retailPrice,
      salePrice: current.finalPrice < current.retailPrice ? current.finalPrice : null,
    };
    if (change.published !== undefined && change.published !== before.published)
      await tx
        .update(products)
        .set({ status: change.published ? 'published' : 'draft', archived: !change.published, publishAt: null })
        .where(eq(products.id, current.id));
    if (change.regularPrice !== undefined) {
      const own = await tx.select({ id: products.id }).from(products).where(eq(products.parentId, current.id));
      const sale = change.salePrice ?? null;
      await planPrices(
        tx,
        [current.id, ...own.map((v) => v.id)],
        { regular: change.regularPrice, sale, member: current.memberPrice, from: now, to: null },
        now,
      );
    }
    const after = {
      published: change.published ?? before.published,
      regularPrice: change.regularPrice ?? before.regularPrice,
      salePrice: change.regularPrice === undefined ? before.salePrice : (change.salePrice ?? null),
    };
    const diff = diffFields(before, after);
    if (diff.length > 0) await recordChange(tx, actor, { kind: 'product', id: current.id, action, changes: diff });
  }
  if (changes.length > 0) await refreshAfterWrite(tx, [...new Set(changes.map((c) => c.productId))]);
}
