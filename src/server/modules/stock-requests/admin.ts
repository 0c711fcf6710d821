import { variantText } from '@shared/packing.js';
import type { StockRequestState } from '@shared/subscriber-lists.js';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db/client.js';
import { variantValuesOf } from '../catalogue/index.js';

/**
 * The 'Obavijesti me' requests for the back office (docs/decisions/0241-newsletter-and-back-in-stock-lists.md): which
 * product and size, which address, when it asked and when the mail went out. 'notified' is the stored 'sent'.
 */
export interface StockRequestFilters {
  q?: string;
  state?: StockRequestState;
  page: number;
  limit: number;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const STORED: Record<StockRequestState, string> = { waiting: 'waiting', notified: 'sent' };

export async function listStockRequests(db: Db, filters: StockRequestFilters) {
  const q = filters.q?.trim().toLowerCase() ?? '';
  const pattern = likeText(q);
  const where = sql`${filters.state ? sql`r.status = ${STORED[filters.state]}` : sql`TRUE`}
    AND ${q ? sql`(lower(r.email) LIKE ${pattern} OR lower(coalesce(parent.name, p.name)) LIKE ${pattern} OR lower(p.sku) LIKE ${pattern})` : sql`TRUE`}`;
  const from = sql`FROM stock_requests r JOIN products p ON p.id = r.product_id
    LEFT JOIN products parent ON parent.id = p.parent_id`;
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n ${from} WHERE ${where}`));
  const rows = rowsOf<{
    id: number;
    variantId: number;
    productId: number;
    productName: string;
    sku: string;
    email: string;
    status: string;
    createdAt: string | Date;
    notifiedAt: string | Date | null;
  }>(
    await db.execute(sql`SELECT r.id, p.id AS "variantId", coalesce(parent.id, p.id) AS "productId",
        coalesce(parent.name, p.name) AS "productName", p.sku, r.email, r.status,
        r.created_at AS "createdAt", r.notified_at AS "notifiedAt"
      ${from} WHERE ${where}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${filters.limit} OFFSET ${(filters.page - 1) * filters.limit}`),
  );
  const variants = await variantValuesOf(
    db,
    rows.map((r) => r.variantId),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      productId: r.productId,
      productName: r.productName,
      sku: r.sku,
      variant: variantText(variants.get(r.variantId) ?? []),
      email: r.email,
      state: r.status === 'sent' ? ('notified' as const) : ('waiting' as const),
      createdAt: new Date(r.createdAt).toISOString(),
      notifiedAt: r.notifiedAt === null ? null : new Date(r.notifiedAt).toISOString(),
    })),
    total: total?.n ?? 0,
    page: filters.page,
    limit: filters.limit,
  };
}
