import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { invoiceFromSale, type SaleFacts } from './from-sale.js';
import type { Invoice } from './invoice.js';
import { invoiceBreaches } from './rules.js';
import { escapeXml, ublInvoiceXml } from './ubl.js';

const SALE: SaleFacts = {
  number: '7/WEB1/2',
  issueDate: '2026-11-27',
  issueTime: '14:05:09',
  orderReference: '2026-000123',
  seller: {
    name: 'NK Zvijezda d.o.o.',
    oib: '12345678903',
    street: 'Stadionska 1',
    city: 'Zagreb',
    postalCode: '10000',
    country: 'HR',
  },
  operator: { label: 'Internetska prodaja', oib: '12345678903' },
  buyer: {
    name: 'Navijači & <Prijatelji> d.o.o.',
    oib: '69435151530',
    street: 'Ulica "Hrvatske" Republike 12a',
    city: 'Osijek',
    postalCode: '31000',
    country: 'HR',
  },
  payment: { meansCode: '58', iban: 'HR1210010051863000160', reference: '2026-000123' },
  lines: [
    { name: 'Kišobran', quantity: 3, totalCents: 5999, vatRate: 25, kpd: '32.99.59' },
    { name: 'Klupska monografija', quantity: 1, totalCents: 2500, vatRate: 5, kpd: '58.11.19' },
    { name: 'Dostava (GLS)', quantity: 1, totalCents: 499, vatRate: 25, kpd: '53.20.11' },
  ],
  totalCents: 8998,
  prepaid: true,
};

const golden = () => readFileSync(new URL('./testdata/golden-invoice.xml', import.meta.url), 'utf8');

describe('the eRačun of a sale', () => {
  it('should write the golden UBL document for a prepaid company sale', () => {
    expect(ublInvoiceXml(invoiceFromSale(SALE))).toBe(golden());
  });

  it('should split the gross per rate so every total rule holds and the buyer paid the order total', () => {
    const inv = invoiceFromSale(SALE);
    expect(invoiceBreaches(inv)).toEqual([]);
    expect(inv.vat).toEqual([
      { category: 'S', rate: 25, taxableCents: 5198, taxCents: 1300 },
      { category: 'S', rate: 5, taxableCents: 2381, taxCents: 119 },
    ]);
    expect(inv.totals.taxInclusiveCents + inv.totals.roundingCents).toBe(8998);
    expect(inv.totals).toMatchObject({ prepaidCents: 8998, payableCents: 0 });
  });

  it('should escape every character XML reserves, in text and attributes', () => {
    expect(escapeXml(`A & B <"c"> 'd'`)).toBe('A &amp; B &lt;&quot;c&quot;&gt; &apos;d&apos;');
    const xml = ublInvoiceXml(invoiceFromSale(SALE));
    expect(xml).toContain('Navijači &amp; &lt;Prijatelji&gt; d.o.o.');
    expect(xml).not.toContain('<Prijatelji>');
  });

  it('should keep the order total to the cent over many prices, with a rounding of at most a cent or two', () => {
    for (let cents = 1; cents < 3000; cents += 7) {
      const inv = invoiceFromSale({
        ...SALE,
        prepaid: false,
        lines: [
          { name: 'a', quantity: 1, totalCents: cents, vatRate: 25, kpd: '32.99.59' },
          { name: 'b', quantity: 2, totalCents: cents * 2 + 1, vatRate: 13, kpd: '32.99.59' },
        ],
        totalCents: cents * 3 + 1,
      });
      expect(invoiceBreaches(inv)).toEqual([]);
      expect(inv.totals.payableCents).toBe(cents * 3 + 1);
      expect(Math.abs(inv.totals.roundingCents)).toBeLessThanOrEqual(2);
    }
  });
});

/** Breaks one thing of a valid invoice. */
const broken = (change: (inv: Invoice) => void): Invoice => {
  const inv = structuredClone(invoiceFromSale(SALE));
  change(inv);
  return inv;
};

const CASES: Array<[string, (inv: Invoice) => void]> = [
  ['BR-01', (i) => (i.customizationId = '')],
  ['BR-02', (i) => (i.number = ' ')],
  ['BR-03', (i) => (i.issueDate = '27.11.2026')],
  ['BR-04', (i) => (i.typeCode = '381' as '380')],
  ['BR-05', (i) => (i.currency = 'eur')],
  ['BR-06', (i) => (i.seller.name = '')],
  ['BR-07', (i) => (i.buyer.name = '')],
  ['BR-08', (i) => (i.seller.city = '')],
  ['BR-09', (i) => (i.seller.country = 'Hrvatska')],
  ['BR-10', (i) => (i.buyer.postalCode = '')],
  ['BR-11', (i) => (i.buyer.country = '')],
  ['BR-16', (i) => (i.lines = [])],
  ['BR-21', (i) => (i.lines[0]!.id = '')],
  ['BR-22', (i) => (i.lines[0]!.quantity = 0)],
  ['BR-24', (i) => (i.lines[0]!.netCents = 10.5)],
  ['BR-25', (i) => (i.lines[0]!.name = '')],
  ['BR-27', (i) => (i.lines[0]!.netCents = -i.lines[0]!.netCents)],
  ['BR-S-05', (i) => (i.lines[0]!.rate = 0)],
  ['BR-Z-05', (i) => Object.assign(i.lines[1]!, { category: 'Z' })],
  ['BR-S-01', (i) => (i.vat = i.vat.filter((p) => p.rate !== 5))],
  ['BR-S-08', (i) => (i.vat[0]!.taxableCents += 1)],
  ['BR-CO-10', (i) => (i.totals.lineNetCents += 1)],
  ['BR-CO-13', (i) => (i.totals.taxExclusiveCents += 1)],
  ['BR-CO-14', (i) => (i.totals.taxCents += 1)],
  ['BR-CO-15', (i) => (i.totals.taxInclusiveCents += 1)],
  ['BR-CO-16', (i) => (i.totals.payableCents += 1)],
  ['BR-CO-17', (i) => (i.vat[0]!.taxCents += 1)],
  ['BR-CO-18', (i) => (i.vat = [])],
  ['BR-CO-25', (i) => Object.assign(i, { dueDate: '', totals: { ...i.totals, prepaidCents: 0, payableCents: 8998 } })],
  ['BR-49', (i) => (i.payment.meansCode = '')],
  ['HR-CIUS-ID', (i) => (i.customizationId = 'urn:cen.eu:en16931:2017')],
  ['HR-PROFILE', (i) => (i.profileId = 'P13')],
  ['HR-ISSUE-TIME', (i) => (i.issueTime = '14:05')],
  ['HR-BR-4', (i) => (i.dueDate = '')],
  ['HR-BR-9', (i) => (i.operator.oib = '12345678900')],
  ['HR-BR-37', (i) => (i.operator.label = '')],
  ['HR-BR-25', (i) => (i.lines[2]!.kpd = '5320')],
  ['HR-OIB-SELLER', (i) => (i.seller.oib = '1234567890')],
  ['HR-OIB-BUYER', (i) => (i.buyer.oib = '69435151531')],
  ['HR-EUR', (i) => (i.currency = 'HRK')],
];

describe('the EN 16931 and HR CIUS rules', () => {
  it.each(CASES)('should find %s broken', (rule, change) => {
    expect(invoiceBreaches(broken(change)).map((b) => b.rule)).toContain(rule);
  });

  it('should find nothing broken on the golden invoice', () => {
    expect(invoiceBreaches(invoiceFromSale(SALE))).toEqual([]);
  });
});
