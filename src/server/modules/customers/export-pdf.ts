import {
  BOLD,
  type Column,
  type Doc,
  MARGIN,
  REGULAR,
  renderA4,
  tableHeader,
  tableRow,
  WIDTH,
} from '../../platform/pdf/a4-layout.js';

/**
 * The data export as a PDF a customer can read (docs/decisions/0219-erasure-keeps-what-the-law-requires.md): the same
 * document as the JSON, section by section in Croatian, drawn with the shop's A4 layout.
 */
type Export = Record<string, unknown>;
type Row = Record<string, unknown>;

const list = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'da' : 'ne';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value))
    return new Date(value).toLocaleString('hr-HR', { timeZone: 'Europe/Zagreb' });
  return String(value);
};

const LAST_Y = 841.89 - MARGIN - 40;

function heading(doc: Doc, title: string) {
  if (doc.y > LAST_Y - 60) doc.addPage();
  doc.moveDown(0.8);
  doc.font(BOLD).fontSize(12).fillColor('black').text(title, MARGIN, doc.y);
  doc.moveDown(0.3);
}

function table(doc: Doc, columns: readonly Column[], rows: string[][]) {
  if (rows.length === 0) {
    doc.font(REGULAR).fontSize(9).text('Nema podataka.', MARGIN, doc.y);
    return;
  }
  tableHeader(doc, columns);
  for (const row of rows) {
    if (doc.y > LAST_Y) {
      doc.addPage();
      tableHeader(doc, columns);
    }
    tableRow(doc, columns, row);
  }
}

const cols = (...parts: [string, number][]): Column[] =>
  parts.map(([title, share]) => ({ title, width: WIDTH * share, align: 'left' as const }));

export async function exportPdf(data: Export, shopName: string): Promise<Buffer> {
  const account = (data.account ?? {}) as Row;
  return renderA4({ Title: `Izvoz osobnih podataka – ${text(account.email)}`, Author: shopName }, (doc) => {
    doc.font(BOLD).fontSize(16).text('Izvoz osobnih podataka', MARGIN, MARGIN);
    doc.font(REGULAR).fontSize(9).fillColor('#555555');
    doc.text(`${shopName} · izrađeno ${text(data.madeAt)} · članak 15. i 20. Opće uredbe o zaštiti podataka`);
    doc.fillColor('black');
    heading(doc, 'Korisnički račun');
    table(doc, cols(['Podatak', 0.35], ['Vrijednost', 0.65]), [
      ['Ime i prezime', `${text(account.firstName)} ${text(account.lastName)}`],
      ['E-pošta', text(account.email)],
      ['E-pošta potvrđena', text(account.emailVerified)],
      ['Članska iskaznica', text(account.memberCard)],
      ['Račun otvoren', text(account.createdAt)],
      ['Blokiran od', text(account.blockedAt)],
    ]);
    heading(doc, 'Adrese');
    table(
      doc,
      cols(['Vrsta', 0.12], ['Ime i prezime', 0.22], ['Adresa', 0.4], ['Kontakt', 0.26]),
      list(data.addresses).map((a) => [
        text(a.type),
        `${text(a.firstName)} ${text(a.lastName)}`,
        `${text(a.street)} ${text(a.houseNumber)}, ${text(a.zipCode)} ${text(a.city)}, ${text(a.country)}`,
        [a.contactEmail, a.contactPhone].filter(Boolean).map(text).join(', ') || '–',
      ]),
    );
    heading(doc, 'Narudžbe');
    table(
      doc,
      cols(['Broj', 0.16], ['Datum', 0.2], ['Stavke', 0.34], ['Dostava', 0.18], ['Iznos (€)', 0.12]),
      list(data.orders).map((o) => {
        const address = (o.deliveryAddress ?? {}) as Row;
        return [
          text(o.number),
          text(o.createdAt),
          list(o.lines)
            .map((l) => `${text(l.quantity)} × ${text(l.name)}`)
            .join('\n'),
          `${text(address.firstName)} ${text(address.lastName)}, ${text(address.city)}`,
          Number(o.totalEuros ?? 0)
            .toFixed(2)
            .replace('.', ','),
        ];
      }),
    );
    heading(doc, 'Privole (trenutno stanje)');
    table(
      doc,
      cols(['Privola', 0.5], ['Verzija', 0.12], ['Stanje', 0.16], ['Od', 0.22]),
      list(data.consents).map((c) => [text(c.displayName), text(c.version), text(c.status), text(c.at)]),
    );
    heading(doc, 'Zapis privola');
    table(
      doc,
      cols(['Privola', 0.4], ['Stanje', 0.14], ['Izvor', 0.2], ['Vrijeme', 0.26]),
      list(data.consentLog).map((c) => [text(c.displayName), text(c.status), text(c.sourceType), text(c.createdAt)]),
    );
    heading(doc, 'Lista želja');
    table(
      doc,
      cols(['Proizvod', 0.7], ['Dodano', 0.3]),
      list(data.wishlist).map((w) => [text(w.name), text(w.addedAt)]),
    );
    heading(doc, 'Članske iskaznice');
    table(
      doc,
      cols(['Broj', 0.25], ['Ime na iskaznici', 0.35], ['Aktivna', 0.15], ['Izdana', 0.25]),
      list(data.memberCards).map((c) => [text(c.barcode), text(c.holderName), text(c.active), text(c.issuedAt)]),
    );
    heading(doc, 'Newsletter i obavijesti');
    table(doc, cols(['Što', 0.4], ['Stanje', 0.3], ['Vrijeme', 0.3]), [
      ...list(data.newsletter).map((n) => ['Newsletter', text(n.status), text(n.confirmedAt)]),
      ...list(data.backInStockRequests).map((s) => [
        `Obavijest o zalihi (proizvod ${text(s.productId)})`,
        '',
        text(s.createdAt),
      ]),
      ...list(data.couponUses).map((c) => [`Korišten kupon (${text(c.orderRef)})`, '', text(c.usedAt)]),
    ]);
  });
}
