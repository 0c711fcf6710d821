/**
 * A product's star rating in words (docs/decisions/0211-product-reviews.md): the scale and what the stars say. Apart from
 * the rest of the reviews' words (src/shared/reviews.ts), since every product card draws the stars (docs/targets.md P1).
 */
import { countWord } from './plural.js';

export const REVIEW_STARS = 5;

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
  return `${count} ${countWord(count, 'recenzija', 'recenzije', 'recenzija')}`;
}
