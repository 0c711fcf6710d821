import { and, asc, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { fiscalReceipts } from '../../platform/db/schema/fiscal.js';
import { AppError } from '../../platform/errors/index.js';
import { zagrebDayEnd, zagrebDayStart } from '../../platform/zagreb-clock.js';
import { formatReceiptNumber, type PaymentMethod, type ReceiptStatus } from './types.js';

/**
 * The register of issued receipts (docs/decisions/0161-receipt-register.md): every receipt, sale and correction,
 * found by the day of issue in Zagreb, its number or its order's number, and its delivery status.
 */
export interface RegisterFilters {
  /** Days in Zagreb, YYYY-MM-DD, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  status?: ReceiptStatus | undefined;
}

export interface RegisterEntry {
  id: number;
  number: string;
  issuedAt: Date;
  reference: string;
  totalCents: number;
  /** PDV and its base, summed over the receipt's rates (negative on a correction). */
  vatCents: number;
  baseCents: number;
  paymentMethod: PaymentMethod;
  zki: string;
  jir: string | null;
  status: ReceiptStatus;
  correctsNumber: string | null;
  token: string;
}

const corrected = alias(fiscalReceipts, 'corrected');
const RECEIPT_NUMBER = /^(\d{1,9})(?:\/([^/\s]{1,20})\/([^/\s]{1,20}))?$/;
const ORDER_NUMBER_PART = /^[\d-]+$/;

/** `12` is receipt 12 or an order number holding 12; `12/WEB1/1` that receipt; another text an order reference. */
function searchCondition(q: string): SQL {
  const receipt = RECEIPT_NUMBER.exec(q);
  const reference = ORDER_NUMBER_PART.test(q)
    ? // Digits and dashes only: nothing LIKE would read as a wildcard.
      sql`${fiscalReceipts.reference} LIKE ${`%${q}%`}`
    : eq(fiscalReceipts.reference, q);
  if (!receipt) return reference;
  const [, sequence, premises, device] = receipt;
  const byNumber = premises
    ? and(
        eq(fiscalReceipts.number, Number(sequence)),
        eq(fiscalReceipts.premises, premises),
        eq(fiscalReceipts.device, device!),
      )!
    : eq(fiscalReceipts.number, Number(sequence));
  return premises ? byNumber : or(byNumber, reference)!;
}

function whereOf(filters: RegisterFilters): SQL | undefined {
  if (filters.from && filters.to && filters.from > filters.to)
    throw new AppError('VALIDATION_FAILED', {
      message: 'Datum "od" ne može biti nakon datuma "do".',
      payload: { field: 'from' },
    });
  const where: SQL[] = [];
  if (filters.from) where.push(gte(fiscalReceipts.issuedAt, zagrebDayStart(filters.from)));
  if (filters.to) where.push(lt(fiscalReceipts.issuedAt, zagrebDayEnd(filters.to)));
  if (filters.status) where.push(eq(fiscalReceipts.status, filters.status));
  const q = filters.q?.trim();
  if (q) where.push(searchCondition(q));
  return and(...where);
}

const vatSum = (part: 'baseCents' | 'amountCents') =>
  sql<number>`COALESCE((SELECT SUM((v->>${part})::int) FROM jsonb_array_elements(${fiscalReceipts.vat}) v), 0)`.mapWith(
    Number,
  );

async function entries(db: Db, where: SQL | undefined, order: 'newest' | 'oldest', limit: number, offset = 0) {
  const rows = await db
    .select({
      receipt: fiscalReceipts,
      baseCents: vatSum('baseCents'),
      vatCents: vatSum('amountCents'),
      corrected: { number: corrected.number, premises: corrected.premises, device: corrected.device },
    })
    .from(fiscalReceipts)
    .leftJoin(corrected, eq(corrected.id, fiscalReceipts.correctsReceiptId))
    .where(where)
    .orderBy(
      ...(order === 'newest'
        ? [desc(fiscalReceipts.issuedAt), desc(fiscalReceipts.id)]
        : [asc(fiscalReceipts.issuedAt), asc(fiscalReceipts.id)]),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(
    ({ receipt: r, baseCents, vatCents, corrected: c }): RegisterEntry => ({
      id: r.id,
      number: formatReceiptNumber({ sequence: r.number, premises: r.premises, device: r.device }),
      issuedAt: r.issuedAt,
      reference: r.reference,
      totalCents: r.totalCents,
      baseCents,
      vatCents,
      paymentMethod: r.paymentMethod as PaymentMethod,
      zki: r.zki,
      jir: r.jir,
      status: r.status as ReceiptStatus,
      correctsNumber: c?.number == null ? null : formatReceiptNumber({ ...c, sequence: c.number }),
      token: r.token,
    }),
  );
}

async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(fiscalReceipts).where(where);
  return row?.n ?? 0;
}

/** One page of the register, newest first. */
export async function receiptRegister(db: Db, filters: RegisterFilters, page: number, limit: number) {
  const where = whereOf(filters);
  const totalRecords = await countOf(db, where);
  return {
    records: await entries(db, where, 'newest', limit, (page - 1) * limit),
    page,
    limit,
    totalPages: Math.ceil(totalRecords / limit),
    totalRecords,
  };
}

/** The most receipts one export holds: a year of a club shop's sales, and still a file Excel opens at once. */
export const EXPORT_LIMIT = 50_000;

/** Every receipt the filters find, oldest first, for the export; more than EXPORT_LIMIT is refused. */
export async function registerForExport(db: Db, filters: RegisterFilters): Promise<RegisterEntry[]> {
  const where = whereOf(filters);
  const total = await countOf(db, where);
  if (total > EXPORT_LIMIT)
    throw new AppError('VALIDATION_FAILED', {
      message: `Izvoz obuhvaća ${total} računa, najviše ${EXPORT_LIMIT}: suzite razdoblje.`,
      payload: { field: 'from', total },
    });
  return entries(db, where, 'oldest', EXPORT_LIMIT);
}

/** Receipts CIS refused: the desk home's count. */
export function refusedReceiptCount(db: Db): Promise<number> {
  return countOf(db, eq(fiscalReceipts.status, 'refused'));
}
