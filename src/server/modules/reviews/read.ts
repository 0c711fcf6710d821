import { and, count, desc, eq, sql } from 'drizzle-orm';
import { REVIEW_LIMITS } from '@shared/reviews.js';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { products } from '../../platform/db/schema/catalogue.js';
import { type ProductReviewRow, productReviews } from '../../platform/db/schema/reviews.js';
import { AppError } from '../../platform/errors/index.js';

type ReviewReply = ContractSchema<'ReviewReply'>;
export type OwnReview = ContractSchema<'OwnReview'>;

export const replyOf = (row: Pick<ProductReviewRow, 'reply' | 'repliedAt'>): ReviewReply =>
  row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null;

export function ownReview(row: ProductReviewRow): OwnReview {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    comment: row.comment,
    status: row.status as OwnReview['status'],
    rejectReason: row.rejectReason,
    verifiedBuyer: row.verifiedBuyer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reply: replyOf(row),
  };
}

/**
 * A product that takes reviews: a listed main product (a configurable's variants share their main product's
 * reviews), not archived. Anything else is 404, for reading and writing alike.
 */
export async function reviewableProduct(db: Db, productId: number) {
  const [product] = await db
    .select({ id: products.id, rating: products.rating, ratingCount: products.ratingCount })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.archived, false),
        sql`${products.parentId} IS NULL`,
        eq(products.type, 'product'),
      ),
    );
  if (!product) throw new AppError('NOT_FOUND', { message: 'Product not found.' });
  return product;
}

/** The approved reviews of a product, newest first, a page of REVIEW_LIMITS.perPage (public, cached). */
export async function listApproved(db: Db, productId: number, page: number): Promise<ContractSchema<'ReviewPage'>> {
  const product = await reviewableProduct(db, productId);
  const perPage = REVIEW_LIMITS.perPage;
  const rows =
    product.ratingCount === 0
      ? []
      : await db
          .select()
          .from(productReviews)
          .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved')))
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(perPage)
          .offset((page - 1) * perPage);
  return {
    average: product.rating,
    count: product.ratingCount,
    page,
    perPage,
    records: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      authorName: row.authorName,
      verifiedBuyer: row.verifiedBuyer,
      createdAt: row.createdAt.toISOString(),
      reply: replyOf(row),
    })),
  };
}

/** Counts of reviews per status (the back office's tabs). */
export async function countsByStatus(db: Db) {
  const rows = await db
    .select({ status: productReviews.status, n: count() })
    .from(productReviews)
    .groupBy(productReviews.status);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as keyof typeof counts] = Number(row.n);
  return counts;
}
