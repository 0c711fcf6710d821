import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { memberCards } from '../../db/schema/coupons.js';
import { users } from '../../db/schema/users.js';
import { isMemberCardBarcode } from '@shared/validation/member-card.js';
import { AppError } from '../../errors/index.js';

/** The spec's external check: an existing, active card with a 12-digit barcode. */
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

/**
 * Verifies the card for a logged-in user: 12 digits, known and active, and either already theirs or unclaimed
 * (then it becomes theirs, and their profile gets the barcode if it had none). A card that another account holds
 * (claimed, or on its profile) is refused as the profile refuses it, with MEMBER_CARD_TAKEN
 * (docs/decisions/0088-membership-card-from-the-cart.md).
 */
export async function claimCard(db: Db, barcode: string, userId: number): Promise<void> {
  if (!isMemberCardBarcode(barcode)) throw new AppError('MEMBER_CARD_FORMAT');
  const [card] = await db.select().from(memberCards).where(eq(memberCards.barcode, barcode)).limit(1);
  if (!card?.active) throw new AppError('MEMBER_CARD_INVALID');
  if (card.userId !== null && card.userId !== userId) throw new AppError('MEMBER_CARD_TAKEN');
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.memberCardBarcode, barcode), ne(users.id, userId)))
    .limit(1);
  if (holder) throw new AppError('MEMBER_CARD_TAKEN');
  if (card.userId === null) {
    const claimed = await db
      .update(memberCards)
      .set({ userId })
      .where(and(eq(memberCards.barcode, barcode), isNull(memberCards.userId)))
      .returning({ barcode: memberCards.barcode });
    if (claimed.length === 0) throw new AppError('MEMBER_CARD_INVALID');
    await db
      .update(users)
      .set({ memberCardBarcode: barcode })
      .where(and(eq(users.id, userId), isNull(users.memberCardBarcode)));
  }
}
