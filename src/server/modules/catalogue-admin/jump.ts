import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db/client.js';
import { productFilterSql } from './product-filters.js';

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Cmd-K of the back office (docs/decisions/0182-cmd-k-jump.md): products by name or SKU, orders by number or e-mail,
 * customers by name or e-mail, a few of each, with the back-office address each opens.
 */
export async function jumpTargets(db: Db, query: string, domainId: number) {
  const q = query.trim().slice(0, 100);
  if (q.length < 2) return { results: [] };
  const pattern = likeText(q.toLowerCase());
  const [productRows, orderRows, customerRows] = await Promise.all([
    db.execute(
      sql`SELECT p.id, p.name, p.sku FROM products p WHERE ${productFilterSql({ q })} ORDER BY p.name_sort LIMIT 6`,
    ),
    db.execute(sql`SELECT o.id, o.number, o.email FROM orders o
      WHERE o.domain_id = ${domainId} AND (o.number LIKE ${pattern} OR lower(o.email) LIKE ${pattern})
      ORDER BY o.id DESC LIMIT 5`),
    db.execute(sql`SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName" FROM users u
      WHERE NOT u.is_backoffice_user AND (lower(u.email) LIKE ${pattern} OR lower(u.first_name || ' ' || u.last_name) LIKE ${pattern})
      ORDER BY u.id DESC LIMIT 5`),
  ]);
  return {
    results: [
      ...rowsOf<{ id: number; name: string; sku: string }>(productRows).map((p) => ({
        kind: 'product' as const,
        label: p.name,
        detail: p.sku,
        path: `/admin/proizvodi/${p.id}`,
      })),
      ...rowsOf<{ id: number; number: string; email: string }>(orderRows).map((o) => ({
        kind: 'order' as const,
        label: `Narudžba ${o.number}`,
        detail: o.email,
        path: `/admin/orders/${o.id}`,
      })),
      ...rowsOf<{ id: number; email: string; firstName: string; lastName: string }>(customerRows).map((u) => ({
        kind: 'customer' as const,
        label: `${u.firstName} ${u.lastName}`.trim() || u.email,
        detail: u.email,
        path: `/admin/kupci/${u.id}`,
      })),
    ],
  };
}
