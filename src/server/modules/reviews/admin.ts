import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { sanitizeReviewText } from '@shared/reviews.js';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { products } from '../../platform/db/schema/catalogue.js';
import { productReviews } from '../../platform/db/schema/reviews.js';
import { users } from '../../platform/db/schema/users.js';
import { AppError } from '../../platform/errors/index.js';
import { recordChange, type StaffActor } from '../audit/index.js';
import { countsByStatus, replyOf } from './read.js';
import { announceReviewsChanged, refreshProductRating } from './rating.js';

/**
 * Review moderation (docs/decisions/0212-review-moderation.md): the list (pending first), approve, reject with a
 * reason (optionally stopping the author), and the club's reply. Every write is one transaction with its audit row
 * (docs/decisions/0175-store-wide-audit-log.md); a change to what the storefront shows drops its caches.
 */
type AdminReview = ContractSchema<'AdminReview'>;
type Status = ContractSchema<'ReviewStatus'>;

const PER_PAGE = 20;

const columns = {
  review: productReviews,
  productName: products.name,
  productSlug: products.slug,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  blockedAt: users.reviewsBlockedAt,
};

type Joined = {
  review: typeof productReviews.$inferSelect;
  productName: string;
  productSlug: string;
  email: string;
  firstName: string;
  lastName: string;
  blockedAt: Date | null;
};

function toAdmin(row: Joined): AdminReview {
  const r = row.review;
  return {
    id: r.id,
    product: { id: r.productId, name: row.productName, slug: row.productSlug },
    author: { id: r.userId, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    rating: r.rating,
    comment: r.comment,
    status: r.status as Status,
    rejectReason: r.rejectReason,
    verifiedBuyer: r.verifiedBuyer,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    moderatedAt: r.moderatedAt?.toISOString() ?? null,
    reply: replyOf(r),
    authorBlocked: row.blockedAt !== null,
  };
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(users, eq(users.id, productReviews.userId));

export async function adminReview(db: Db, id: number): Promise<AdminReview> {
  const [row] = await joined(db).where(eq(productReviews.id, id));
  if (!row) throw new AppError('NOT_FOUND', { message: 'Review not found.' });
  return toAdmin(row);
}

export async function listReviews(db: Db, q: { status?: Status; productId?: number; page: number }) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(productReviews.status, q.status));
  if (q.productId) where.push(eq(productReviews.productId, q.productId));
  const filter = where.length > 0 ? and(...where) : undefined;
  const [rows, [total], counts] = await Promise.all([
    joined(db)
      .where(filter)
      .orderBy(
        asc(sql`CASE ${productReviews.status} WHEN 'pending' THEN 0 ELSE 1 END`),
        desc(productReviews.updatedAt),
        desc(productReviews.id),
      )
      .limit(PER_PAGE)
      .offset((q.page - 1) * PER_PAGE),
    db.select({ n: count() }).from(productReviews).where(filter),
    countsByStatus(db),
  ]);
  return { records: rows.map(toAdmin), total: Number(total?.n ?? 0), page: q.page, perPage: PER_PAGE, counts };
}

/** Approves or rejects; a rejection needs a reason and may stop the author from writing more reviews. */
export async function decideReview(
  db: Db,
  actor: StaffActor,
  id: number,
  input: ContractSchema<'AdminReviewDecision'>,
): Promise<AdminReview> {
  const reason = input.decision === 'reject' ? sanitizeReviewText(input.reason ?? '') : null;
  if (input.decision === 'reject' && !reason)
    throw new AppError('VALIDATION_FAILED', { message: 'A reason is required.', payload: { field: 'reason' } });
  const before = await adminReview(db, id);
  const status: Status = input.decision === 'approve' ? 'approved' : 'rejected';
  const block = input.decision === 'reject' && input.blockAuthor === true && !before.authorBlocked;
  await db.transaction(async (tx) => {
    await tx
      .update(productReviews)
      .set({ status, rejectReason: reason, moderatedAt: sql`now()` })
      .where(eq(productReviews.id, id));
    if (before.status === 'approved' || status === 'approved') await refreshProductRating(tx, before.product.id);
    if (block) await tx.update(users).set({ reviewsBlockedAt: sql`now()` }).where(eq(users.id, before.author.id));
    await recordChange(tx, actor, {
      kind: 'review',
      id,
      action: status === 'approved' ? 'review.approve' : 'review.reject',
      changes: [{ field: 'status', before: before.status, after: status }],
      data: { productId: before.product.id, ...(reason ? { reason } : {}), ...(block ? { authorBlocked: true } : {}) },
    });
  });
  if (before.status === 'approved' || status === 'approved') await announceReviewsChanged(db);
  return adminReview(db, id);
}

/** Sets the club's reply under a review; shown on the storefront once the review is approved. */
export async function replyToReview(db: Db, actor: StaffActor, id: number, text: string): Promise<AdminReview> {
  const reply = sanitizeReviewText(text);
  if (!reply) throw new AppError('VALIDATION_FAILED', { message: 'A reply is required.', payload: { field: 'text' } });
  const before = await adminReview(db, id);
  await db.transaction(async (tx) => {
    await tx.update(productReviews).set({ reply, repliedAt: sql`now()` }).where(eq(productReviews.id, id));
    await recordChange(tx, actor, {
      kind: 'review',
      id,
      action: 'review.reply',
      changes: [{ field: 'reply', before: before.reply?.text ?? null, after: reply }],
      data: { productId: before.product.id },
    });
  });
  if (before.status === 'approved') await announceReviewsChanged(db);
  return adminReview(db, id);
}
