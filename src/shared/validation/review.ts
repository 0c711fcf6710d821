import * as z from 'zod/mini';
import { REVIEW_STARS } from '../rating.js';
import { REVIEW_LIMITS, sanitizeReviewText } from '../reviews.js';
import { fieldMessages as m } from './messages.js';

/**
 * The review form (docs/decisions/0211-product-reviews.md): a rating needs a comment and a comment needs a rating.
 * `rating` 0 means no star chosen yet. The comment's length counts what is kept after sanitising.
 */
export const reviewMessages = {
  ratingNeeded: 'Uz komentar odaberite i ocjenu (1 do 5 zvjezdica).',
  commentNeeded: 'Uz ocjenu napišite i komentar.',
  ratingOrComment: 'Odaberite ocjenu i napišite komentar.',
  rejectReason: 'Upišite razlog odbijanja.',
  reply: 'Upišite odgovor.',
} as const;

export interface ReviewValues {
  rating: number;
  comment: string;
}

const commentLength = (raw: string) => sanitizeReviewText(raw).length;

export const reviewSchema = z
  .object({
    rating: z.number().check(z.int(), z.minimum(0), z.maximum(REVIEW_STARS)),
    comment: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const length = commentLength(v.comment);
      if (v.rating === 0 && length === 0) {
        ctx.addIssue({ code: 'custom', path: ['rating'], message: reviewMessages.ratingOrComment, input: v });
        return;
      }
      if (v.rating === 0)
        ctx.addIssue({ code: 'custom', path: ['rating'], message: reviewMessages.ratingNeeded, input: v });
      if (length === 0)
        ctx.addIssue({ code: 'custom', path: ['comment'], message: reviewMessages.commentNeeded, input: v });
      else if (length < REVIEW_LIMITS.commentMin)
        ctx.addIssue({ code: 'custom', path: ['comment'], message: m.minLength(REVIEW_LIMITS.commentMin), input: v });
      else if (length > REVIEW_LIMITS.comment)
        ctx.addIssue({ code: 'custom', path: ['comment'], message: m.maxLength(REVIEW_LIMITS.comment), input: v });
    }),
  );

/** The reject form of the back office: a reason the author reads. */
export const rejectSchema = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, reviewMessages.rejectReason),
      z.maxLength(REVIEW_LIMITS.rejectReason, m.maxLength(REVIEW_LIMITS.rejectReason)),
    ),
});

/** The club's reply under a review. */
export const replySchema = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, reviewMessages.reply),
      z.maxLength(REVIEW_LIMITS.reply, m.maxLength(REVIEW_LIMITS.reply)),
    ),
});
