import { NEWSLETTER_STATUS_TEXT, type NewsletterStatus } from '@shared/subscriber-lists.js';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import { excelCsv, textField, zagrebStamp } from '../../platform/excel-csv.js';

/**
 * The newsletter's addresses for the back office (docs/decisions/0241-newsletter-and-back-in-stock-lists.md). Nothing
 * is stored before the confirmation click (docs/decisions/0206-newsletter-double-opt-in.md), so a pending address is
 * one the outbox mailed a confirmation link to that has no subscriber row; the others are the subscriber rows.
 */
export interface SubscriberFilters {
  q?: string;
  status?: NewsletterStatus;
}

const CSV_LIMIT = 50_000;
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Row {
  email: string;
  status: NewsletterStatus;
  requestedAt: string | Date | null;
  confirmedAt: string | Date | null;
  unsubscribedAt: string | Date | null;
}

/** Every address with its state and times, as one query to filter, count and page. */
function everyone(filters: SubscriberFilters) {
  const q = filters.q?.trim().toLowerCase() ?? '';
  return sql`WITH asked AS (
      SELECT lower("to") AS email, max(created_at) AS requested_at FROM email_outbox
      WHERE kind = 'newsletter_confirm' GROUP BY lower("to")
    ), everyone AS (
      SELECT s.email, CASE WHEN s.status = 'subscribed' THEN 'confirmed' ELSE 'unsubscribed' END AS status,
        a.requested_at, s.confirmed_at, s.unsubscribed_at
      FROM newsletter_subscribers s LEFT JOIN asked a ON a.email = s.email
      UNION ALL
      SELECT a.email, 'pending', a.requested_at, NULL, NULL FROM asked a
      WHERE NOT EXISTS (SELECT 1 FROM newsletter_subscribers s WHERE s.email = a.email)
    )
    SELECT email, status, requested_at AS "requestedAt", confirmed_at AS "confirmedAt",
      unsubscribed_at AS "unsubscribedAt",
      coalesce(unsubscribed_at, confirmed_at, requested_at) AS changed_at
    FROM everyone
    WHERE ${q ? sql`email LIKE ${likeText(q)}` : sql`TRUE`} AND ${filters.status ? sql`status = ${filters.status}` : sql`TRUE`}`;
}

const iso = (at: string | Date | null) => (at === null ? null : new Date(at).toISOString());
const toApi = (row: Row) => ({
  email: row.email,
  status: row.status,
  requestedAt: iso(row.requestedAt),
  confirmedAt: iso(row.confirmedAt),
  unsubscribedAt: iso(row.unsubscribedAt),
});

/** One page, the newest change (asked, confirmed or left) first. */
export async function listSubscribers(db: Db, filters: SubscriberFilters & { page: number; limit: number }) {
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM (${everyone(filters)}) x`));
  const rows = rowsOf<Row>(
    await db.execute(sql`${everyone(filters)} ORDER BY changed_at DESC NULLS LAST, email
      LIMIT ${filters.limit} OFFSET ${(filters.page - 1) * filters.limit}`),
  );
  return { items: rows.map(toApi), total: total?.n ?? 0, page: filters.page, limit: filters.limit };
}

const HEADER = ['E-pošta', 'Stanje', 'Zatražena', 'Potvrđena', 'Odjavljena'];

/** The addresses the filters find as a CSV file for Excel, alphabetically; more than 50,000 is refused. */
export async function subscribersCsv(db: Db, filters: SubscriberFilters): Promise<string> {
  const rows = rowsOf<Row>(await db.execute(sql`${everyone(filters)} ORDER BY email LIMIT ${CSV_LIMIT + 1}`));
  if (rows.length > CSV_LIMIT)
    throw new AppError('VALIDATION_FAILED', {
      message: `Više od ${CSV_LIMIT} adresa: suzite pretragu.`,
      payload: { fields: [{ field: 'query/q', message: 'too many rows' }] },
    });
  const stamp = (at: string | Date | null) => (at === null ? '' : zagrebStamp(new Date(at)));
  return excelCsv(
    HEADER,
    rows.map((r) => [
      textField(r.email),
      NEWSLETTER_STATUS_TEXT[r.status],
      stamp(r.requestedAt),
      stamp(r.confirmedAt),
      stamp(r.unsubscribedAt),
    ]),
  );
}
