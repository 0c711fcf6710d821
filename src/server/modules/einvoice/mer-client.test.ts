import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MerStandIn, startMerStandIn } from '../../../stand-ins/mer/index.js';
import { invoiceFromSale } from './from-sale.js';
import { IntermediaryError } from './intermediary.js';
import { merClient, type MerSettings } from './mer-client.js';
import { ublInvoiceXml } from './ubl.js';

// The moj-eRačun client against the stand-in speaking its API v2: what it sends, and which refusals are final.
let mer: MerStandIn;
let settings: MerSettings;

const xmlOf = (number: string, buyerOib = '69435151530') =>
  ublInvoiceXml(
    invoiceFromSale({
      number,
      issueDate: '2026-11-27',
      issueTime: '10:00:00',
      orderReference: 'N-1',
      seller: {
        name: 'S d.o.o.',
        oib: '12345678903',
        street: 'A 1',
        city: 'Zagreb',
        postalCode: '10000',
        country: 'HR',
      },
      operator: { label: 'Web', oib: '12345678903' },
      buyer: { name: 'B d.o.o.', oib: buyerOib, street: 'B 2', city: 'Split', postalCode: '21000', country: 'HR' },
      payment: { meansCode: '58', iban: 'HR1210010051863000160', reference: 'N-1' },
      lines: [{ name: 'Šal', quantity: 1, totalCents: 1500, vatRate: 25, kpd: '14.19.19' }],
      totalCents: 1500,
      prepaid: true,
    }),
  );

beforeAll(async () => {
  mer = await startMerStandIn();
  settings = {
    url: mer.url,
    username: mer.credentials.username,
    password: mer.credentials.password,
    companyId: mer.credentials.companyId,
    companyBu: '',
    softwareId: mer.credentials.softwareId,
    timeoutMs: 2000,
  };
});
afterAll(async () => mer?.close());

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(IntermediaryError);
  return err as IntermediaryError;
};

describe('moj-eRačun client', () => {
  it('should send the XML with the five identifying fields and follow the document to delivered', async () => {
    const client = merClient(settings);
    const sent = await client.send(xmlOf('1/WEB1/2'));
    expect(sent).toMatchObject({ state: 'sent', code: 30 });
    const request = mer.requests.at(-1)!;
    expect(request.body).toMatchObject({
      Username: 'shop-test',
      CompanyId: '12345678903',
      CompanyBu: '',
      SoftwareId: 'fan-shop-1',
    });
    expect(request.body.File).toBe(xmlOf('1/WEB1/2'));
    mer.deliver(Number(sent.electronicId));
    expect(await client.status(sent.electronicId)).toMatchObject({ state: 'delivered', code: 40 });
    await client.reportPayment({
      electronicId: sent.electronicId,
      invoiceNumber: '1/WEB1/2',
      issueDate: '2026-11-27',
      buyerOib: '69435151530',
      paidOn: '2026-11-27',
      amountCents: 1500,
      method: 'T',
    });
    expect(mer.documents().at(-1)!.payment).toMatchObject({ NaplaceniIznos: '15.00', OibIzdavatelja: '12345678903' });
  });

  it('should take a refused document or identity as final, and an intermediary away as passing', async () => {
    const invalid = await refusal(merClient(settings).send('<Invoice/>'));
    expect(invalid).toMatchObject({ permanent: true, message: expect.stringContaining('UBL 2.1 Invoice') });
    const duplicate = await refusal(merClient(settings).send(xmlOf('1/WEB1/2')));
    expect(duplicate.message).toContain('već poslan');
    const wrong = await refusal(merClient({ ...settings, password: 'x' }).send(xmlOf('2/WEB1/2')));
    expect(wrong).toMatchObject({ permanent: true, message: expect.stringContaining('lozinka') });
    mer.down();
    try {
      expect(await refusal(merClient(settings).send(xmlOf('3/WEB1/2')))).toMatchObject({ permanent: false });
    } finally {
      mer.up();
    }
    const closed = await refusal(merClient({ ...settings, url: 'http://127.0.0.1:9' }).send(xmlOf('4/WEB1/2')));
    expect(closed.permanent).toBe(false);
  });
});
