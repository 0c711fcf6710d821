import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { createTestCa, issueCertificate, toPkcs12 } from '../../../stand-ins/cis/test-pki.js';
import { CertificateError, loadPkcs12 } from './certificate.js';
import { FIXTURE_OIB, fixtureP12 } from './testdata/fixture.js';

describe('fiscal certificate (PKCS#12)', () => {
  it('should open the key and certificate and read the OIB, issuer and decimal serial', () => {
    const cert = loadPkcs12(fixtureP12(), 'fixture');
    expect(cert.oib).toBe(FIXTURE_OIB);
    expect(cert.issuerName).toBe('CN=Fixture Test CA,O=Fan Shop Test PKI,C=HR');
    expect(cert.serialDecimal).toMatch(/^[1-9][0-9]+$/);
    expect(cert.privateKey.asymmetricKeyType).toBe('rsa');
  });

  it('should say so when the password is wrong', () => {
    expect(() => loadPkcs12(fixtureP12(), 'wrong')).toThrow(CertificateError);
  });

  it('should find the OIB written only after the company name, as older certificates do', () => {
    const ca = createTestCa();
    const owner = issueCertificate(ca, { commonName: 'FISKAL 1', organisation: 'Klub d.o.o.', oib: '87452136902' });
    const cert = loadPkcs12(toPkcs12(owner, [ca.certPem], 'x'), 'x');
    expect(cert.oib).toBe('87452136902');
  });

  it('should pick the certificate that belongs to the key when the chain comes along first', () => {
    const ca = createTestCa();
    const owner = issueCertificate(ca, { commonName: 'FISKAL 1', organisation: 'Klub', oib: FIXTURE_OIB });
    const asn1 = forge.pkcs12.toPkcs12Asn1(
      forge.pki.privateKeyFromPem(owner.keyPem),
      [ca.certPem, owner.certPem].map((pem) => forge.pki.certificateFromPem(pem)),
      'x',
      { algorithm: '3des' },
    );
    const p12 = Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
    expect(loadPkcs12(p12, 'x').certificatePem.replace(/\r/g, '')).toBe(owner.certPem.replace(/\r/g, ''));
  });
});
