import { randomUUID } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPkcs12, type FiscalCertificate } from '../../server/modules/fiscal/certificate.js';
import { postSoap } from '../../server/modules/fiscal/cis-client.js';
import { readRacunOdgovor } from '../../server/modules/fiscal/cis-response.js';
import { type RacunData, racunZahtjevXml } from '../../server/modules/fiscal/racun-xml.js';
import { signRequest, soapEnvelope, x509Data } from '../../server/modules/fiscal/sign.js';
import { verifyIndependently } from '../../server/modules/fiscal/testdata/independent-verifier.js';
import { type CisStandIn, startCisStandIn } from './server.js';

const OIB = '12345678903';
let cis: CisStandIn;
let cert: FiscalCertificate;

beforeAll(async () => {
  cis = await startCisStandIn();
  cert = loadPkcs12(cis.issueFiscalCertificate({ oib: OIB, password: 'p' }), 'p');
});
afterAll(() => cis.close());

function racun(overrides: Partial<RacunData> = {}): RacunData {
  return {
    oib: OIB,
    vatPayer: true,
    issuedAt: new Date(Date.now() - 5_000),
    sequenceMark: 'P',
    number: { sequence: 7, premises: 'WEB1', device: '1' },
    vat: [{ rate: 25, baseCents: 8000, amountCents: 2000 }],
    totalCents: 10000,
    paymentMethod: 'K',
    operatorOib: OIB,
    zki: '0123456789abcdef0123456789abcdef',
    ...overrides,
  };
}

/** Sends a request and reads the stand-in's answer as the shop's client does. */
async function exchange(build: (messageId: string) => string) {
  const messageId = randomUUID();
  const xml = await postSoap(
    { url: cis.url, timeoutMs: 15_000, signerCertPem: cis.signerCertPem },
    'racuni',
    build(messageId),
  );
  return { xml, answer: readRacunOdgovor(xml, cis.signerCertPem), messageId };
}

const signedBy =
  (signer: FiscalCertificate, data = racun()) =>
  (messageId: string) =>
    soapEnvelope(signRequest(racunZahtjevXml(data, { messageId, sentAt: new Date(), lateDelivery: false }), signer));

const codes = (answer: Awaited<ReturnType<typeof exchange>>['answer']) =>
  answer.kind === 'errors' ? answer.errors.map((e) => e.code) : [answer.kind];

describe('CIS stand-in', () => {
  it('should answer a JIR for the message id of a well-signed receipt, in a signed answer', async () => {
    const { answer, messageId, xml } = await exchange(signedBy(cert));
    expect(answer).toMatchObject({ kind: 'jir', messageId });
    expect(xml).toContain('http://www.w3.org/TR/2001/REC-xml-c14n-20010315');
    expect(await verifyIndependently(xml)).toBe('valid');
    expect(cis.requests.at(-1)).toMatchObject({ answer: 'jir', number: '7/WEB1/1', lateDelivery: false });
  });

  it('should refuse fields out of schema order with s001', async () => {
    const { answer } = await exchange((id) =>
      signedBy(cert)(id)
        .replace('<tns:OznSlijed>P</tns:OznSlijed>', '')
        .replace('</tns:USustPdv>', '</tns:USustPdv><tns:OznSlijed>P</tns:OznSlijed>'),
    );
    expect(codes(answer)).toEqual(['s001']);
  });

  it('should refuse a request whose signed content was changed with s004', async () => {
    const { answer } = await exchange((id) =>
      signedBy(cert)(id).replace('<tns:IznosUkupno>100.00', '<tns:IznosUkupno>100.01'),
    );
    expect(codes(answer)).toEqual(['s004']);
  });

  it('should refuse an RSA-SHA1 signature with s004, as CIS does since July 2026', async () => {
    const { answer } = await exchange((messageId) => {
      const signer = new SignedXml({
        privateKey: cert.privateKey.export({ format: 'pem', type: 'pkcs8' }),
        signatureAlgorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
        canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
        getKeyInfoContent: () => x509Data(cert),
      });
      signer.addReference({
        xpath: "/*[@Id='RacunZahtjev']",
        transforms: [
          'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
          'http://www.w3.org/2001/10/xml-exc-c14n#',
        ],
        digestAlgorithm: 'http://www.w3.org/2000/09/xmldsig#sha1',
      });
      signer.computeSignature(racunZahtjevXml(racun(), { messageId, sentAt: new Date(), lateDelivery: false }));
      return soapEnvelope(signer.getSignedXml());
    });
    expect(answer.kind === 'errors' && answer.errors[0]?.message).toMatch(/RSA-SHA1/);
  });

  it('should refuse a certificate its test CA did not issue, or one that expired, with s002', async () => {
    const stranger = loadPkcs12(cis.issueFiscalCertificate({ oib: OIB, password: 'p', untrusted: true }), 'p');
    expect(codes((await exchange(signedBy(stranger))).answer)).toEqual(['s002']);
    const expired = loadPkcs12(
      cis.issueFiscalCertificate({ oib: OIB, password: 'p', startDaysAgo: 400, days: 365 }),
      'p',
    );
    expect(codes((await exchange(signedBy(expired))).answer)).toEqual(['s002']);
  });

  it('should refuse a receipt under another OIB than the certificate’s with s005', async () => {
    const { answer } = await exchange(signedBy(cert, racun({ oib: '87452136902' })));
    expect(codes(answer)).toEqual(['s005']);
  });

  it('should refuse a total that does not add up, and an issue time after the send time, with s013', async () => {
    const { answer } = await exchange(
      signedBy(cert, racun({ totalCents: 10100, issuedAt: new Date(Date.now() + 3_600_000) })),
    );
    expect(codes(answer)).toEqual(['s013', 's013']);
    expect(answer.kind === 'errors' && answer.errors.map((e) => e.message.slice(0, 4))).toEqual(['v104', '166:']);
  });

  it('should refuse a message id it has already answered, since every attempt needs a new one', async () => {
    const messageId = randomUUID();
    const request = signedBy(cert)(messageId);
    const options = { url: cis.url, timeoutMs: 15_000, signerCertPem: cis.signerCertPem };
    expect(readRacunOdgovor(await postSoap(options, 'racuni', request), cis.signerCertPem).kind).toBe('jir');
    const again = readRacunOdgovor(await postSoap(options, 'racuni', request), cis.signerCertPem);
    expect(again.kind === 'errors' && again.errors[0]?.message).toMatch(/^IdPoruke: /);
  });

  it('should echo an EchoRequest unsigned', async () => {
    const xml = await postSoap(
      { url: cis.url, timeoutMs: 15_000, signerCertPem: cis.signerCertPem },
      'echo',
      soapEnvelope('<tns:EchoRequest xmlns:tns="http://www.apis-it.hr/fin/2012/types/f73">proba</tns:EchoRequest>'),
    );
    expect(xml).toContain(
      '<tns:EchoResponse xmlns:tns="http://www.apis-it.hr/fin/2012/types/f73">proba</tns:EchoResponse>',
    );
  });

  it('should answer errors it is told to, then go back to normal', async () => {
    cis.behaveNext({ kind: 'errors', errors: [{ code: 's006', message: 'Sistemska pogreška.' }] });
    expect(codes((await exchange(signedBy(cert))).answer)).toEqual(['s006']);
    expect(codes((await exchange(signedBy(cert))).answer)).toEqual(['jir']);
  });

  it('should refuse connections while down and answer again when up', async () => {
    await cis.down();
    await expect(exchange(signedBy(cert))).rejects.toMatchObject({ reason: 'network' });
    await cis.up();
    expect(codes((await exchange(signedBy(cert))).answer)).toEqual(['jir']);
  });
});
