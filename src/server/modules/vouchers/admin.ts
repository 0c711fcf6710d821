import type { ContractSchema } from '../../platform/contract-types.js';
import { normaliseVoucherCode, formatVoucherCode } from '@shared/voucher-code.js';
import { voucherState } from '@shared/vouchers.js';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { orders } from '../../platform/db/schema/orders.js';
import { voucherMovements, vouchers, type VoucherRow } from '../../platform/db/schema/vouchers.js';
import { AppError } from '../../platform/errors/index.js';
import { recordChange, type StaffActor } from '../audit/index.js';
import { deliverEmail } from '../email/index.js';
import { queueVoucherAgain } from './mail.js';

/**
 * The gift vouchers back office (docs/decisions/0217-vouchers-back-office.md): find a voucher by code, buyer e-mail or
 * order, read its balance and movements, extend its expiry, block or unblock it, send its e-mail again. Every write is
 * one transaction with its movement and its audit row; the page's `updatedAt` guards against a stale page.
 */
export type AdminVoucherAction = ContractSchema<'AdminVoucherAction'>;

const rowOf = (v: VoucherRow, orderNumber: string, now: Date) => ({
  id: v.id,
  code: formatVoucherCode(v.code),
  email: v.email,
  orderNumber,
  valueCents: v.valueCents,
  balanceCents: v.balanceCents,
  expiresAt: v.expiresAt.toISOString(),
  state: voucherState(v, now),
  createdAt: v.createdAt.toISOString(),
});

/** A code typed with dashes, an order number, or part of an e-mail address. */
function searchOf(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const code = normaliseVoucherCode(text);
  return or(
    eq(vouchers.code, code),
    eq(orders.number, text),
    ilike(vouchers.email, `%${text.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`),
  );
}

export async function listVouchers(db: Db, query: { q?: string; page: number; limit: number }, now: Date) {
  const where = searchOf(query.q ?? '');
  const [total] = await db
    .select({ n: count() })
    .from(vouchers)
    .innerJoin(orders, eq(orders.id, vouchers.orderId))
    .where(where);
  const rows = await db
    .select({ v: vouchers, number: orders.number })
    .from(vouchers)
    .innerJoin(orders, eq(orders.id, vouchers.orderId))
    .where(where)
    .orderBy(desc(vouchers.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    items: rows.map((r) => rowOf(r.v, r.number, now)),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

export async function adminVoucher(db: Db, id: number, now: Date) {
  const [row] = await db
    .select({ v: vouchers, number: orders.number })
    .from(vouchers)
    .innerJoin(orders, eq(orders.id, vouchers.orderId))
    .where(eq(vouchers.id, id));
  if (!row) throw new AppError('NOT_FOUND', { message: 'Poklon bon nije pronađen.' });
  const moves = await db
    .select({ m: voucherMovements, number: orders.number })
    .from(voucherMovements)
    .leftJoin(orders, eq(orders.id, voucherMovements.orderId))
    .where(eq(voucherMovements.voucherId, id))
    .orderBy(asc(voucherMovements.id));
  return {
    voucher: rowOf(row.v, row.number, now),
    movements: moves.map(({ m, number }) => ({
      id: m.id,
      kind: m.kind as ContractSchema<'AdminVoucherMovement'>['kind'],
      amountCents: m.amountCents,
      balanceAfterCents: m.balanceAfterCents,
      orderNumber: number ?? null,
      actor: m.actor,
      note: m.note,
      createdAt: m.createdAt.toISOString(),
    })),
    mailedAt: row.v.mailedAt?.toISOString() ?? null,
    updatedAt: row.v.updatedAt.toISOString(),
  };
}

/** The end of a Zagreb calendar day (23:59:59.999 local), as the new expiry of 'extend'. */
function endOfZagrebDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const noonUtc = Date.UTC(y, m - 1, d, 12);
  const local = new Date(new Date(noonUtc).toLocaleString('en-US', { timeZone: 'Europe/Zagreb' }));
  const offset = local.getTime() - new Date(new Date(noonUtc).toLocaleString('en-US', { timeZone: 'UTC' })).getTime();
  return new Date(Date.UTC(y, m - 1, d, 23, 59, 59, 999) - offset);
}

export async function voucherAction(
  app: FastifyInstance,
  actor: StaffActor,
  id: number,
  input: AdminVoucherAction,
  now: Date,
) {
  const mail = await app.db.transaction(async (tx) => {
    const [v] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
    if (!v) throw new AppError('NOT_FOUND', { message: 'Poklon bon nije pronađen.' });
    if (v.updatedAt.toISOString() !== new Date(input.updatedAt).toISOString())
      throw new AppError('CONFLICT', { message: 'Poklon bon se u međuvremenu promijenio. Osvježite stranicu.' });
    const audit = (action: string, changes: Array<{ field: string; before: unknown; after: unknown }>) =>
      recordChange(tx, actor, {
        kind: 'voucher',
        id,
        action: `voucher.${action}`,
        changes,
        data: { code: v.code.slice(-4) },
      });
    const move = (kind: string, note: string | null) =>
      tx.insert(voucherMovements).values({
        voucherId: id,
        kind,
        amountCents: 0,
        balanceAfterCents: v.balanceCents,
        actor: actor.email,
        note,
        createdAt: now,
      });
    const note = input.note?.trim() || null;
    switch (input.action) {
      case 'extend': {
        if (!input.expiresAt || !/^\d{4}-\d{2}-\d{2}$/.test(input.expiresAt))
          throw new AppError('VALIDATION_FAILED', { message: 'Upišite novi datum isteka.' });
        const until = endOfZagrebDay(input.expiresAt);
        if (Number.isNaN(until.getTime()) || until.getTime() <= Math.max(now.getTime(), v.expiresAt.getTime()))
          throw new AppError('VALIDATION_FAILED', {
            message: 'Novi datum isteka mora biti nakon današnjeg i nakon dosadašnjeg roka.',
          });
        await tx.update(vouchers).set({ expiresAt: until, updatedAt: now }).where(eq(vouchers.id, id));
        await move('expiry', note ?? `Rok produljen do ${input.expiresAt}.`);
        await audit('extend', [{ field: 'expiresAt', before: v.expiresAt.toISOString(), after: until.toISOString() }]);
        return null;
      }
      case 'block':
      case 'unblock': {
        const to = input.action === 'block' ? 'blocked' : 'active';
        if (v.status === to)
          throw new AppError('CONFLICT', {
            message: to === 'blocked' ? 'Poklon bon je već blokiran.' : 'Poklon bon nije blokiran.',
          });
        await tx
          .update(vouchers)
          .set({ status: to, updatedAt: now })
          .where(and(eq(vouchers.id, id)));
        await move(input.action === 'block' ? 'blocked' : 'unblocked', note);
        await audit(input.action, [{ field: 'status', before: v.status, after: to }]);
        return null;
      }
      case 'resend': {
        const queued = await queueVoucherAgain(app, tx, v, actor.email);
        await tx.update(vouchers).set({ updatedAt: now }).where(eq(vouchers.id, id));
        await audit('resend', [{ field: 'email', before: null, after: v.email }]);
        return queued;
      }
    }
  });
  if (mail) void deliverEmail(app, mail.outboxId, mail.to, mail.content);
}
