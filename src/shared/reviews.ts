/**
 * Product reviews' words and limits, for the storefront, the back office and the server
 * (docs/decisions/0211-product-reviews.md, 0212-review-moderation.md, 0213-review-abuse-limits.md).
 */
export const REVIEW_STARS = 5;

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

/** The average as the stars show it: to one decimal. */
export const roundedRating = (average: number) => Math.round(average * 10) / 10;

/**
 * '4,5' or '4': the rounded average with a decimal comma. Written out rather than through `toLocaleString('hr-HR')`,
 * whose first call loads the locale's data on the main thread while a list of cards hydrates (about 15 ms on a
 * fast machine, 60 ms at the 4x CPU slowdown of docs/targets.md).
 */
export const ratingText = (average: number) => String(roundedRating(average)).replace('.', ',');

/** 'Ocjena 4,5 od 5 (3 recenzije)': what a screen reader says of the stars. */
export function ratingLabel(average: number, count: number): string {
  if (count === 0) return 'Još nema ocjena';
  return `Ocjena ${ratingText(average)} od ${REVIEW_STARS} (${reviewCountText(count)})`;
}

/** '1 recenzija', '3 recenzije', '5 recenzija' (Croatian plural of the count). */
export function reviewCountText(count: number): string {
  const mod10 = count % 10;
  const mod100 = count % 100;
  if (mod10 === 1 && mod100 !== 11) return `${count} recenzija`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${count} recenzije`;
  return `${count} recenzija`;
}
