import { and, eq, sql } from 'drizzle-orm';
import { REVIEW_LIMITS, sanitizeReviewText } from '@shared/reviews.js';
import type { ContractSchema } from '../../platform/contract-types.js';
import { type Db, rowsOf } from '../../platform/db/client.js';
import { productReviews } from '../../platform/db/schema/reviews.js';
import { users } from '../../platform/db/schema/users.js';
import { AppError } from '../../platform/errors/index.js';
import type { RateRule } from '../../platform/http/rate-limit.js';
import { ownReview, reviewableProduct } from './read.js';
import { announceReviewsChanged, refreshProductRating } from './rating.js';

/** Review writes (new, edited) per account and per client address (docs/decisions/0213-review-abuse-limits.md). */
export const REVIEW_RULES = {
  account: { name: 'review-account', limit: 5, windowSec: 3600 },
  ip: { name: 'review-ip', limit: 20, windowSec: 3600 },
} as const satisfies Record<string, RateRule>;

/** Orders that no longer count as a purchase, whatever was paid or delivered before. */
const UNDONE_STATUSES = ['cancelled', 'expired', 'withdrawn'];

export interface ReviewContext {
  db: Db;
  /** The signed-in account (the route made sure there is one). */
  user: { id: number; isBackofficeUser: boolean };
  /** Counts a write against a rate rule for the account or the client address; throws RATE_LIMITED past it. */
  limit: (rule: RateRule, subject: 'account' | 'ip') => Promise<void>;
}

type ReviewInput = ContractSchema<'ReviewInput'>;

/**
 * Whether the user has an order of the product (or one of its sizes) whose money was captured or whose goods were
 * delivered (a card only authorised, an unpaid transfer or cash on delivery not yet handed over do not count), and
 * which was not cancelled or withdrawn since.
 */
async function boughtProduct(db: Db, userId: number, productId: number): Promise<boolean> {
  const undone = sql.join(
    UNDONE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const rows = rowsOf<{ bought: boolean }>(
    await db.execute(sql`
      SELECT EXISTS (
        SELECT 1 FROM orders o
        JOIN order_items oi ON oi.order_id = o.id
        JOIN products p ON p.id = oi.product_id
        WHERE o.user_id = ${userId} AND (o.paid_at IS NOT NULL OR o.delivered_at IS NOT NULL)
          AND o.status NOT IN (${undone})
          AND (p.id = ${productId} OR p.parent_id = ${productId})
      ) AS bought`),
  );
  return Boolean(rows[0]?.bought);
}

/** The account as a review author: shown name and whether staff stopped it. */
async function author(db: Db, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, blockedAt: users.reviewsBlockedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new AppError('UNAUTHORIZED');
  const initial = row.lastName.trim().charAt(0);
  const name = `${row.firstName.trim()}${initial ? ` ${initial.toUpperCase()}.` : ''}`.slice(0, 120);
  return { name: name || 'Kupac', blocked: row.blockedAt !== null };
}

/** The stored text of a review: sanitised, and within the limits once sanitised (400 REVIEW_INVALID otherwise). */
function cleanInput(input: ReviewInput) {
  const comment = sanitizeReviewText(input.comment);
  if (comment.length < REVIEW_LIMITS.commentMin || comment.length > REVIEW_LIMITS.comment)
    throw new AppError('REVIEW_INVALID', { payload: { field: 'comment' } });
  return { rating: input.rating, comment };
}

/** Who may write at all: a customer's account, not stopped by staff; then the rate limits count the write. */
async function mayWrite(ctx: ReviewContext) {
  if (ctx.user.isBackofficeUser) throw new AppError('REVIEW_CUSTOMERS_ONLY');
  const who = await author(ctx.db, ctx.user.id);
  if (who.blocked) throw new AppError('REVIEW_BLOCKED');
  await ctx.limit(REVIEW_RULES.account, 'account');
  await ctx.limit(REVIEW_RULES.ip, 'ip');
  return who;
}

/** The signed-in customer's review of a product, and whether they bought it and may write. */
export async function myReview(ctx: Pick<ReviewContext, 'db' | 'user'>, productId: number) {
  await reviewableProduct(ctx.db, productId);
  const [row] = await ctx.db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, ctx.user.id)));
  const who = await author(ctx.db, ctx.user.id);
  return {
    review: row ? ownReview(row) : null,
    verifiedBuyer: await boughtProduct(ctx.db, ctx.user.id, productId),
    blocked: who.blocked || ctx.user.isBackofficeUser,
  };
}

/**
 * A new review, waiting for staff (docs/decisions/0211-product-reviews.md). One per customer and product: a
 * second is 409 REVIEW_ALREADY_POSTED (the unique index decides a race).
 */
export async function createReview(ctx: ReviewContext, productId: number, input: ReviewInput) {
  await reviewableProduct(ctx.db, productId);
  const clean = cleanInput(input);
  const who = await mayWrite(ctx);
  const verifiedBuyer = await boughtProduct(ctx.db, ctx.user.id, productId);
  const [row] = await ctx.db
    .insert(productReviews)
    .values({ productId, userId: ctx.user.id, authorName: who.name, ...clean, verifiedBuyer, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('REVIEW_ALREADY_POSTED');
  return ownReview(row);
}

/** The review if the signed-in user wrote it: 404 when there is none, 403 REVIEW_NOT_AUTHOR when it is another's. */
async function authorsReview(db: Db, userId: number, id: number) {
  const [row] = await db.select().from(productReviews).where(eq(productReviews.id, id));
  if (!row) throw new AppError('NOT_FOUND', { message: 'Review not found.' });
  if (row.userId !== userId) throw new AppError('REVIEW_NOT_AUTHOR');
  return row;
}

/**
 * The author's edit: new rating and comment, back to moderation (an approved review leaves the product until staff
 * approve it again; the club's reply stays with it). The rejection reason is cleared.
 */
export async function updateReview(ctx: ReviewContext, id: number, input: ReviewInput) {
  const before = await authorsReview(ctx.db, ctx.user.id, id);
  const clean = cleanInput(input);
  await mayWrite(ctx);
  const verifiedBuyer = before.verifiedBuyer || (await boughtProduct(ctx.db, ctx.user.id, before.productId));
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(productReviews)
      .set({ ...clean, verifiedBuyer, status: 'pending', rejectReason: null, moderatedAt: null, updatedAt: sql`now()` })
      .where(eq(productReviews.id, id))
      .returning();
    if (before.status === 'approved') await refreshProductRating(tx, before.productId);
    return updated!;
  });
  if (before.status === 'approved') await announceReviewsChanged(ctx.db);
  return ownReview(row);
}

/** The author deletes their review; an approved one leaves the product's average at once. */
export async function deleteReview(ctx: Pick<ReviewContext, 'db' | 'user'>, id: number) {
  const before = await authorsReview(ctx.db, ctx.user.id, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(productReviews).where(eq(productReviews.id, id));
    if (before.status === 'approved') await refreshProductRating(tx, before.productId);
  });
  if (before.status === 'approved') await announceReviewsChanged(ctx.db);
  return { success: true as const };
}
