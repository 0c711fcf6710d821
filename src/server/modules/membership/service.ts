import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { memberCards } from '../../platform/db/schema/coupons.js';
import { users } from '../../platform/db/schema/users.js';
import { isMemberCardBarcode, isMemberCardPin } from '@shared/validation/member-card.js';
import { AppError } from '../../platform/errors/index.js';
import { sha256 } from '../../platform/secret-tokens.js';

/** What the club keeps of a card's PIN: the digest of the card number and the PIN together. */
export const cardPinDigest = (barcode: string, pin: string) => sha256(`${barcode}:${pin}`);

/** The spec's external check: an existing, active card with a 12-digit barcode (asked by a signed-in customer). */
export async function isValidBarcode(db: Db, barcode: string): Promise<boolean> {
  if (!isMemberCardBarcode(barcode)) return false;
  const [card] = await db.select().from(memberCards).where(eq(memberCards.barcode, barcode)).limit(1);
  return Boolean(card?.active);
}

/** Does this active card belong to this user? Asked on every pricing (the cookie is only a hint). */
export async function cardBelongsTo(db: Db, barcode: string | null, userId: number | null): Promise<boolean> {
  if (!barcode || userId === null) return false;
  const [card] = await db.select().from(memberCards).where(eq(memberCards.barcode, barcode)).limit(1);
  return Boolean(card?.active && card.userId === userId);
}

export interface CardClaim {
  barcode: string;
  /** The 4 digits printed on the card; not needed for a card the user already holds. */
  pin?: string | undefined;
}

function pinMatches(digest: string | null, barcode: string, pin: string | undefined): boolean {
  if (!digest || !pin || !isMemberCardPin(pin)) return false;
  return timingSafeEqual(Buffer.from(digest), Buffer.from(cardPinDigest(barcode, pin)));
}

/**
 * May this user (null: an account being registered) claim this card? 12 digits, known and active, held by nobody
 * else (claimed, or on another profile: MEMBER_CARD_TAKEN, docs/decisions/0088-membership-card-from-the-cart.md),
 * and, unless already theirs, the card's PIN (docs/decisions/0136-member-card-claim-second-factor.md). Writes
 * nothing: a refused card is never stored. Answers whether the card is already the user's.
 */
export async function checkCardClaim(db: Db, claim: CardClaim, userId: number | null): Promise<{ held: boolean }> {
  const { barcode } = claim;
  if (!isMemberCardBarcode(barcode)) throw new AppError('MEMBER_CARD_FORMAT');
  const [card] = await db.select().from(memberCards).where(eq(memberCards.barcode, barcode)).limit(1);
  if (!card?.active) throw new AppError('MEMBER_CARD_INVALID');
  if (card.userId !== null && card.userId !== userId) throw new AppError('MEMBER_CARD_TAKEN');
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.memberCardBarcode, barcode), userId === null ? undefined : ne(users.id, userId)))
    .limit(1);
  if (holder) throw new AppError('MEMBER_CARD_TAKEN');
  if (card.userId !== null) return { held: true };
  if (!pinMatches(card.pinDigest, barcode, claim.pin)) throw new AppError('MEMBER_CARD_PIN_WRONG');
  return { held: false };
}

/**
 * Claims the card for a logged-in user after `checkCardClaim`: an unclaimed card becomes theirs, once (a racing
 * claim by another account finds it taken), and their profile gets the number if it had none
 * (docs/decisions/0088-membership-card-from-the-cart.md).
 */
export async function claimCard(db: Db, claim: CardClaim, userId: number): Promise<void> {
  const { held } = await checkCardClaim(db, claim, userId);
  if (held) return;
  const claimed = await db
    .update(memberCards)
    .set({ userId })
    .where(and(eq(memberCards.barcode, claim.barcode), isNull(memberCards.userId)))
    .returning({ barcode: memberCards.barcode });
  if (claimed.length === 0) throw new AppError('MEMBER_CARD_TAKEN');
  await db
    .update(users)
    .set({ memberCardBarcode: claim.barcode })
    .where(and(eq(users.id, userId), isNull(users.memberCardBarcode)));
}
