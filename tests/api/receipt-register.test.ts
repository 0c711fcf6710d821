import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptView } from '../../src/server/modules/fiscal/index.js';
import { type CisForTests, startCisForTests } from '../support/cis.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, CUSTOMER, login } from './auth-helpers.js';
import { cardSale, FAST_DELIVERY, issue } from './fiscal-helpers.js';

// The register of issued receipts and its CSV for the accountant (docs/decisions/0161-receipt-register.md): every
// receipt with its correction, found by Zagreb day, number and status, paged; the CSV read back field by field.
let cis: CisForTests;
let t: TestApp;
let admin: string;
let customer: string;
let sale: ReceiptView;
let late: ReceiptView;
let correction: ReceiptView;
let refused: ReceiptView;
let hostile: ReceiptView;

beforeAll(async () => {
  cis = await startCisForTests();
  t = await createTestApp({ env: { ...cis.env, ...AUTH_ENV } });
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  customer = (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken;
  // 1 March 2026, 23:30 UTC is already 2 March in Zagreb (UTC+1).
  sale = await issue(t, cardSale('2026-000101', new Date('2026-03-01T12:00:00Z')));
  late = await issue(t, cardSale('2026-000102', new Date('2026-03-01T23:30:00Z')));
  correction = await t.db.transaction((tx) =>
    t.app.fiscal.correct(tx, {
      receiptId: sale.id,
      issuedAt: new Date('2026-03-03T09:15:00Z'),
      reference: '2026-000101',
    }),
  );
  await t.app.fiscal.deliverNow(FAST_DELIVERY);
  cis.standIn.behaveNext({ kind: 'errors', errors: [{ code: 's004', message: 'Neispravan digitalni potpis.' }] });
  refused = await issue(t, cardSale('2026-000103', new Date('2026-03-04T10:00:00Z')));
  await t.app.fiscal.deliverNow(FAST_DELIVERY);
  hostile = await issue(t, cardSale('=HYPERLINK("x";"y")', new Date('2026-03-05T10:00:00Z')));
});
afterAll(async () => {
  await t?.close();
  await cis?.close();
});

const get = (query: string, token: string | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/fiscal/register${query}`,
    headers: t.headers(token ? bearer(token) : {}),
  });
const numbersOf = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.records as Array<{ number: string }>).map((r) => r.number);
};

/** RFC 4180 fields separated by ';': quoted fields may hold ';' and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') field += text[++i];
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('receipt register', () => {
  it('should list every receipt newest first, with the order, JIR, ZKI and the receipt a correction corrects', async () => {
    const res = await get('?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const { records, totalRecords } = res.json().data;
    expect(totalRecords).toBe(5);
    expect(records.map((r: { id: number }) => r.id)).toEqual([hostile.id, refused.id, correction.id, late.id, sale.id]);
    const corrected = records.find((r: { id: number }) => r.id === correction.id);
    expect(corrected).toMatchObject({
      number: correction.number,
      reference: '2026-000101',
      total: -84.99,
      status: 'fiscalised',
      jir: expect.stringMatching(/^[0-9a-f-]{36}$/),
      zki: correction.zki,
      correctsNumber: sale.number,
    });
    expect(records.find((r: { id: number }) => r.id === sale.id)).toMatchObject({ correctsNumber: null, total: 84.99 });
    expect(records.find((r: { id: number }) => r.id === refused.id)).toMatchObject({ status: 'refused', jir: null });
  });

  it('should find receipts by Zagreb day, number, order and status, a page at a time', async () => {
    expect(await numbersOf('?from=2026-03-02&to=2026-03-02')).toEqual([late.number]);
    expect(await numbersOf('?from=2026-03-01&to=2026-03-01')).toEqual([sale.number]);
    expect(await numbersOf('?to=2026-03-03')).toEqual([correction.number, late.number, sale.number]);
    expect(await numbersOf(`?q=${encodeURIComponent(sale.number)}`)).toEqual([sale.number]);
    // Digits alone are a receipt's number or a part of an order's number.
    expect(await numbersOf(`?q=${refused.number.split('/')[0]}`)).toContain(refused.number);
    expect(await numbersOf('?q=000101')).toEqual([correction.number, sale.number]);
    expect(await numbersOf('?q=2026-000102')).toEqual([late.number]);
    expect(await numbersOf('?status=refused')).toEqual([refused.number]);
    expect(await numbersOf('?q=nema-takve')).toEqual([]);
    const page = (await get('?limit=2&page=3')).json().data;
    expect(page).toMatchObject({ page: 3, limit: 2, totalPages: 3, totalRecords: 5 });
    expect(page.records.map((r: { id: number }) => r.id)).toEqual([sale.id]);
  });

  it('should export the receipts found as CSV that Croatian Excel opens: BOM, semicolons, decimal commas', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/fiscal/register/csv?from=2026-03-01&to=2026-03-05',
      headers: t.headers(bearer(admin)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="racuni-2026-03-01-2026-03-05.csv"');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual([
      'Broj računa',
      'Datum i vrijeme izdavanja',
      'Narudžba',
      'Iznos (EUR)',
      'Osnovica (EUR)',
      'PDV (EUR)',
      'Način plaćanja',
      'ZKI',
      'JIR',
      'Stanje',
      'Ispravak računa',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      sale.number,
      late.number,
      correction.number,
      refused.number,
      hostile.number,
    ]);
    const [saleRow, lateRow, correctionRow, refusedRow, hostileRow] = rows.slice(1) as string[][];
    expect(saleRow).toEqual([
      sale.number,
      '01.03.2026. 13:00:00',
      '2026-000101',
      '84,99',
      '67,99',
      '17,00',
      'Kartica',
      sale.zki,
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      'Fiskaliziran',
      '',
    ]);
    expect(lateRow![1]).toBe('02.03.2026. 00:30:00');
    expect(correctionRow!.slice(3, 6)).toEqual(['-84,99', '-67,99', '-17,00']);
    expect(correctionRow![10]).toBe(sale.number);
    expect(refusedRow!.slice(8, 10)).toEqual(['', 'Odbijen']);
    // A field that Excel would run as a formula is written as text.
    expect(hostileRow![2]).toBe('\'=HYPERLINK("x";"y")');
  });

  it('should refuse days in the wrong order, bad values and anyone but staff', async () => {
    expectCodedError(await get('?from=2026-03-05&to=2026-03-01'), 400, 'VALIDATION_FAILED');
    expectCodedError(await get('?from=5.3.2026.'), 400, 'VALIDATION_FAILED');
    expectCodedError(await get('?status=lost'), 400, 'VALIDATION_FAILED');
    expectCodedError(await get('', customer), 403, 'FORBIDDEN');
    expectCodedError(await get('', null), 401, 'UNAUTHORIZED');
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/fiscal/register/csv',
      headers: t.headers(bearer(customer)),
    });
    expectCodedError(csv, 403, 'FORBIDDEN');
  });

  it('should count the receipts CIS refused on the desk home', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/desk/counts',
      headers: t.headers(bearer(admin)),
    });
    expect(res.json().data.counts).toContainEqual({ key: 'refusedReceipts', count: 1 });
  });
});
