import type { MemberCardState } from '@shared/customers.js';
import { isMemberCardBarcode, isMemberCardPin } from '@shared/validation/member-card.js';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { memberCards } from '../../platform/db/schema/coupons.js';
import { users } from '../../platform/db/schema/users.js';
import { AppError } from '../../platform/errors/index.js';
import { recordChange, type StaffActor } from '../audit/index.js';
import { cardPinDigest } from './service.js';

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

type CardRow = typeof memberCards.$inferSelect;

/** A card as the register shows it: `onProfile` when its account's profile names it. */
export function cardView(card: CardRow, profileCard: string | null) {
  return {
    barcode: card.barcode,
    holderName: card.holderName,
    active: card.active,
    claimed: card.userId !== null,
    onProfile: card.barcode === profileCard,
    issuedAt: card.issuedAt.toISOString(),
    cancelledAt: iso(card.cancelledAt),
    replacedBy: card.replacedBy,
  };
}

export interface CardFilters {
  q?: string;
  state?: MemberCardState;
  page: number;
  limit: number;
}

/** One page of the club's member card register (docs/decisions/0220-member-card-register.md), newest first. */
export async function listCards(db: Db, filters: CardFilters) {
  const where: SQL[] = [];
  const q = filters.q?.trim().toLowerCase();
  if (q)
    where.push(
      or(
        sql`${memberCards.barcode} LIKE ${likeText(q)}`,
        sql`lower(${memberCards.holderName}) LIKE ${likeText(q)}`,
        sql`lower(${users.email}) LIKE ${likeText(q)}`,
      )!,
    );
  if (filters.state) where.push(eq(memberCards.active, filters.state === 'active'));
  const condition = where.length ? and(...where) : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(memberCards)
    .leftJoin(users, eq(users.id, memberCards.userId))
    .where(condition);
  const rows = await db
    .select({ card: memberCards, user: users })
    .from(memberCards)
    .leftJoin(users, eq(users.id, memberCards.userId))
    .where(condition)
    .orderBy(desc(memberCards.issuedAt), desc(memberCards.barcode))
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit);
  return {
    items: rows.map(({ card, user }) => ({
      ...cardView(card, user?.memberCardBarcode ?? null),
      account: user ? { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } : null,
    })),
    total: total?.n ?? 0,
    page: filters.page,
    limit: filters.limit,
  };
}

async function lockedCard(tx: Db, barcode: string): Promise<CardRow> {
  const [card] = await tx.select().from(memberCards).where(eq(memberCards.barcode, barcode)).for('update');
  if (!card) throw new AppError('NOT_FOUND', { message: 'Iskaznica nije u registru.' });
  return card;
}

async function profileCardOf(tx: Db, userId: number | null) {
  if (userId === null) return null;
  const [user] = await tx.select({ card: users.memberCardBarcode }).from(users).where(eq(users.id, userId));
  return user?.card ?? null;
}

/**
 * Cancels a card: it gives member prices no more (the pricing asks for an active card of the signed-in account,
 * docs/decisions/0043-member-card-of-one-account.md). It stays in the register, linked to its account.
 */
export async function cancelCard(db: Db, actor: StaffActor, barcode: string, reason: string, now: Date) {
  return db.transaction(async (tx) => {
    const card = await lockedCard(tx, barcode);
    if (!card.active) throw new AppError('CONFLICT', { message: 'Iskaznica je već poništena.' });
    const [row] = await tx
      .update(memberCards)
      .set({ active: false, cancelledAt: now })
      .where(eq(memberCards.barcode, barcode))
      .returning();
    await recordChange(tx, actor, {
      kind: 'member_card',
      id: barcode,
      action: 'member_card.cancel',
      changes: [{ field: 'active', before: true, after: false }],
      data: reason ? { reason } : {},
    });
    return cardView(row!, await profileCardOf(tx, row!.userId));
  });
}

/**
 * Re-issues a card (lost, damaged) under a new number (docs/decisions/0220-member-card-register.md): the new card
 * is the same member's and the same account's at once (staff hand it over in person, so no PIN claim is needed); the
 * old one is cancelled and points to the new, and the account's profile names the new number.
 */
export async function reissueCard(
  db: Db,
  actor: StaffActor,
  barcode: string,
  input: { barcode: string; pin: string },
  now: Date,
) {
  if (!isMemberCardBarcode(input.barcode)) throw new AppError('MEMBER_CARD_FORMAT', { payload: { field: 'barcode' } });
  if (!isMemberCardPin(input.pin)) throw new AppError('MEMBER_CARD_PIN_FORMAT', { payload: { field: 'pin' } });
  return db.transaction(async (tx) => {
    const card = await lockedCard(tx, barcode);
    if (card.replacedBy) throw new AppError('CONFLICT', { message: 'Iskaznica je već zamijenjena novom.' });
    const [taken] = await tx
      .select({ b: memberCards.barcode })
      .from(memberCards)
      .where(eq(memberCards.barcode, input.barcode));
    if (taken) throw new AppError('MEMBER_CARD_EXISTS', { payload: { field: 'barcode' } });
    const [fresh] = await tx
      .insert(memberCards)
      .values({
        barcode: input.barcode,
        pinDigest: cardPinDigest(input.barcode, input.pin),
        holderName: card.holderName,
        userId: card.userId,
        issuedAt: now,
      })
      .returning();
    await tx
      .update(memberCards)
      .set({ active: false, cancelledAt: card.cancelledAt ?? now, replacedBy: input.barcode })
      .where(eq(memberCards.barcode, barcode));
    if (card.userId !== null)
      await tx
        .update(users)
        .set({ memberCardBarcode: input.barcode, updatedAt: now })
        .where(
          and(
            eq(users.id, card.userId),
            or(eq(users.memberCardBarcode, barcode), sql`${users.memberCardBarcode} IS NULL`),
          ),
        );
    await recordChange(tx, actor, {
      kind: 'member_card',
      id: barcode,
      action: 'member_card.reissue',
      changes: [
        { field: 'active', before: card.active, after: false },
        { field: 'replacedBy', before: null, after: input.barcode },
      ],
    });
    return cardView(fresh!, await profileCardOf(tx, fresh!.userId));
  });
}
