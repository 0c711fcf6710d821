import { parseCsv } from '@shared/csv.js';
import { isMemberCardBarcode, isMemberCardPin } from '@shared/validation/member-card.js';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { memberCards } from '../../platform/db/schema/coupons.js';
import { AppError } from '../../platform/errors/index.js';
import { recordChange, type StaffActor } from '../audit/index.js';
import { cardPinDigest } from './service.js';

/** The register's CSV columns, in the club's words (docs/decisions/0220-member-card-register.md). */
const COLUMNS = ['broj', 'pin', 'ime'] as const;
type Column = (typeof COLUMNS)[number];
const MAX_ROWS = 20_000;
const NAME_MAX = 200;

interface ReadRow {
  line: number;
  barcode: string;
  pin: string;
  holderName: string;
  error: string | null;
}

/** Reads the file and checks every row against the register; writes nothing. */
async function readCards(db: Db, csv: string): Promise<{ rows: ReadRow[]; fileErrors: string[]; lines: number }> {
  const [header, ...records] = parseCsv(csv).records;
  if (!header) return { rows: [], fileErrors: ['Datoteka je prazna.'], lines: 0 };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const fileErrors = names
    .filter((n) => !(COLUMNS as readonly string[]).includes(n))
    .map((n) => `Redak 1: nepoznat stupac "${n}".`);
  for (const column of COLUMNS) if (!names.includes(column)) fileErrors.push(`Redak 1: nedostaje stupac "${column}".`);
  if (records.length > MAX_ROWS) fileErrors.push(`Datoteka ima više od ${MAX_ROWS} redaka.`);
  if (fileErrors.length > 0) return { rows: [], fileErrors, lines: records.length };
  const at = (fields: string[], column: Column) => (fields[names.indexOf(column)] ?? '').trim();
  const numbers = [...new Set(records.map((r) => at(r.fields, 'broj')).filter(isMemberCardBarcode))];
  const known = new Set(
    numbers.length
      ? (
          await db.select({ b: memberCards.barcode }).from(memberCards).where(inArray(memberCards.barcode, numbers))
        ).map((r) => r.b)
      : [],
  );
  const seen = new Map<string, number>();
  const rows = records.map(({ line, fields }): ReadRow => {
    const barcode = at(fields, 'broj');
    const pin = at(fields, 'pin');
    const holderName = at(fields, 'ime');
    const error = (() => {
      if (!isMemberCardBarcode(barcode)) return 'Broj iskaznice mora imati točno 12 znamenki.';
      if (!isMemberCardPin(pin)) return 'PIN mora imati točno 4 znamenke.';
      if (!holderName) return 'Nedostaje ime člana.';
      if (holderName.length > NAME_MAX) return `Ime člana ima više od ${NAME_MAX} znakova.`;
      if (known.has(barcode)) return 'Iskaznica s tim brojem već je u registru.';
      const first = seen.get(barcode);
      if (first !== undefined) return `Isti broj već je u retku ${first}.`;
      return null;
    })();
    if (!seen.has(barcode)) seen.set(barcode, line);
    return { line, barcode, pin, holderName, error };
  });
  return { rows, fileErrors: [], lines: records.length };
}

/**
 * The register's CSV import: a dry run answers each row and its error; the import writes only a file without
 * errors (CSV_INVALID otherwise, nothing written), all rows in one transaction with one audit row. PINs are kept as
 * their digests only (docs/decisions/0136-member-card-claim-second-factor.md).
 */
export async function importCards(db: Db, actor: StaffActor, body: { csv: string; dryRun: boolean }, now: Date) {
  const read = await readCards(db, body.csv);
  const errors = [
    ...read.fileErrors.map((message) => ({ line: 1, message })),
    ...read.rows.filter((r) => r.error).map((r) => ({ line: r.line, message: `Redak ${r.line}: ${r.error}` })),
  ];
  const report = {
    lines: read.lines,
    added: errors.length === 0 ? read.rows.length : 0,
    errors: errors.slice(0, 1000),
    rows: read.rows
      .slice(0, 1000)
      .map(({ line, barcode, holderName, error }) => ({ line, barcode, holderName, error })),
  };
  if (body.dryRun) return report;
  if (errors.length > 0) throw new AppError('CSV_INVALID', { payload: { errors: errors.slice(0, 100) } });
  if (read.rows.length === 0)
    throw new AppError('CSV_INVALID', {
      payload: { errors: [{ line: 1, message: 'Datoteka nema nijedne iskaznice.' }] },
    });
  await db.transaction(async (tx) => {
    for (let i = 0; i < read.rows.length; i += 1000)
      await tx.insert(memberCards).values(
        read.rows.slice(i, i + 1000).map((r) => ({
          barcode: r.barcode,
          pinDigest: cardPinDigest(r.barcode, r.pin),
          holderName: r.holderName,
          issuedAt: now,
        })),
      );
    await recordChange(tx, actor, {
      kind: 'member_card',
      id: 'uvoz',
      action: 'member_card.import',
      data: { cards: read.rows.length, first: read.rows[0]!.barcode, last: read.rows.at(-1)!.barcode },
    });
  });
  return report;
}
