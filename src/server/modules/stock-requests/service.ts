import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { STOCK_BUFFER, usableStock } from '@shared/stock.js';
import type { ContractBody } from '../../platform/contract-types.js';
import { type Db, rowsOf } from '../../platform/db/client.js';
import { products } from '../../platform/db/schema/catalogue.js';
import { stockRequests } from '../../platform/db/schema/stock-requests.js';
import { AppError } from '../../platform/errors/index.js';
import type { RateRule } from '../../platform/http/rate-limit.js';
import { sha256 } from '../../platform/secret-tokens.js';
import { shopOrigin } from '../../platform/shop-url.js';
import { appendConsentLog, missingRequired } from '../consents/index.js';
import { backInStockEmail, deliverEmail, queueEmail } from '../email/index.js';

/** 'Obavijesti me' requests per client address (docs/decisions/0208-back-in-stock-requests.md). */
export const STOCK_REQUEST_RULE = { name: 'stock-request-ip', limit: 10, windowSec: 3600 } as const satisfies RateRule;

export interface StockRequestContext {
  db: Db;
  limit: (rule: RateRule) => Promise<void>;
}

/**
 * Records an address for a sold-out product (a size's variant or a simple product) with the form's consents; a
 * product in stock has nothing to wait for and records nothing. Asking again re-arms a request already mailed.
 */
export async function requestAvailability(ctx: StockRequestContext, input: ContractBody<'productAvailabilityRequest'>) {
  await ctx.limit(STOCK_REQUEST_RULE);
  const [product] = await ctx.db
    .select({
      id: products.id,
      format: products.format,
      archived: products.archived,
      stockQuantity: products.stockQuantity,
      infiniteQuantity: products.infiniteQuantity,
    })
    .from(products)
    .where(eq(products.id, input.productId));
  if (!product || product.archived || product.format === 'configurable' || product.format === 'bundle')
    throw new AppError('NOT_FOUND', { message: 'Product not found.' });
  const missing = await missingRequired(ctx.db, 'productAvailabilityForm', input.consents);
  if (missing.length > 0) throw new AppError('CONSENT_REQUIRED', { payload: { missing } });
  if (usableStock(product) >= 1) return { success: true as const };
  const email = input.email.trim().toLowerCase();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(stockRequests)
      .values({ productId: product.id, email, status: 'waiting' })
      .onConflictDoUpdate({
        target: [stockRequests.productId, stockRequests.email],
        set: { status: 'waiting', createdAt: sql`now()`, notifiedAt: null },
      });
    if (input.consents.length > 0)
      await appendConsentLog(tx, {
        userId: null,
        guestSession: `stock-request:${sha256(email)}`,
        claimedEmail: email,
        status: 'granted',
        sourceType: 'productAvailabilityForm',
        consents: input.consents.map((id) => ({ id })),
      });
  });
  return { success: true as const };
}

interface Due {
  id: number;
  email: string;
  name: string;
  slug: string;
}

/**
 * After a stock change is committed: every waiting request whose product has usable stock again is marked sent and
 * its mail queued in the same transaction (so each is mailed once, whichever process or change finds it first),
 * then delivered. Cheap when nothing waits: one indexed look-up.
 */
export async function notifyRestocked(app: FastifyInstance): Promise<number> {
  const waiting = await app.db
    .select({ productId: stockRequests.productId })
    .from(stockRequests)
    .where(eq(stockRequests.status, 'waiting'))
    .limit(1);
  if (waiting.length === 0) return 0;
  const smtp = Boolean(app.config.SMTP_URL);
  const origin = shopOrigin(app.config);
  const queued = await app.db.transaction(async (tx) => {
    const due = rowsOf<Due>(
      await tx.execute(sql`
        UPDATE stock_requests r SET status = 'sent', notified_at = now()
        FROM products p LEFT JOIN products parent ON parent.id = p.parent_id
        WHERE r.product_id = p.id AND r.status = 'waiting'
          AND (p.infinite_quantity OR p.stock_quantity - ${STOCK_BUFFER} >= 1)
        RETURNING r.id, r.email, p.name, COALESCE(parent.slug, p.slug) AS slug`),
    );
    const mails = [];
    for (const row of due) {
      const mail = backInStockEmail(app.config.SHOP_NAME, row.name, `${origin}/product/${row.slug}`);
      mails.push({ id: await queueEmail(tx, smtp, row.email, mail), to: row.email, mail });
    }
    return mails;
  });
  for (const m of queued) void deliverEmail(app, m.id, m.to, m.mail);
  return queued.length;
}
