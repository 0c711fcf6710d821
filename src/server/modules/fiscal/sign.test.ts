import { createHash, X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { racunZahtjevXml } from './racun-xml.js';
import { signRequest, soapEnvelope, XMLDSIG } from './sign.js';
import { verifyIndependently } from './testdata/independent-verifier.js';
import { FIXTURE_ATTEMPT, fixtureCaPem, fixtureCertificate, fixtureRacun } from './testdata/fixture.js';

const cert = fixtureCertificate();
const unsigned = racunZahtjevXml(fixtureRacun(), FIXTURE_ATTEMPT);
const signed = signRequest(unsigned, cert);
const dsig = (xml: string, name: string) =>
  Array.from(new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagNameNS(XMLDSIG_NS, name));
const XMLDSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

describe('RacunZahtjev', () => {
  it('should list the receipt fields in the schema’s order without whitespace between elements', () => {
    const names = [...unsigned.matchAll(/<tns:(\w+)>/g)].map((m) => m[1]);
    expect(names).toEqual([
      'Zaglavlje',
      'IdPoruke',
      'DatumVrijeme',
      'Racun',
      'Oib',
      'USustPdv',
      'DatVrijeme',
      'OznSlijed',
      'BrRac',
      'BrOznRac',
      'OznPosPr',
      'OznNapUr',
      'Pdv',
      'Porez',
      'Stopa',
      'Osnovica',
      'Iznos',
      'IznosUkupno',
      'NacinPlac',
      'OibOper',
      'ZastKod',
      'NakDost',
    ]);
    expect(unsigned).not.toMatch(/>\s+</);
    expect(unsigned).toContain('<tns:DatVrijeme>15.07.2026T14:30:05</tns:DatVrijeme>');
  });

  it('should leave out the VAT breakdown for a seller outside the VAT system', () => {
    const xml = racunZahtjevXml({ ...fixtureRacun(), vatPayer: false }, FIXTURE_ATTEMPT);
    expect(xml).toContain('<tns:USustPdv>false</tns:USustPdv>');
    expect(xml).not.toContain('<tns:Pdv>');
  });

  it('should put a business buyer’s OIB last in the receipt', () => {
    const xml = racunZahtjevXml({ ...fixtureRacun(), buyerOib: '87452136902' }, FIXTURE_ATTEMPT);
    expect(xml).toContain(
      '<tns:NakDost>false</tns:NakDost><tns:OibPrimateljaRacuna>87452136902</tns:OibPrimateljaRacuna></tns:Racun>',
    );
  });
});

describe('the request signature', () => {
  it('should be enveloped at the end of RacunZahtjev with RSA-SHA256, SHA-256 and exclusive c14n', () => {
    expect(signed).toMatch(
      /<\/tns:Racun><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">.*<\/Signature><\/tns:RacunZahtjev>$/,
    );
    const algorithm = (name: string) => dsig(signed, name).map((e) => e.getAttribute('Algorithm'));
    expect(algorithm('CanonicalizationMethod')).toEqual([XMLDSIG.excC14n]);
    expect(algorithm('SignatureMethod')).toEqual([XMLDSIG.rsaSha256]);
    expect(algorithm('DigestMethod')).toEqual([XMLDSIG.sha256]);
    expect(algorithm('Transform')).toEqual([XMLDSIG.enveloped, XMLDSIG.excC14n]);
    expect(dsig(signed, 'Reference')[0]?.getAttribute('URI')).toBe('#RacunZahtjev');
  });

  it('should carry the certificate and its issuer with the serial number in decimal', () => {
    const x509 = new X509Certificate(cert.certificatePem);
    expect(dsig(signed, 'X509Certificate')[0]?.textContent).toBe(x509.raw.toString('base64'));
    expect(dsig(signed, 'X509SerialNumber')[0]?.textContent).toBe(BigInt(`0x${x509.serialNumber}`).toString(10));
    expect(dsig(signed, 'X509IssuerName')[0]?.textContent).toBe('CN=Fixture Test CA,O=Fan Shop Test PKI,C=HR');
    expect(x509.checkIssued(new X509Certificate(fixtureCaPem()))).toBe(true);
  });

  it('should digest the request to the pinned value, the SHA-256 of the request as built (already canonical)', () => {
    expect(dsig(signed, 'DigestValue')[0]?.textContent).toBe(PINNED_DIGEST);
    expect(createHash('sha256').update(unsigned).digest('base64')).toBe(PINNED_DIGEST);
  });

  it('should be accepted by an independent XML-DSig implementation, bare and inside the SOAP envelope', async () => {
    expect(await verifyIndependently(signed)).toBe('valid');
    expect(await verifyIndependently(soapEnvelope(signed))).toBe('valid');
  });

  it('should be refused by the independent verifier once a signed field is changed', async () => {
    const tampered = soapEnvelope(signed).replace('<tns:IznosUkupno>123.45<', '<tns:IznosUkupno>123.46<');
    expect(await verifyIndependently(tampered)).toMatch(/Invalid digest/);
  });

  it('should wrap the signed bytes in the envelope unchanged', () => {
    expect(soapEnvelope(signed)).toContain(`<soapenv:Body>${signed}</soapenv:Body>`);
  });
});

// The SHA-256 digest of the fixture receipt (exclusive c14n without the signature); pinned once.
const PINNED_DIGEST = 'Cg+00HchmIyqYzKNfhu+7BVEaMfC3IPq54RYbGhHHLc=';
