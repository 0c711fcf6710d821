/**
 * Product reviews' words and limits, for the storefront, the back office and the server
 * (docs/decisions/0211-product-reviews.md, 0212-review-moderation.md, 0213-review-abuse-limits.md). The stars'
 * scale and words are src/shared/rating.ts: every product card draws them, and these words are not needed there.
 */
export const REVIEW_LIMITS = {
  commentMin: 10,
  comment: 1000,
  rejectReason: 500,
  reply: 1000,
  /** Reviews shown per page under a product. */
  perPage: 5,
} as const;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_TEXT: Record<ReviewStatus, string> = {
  pending: 'Čeka odobrenje',
  approved: 'Objavljena',
  rejected: 'Odbijena',
};

export const isReviewStatus = (value: unknown): value is ReviewStatus =>
  (REVIEW_STATUSES as readonly unknown[]).includes(value);

/**
 * A review's text as the shop keeps it: plain text only. Tags and control characters go, runs of spaces become
 * one, at most one empty line in a row stays, and the ends are trimmed. React draws it as text anyway; the
 * stored form is what the back office, mails and the JSON-LD read too.
 */
export function sanitizeReviewText(raw: string): string {
  return (
    raw
      .normalize('NFC')
      .replace(/<[^>]*>?/g, ' ')
      // Control characters except the line break; tabs become spaces.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, ' ')
      .replace(/\r\n?/g, '\n')
      .replace(/[ \u00A0]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
