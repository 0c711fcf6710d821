import { SignedXml } from 'xml-crypto';
import type { FiscalCertificate } from './certificate.js';
import { RACUN_ZAHTJEV_ID } from './racun-xml.js';

export const XMLDSIG = {
  rsaSha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  sha256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  excC14n: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  c14n: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
} as const;

export const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** KeyInfo as CIS wants it: the certificate itself and its issuer with the serial number in decimal. */
export function x509Data(cert: FiscalCertificate, prefix = ''): string {
  const p = prefix ? `${prefix}:` : '';
  return (
    `<${p}X509Data><${p}X509Certificate>${cert.certificateBase64}</${p}X509Certificate>` +
    `<${p}X509IssuerSerial><${p}X509IssuerName>${escapeXml(cert.issuerName)}</${p}X509IssuerName>` +
    `<${p}X509SerialNumber>${cert.serialDecimal}</${p}X509SerialNumber></${p}X509IssuerSerial></${p}X509Data>`
  );
}

/**
 * Signs a bare RacunZahtjev as the current specification requires (docs/decisions/0071-signing-algorithms.md):
 * enveloped, RSA-SHA256 over exclusive-c14n SignedInfo, SHA-256 digest of the element referenced by its Id, the
 * Signature appended as the element's last child.
 */
export function signRequest(xml: string, cert: FiscalCertificate, id = RACUN_ZAHTJEV_ID): string {
  const signed = new SignedXml({
    privateKey: cert.privateKey.export({ format: 'pem', type: 'pkcs8' }),
    publicCert: cert.certificatePem,
    signatureAlgorithm: XMLDSIG.rsaSha256,
    canonicalizationAlgorithm: XMLDSIG.excC14n,
    getKeyInfoContent: () => x509Data(cert),
  });
  signed.addReference({
    xpath: `/*[@Id='${id}']`,
    transforms: [XMLDSIG.enveloped, XMLDSIG.excC14n],
    digestAlgorithm: XMLDSIG.sha256,
  });
  signed.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return signed.getSignedXml();
}

/**
 * Wraps signed XML in a SOAP 1.1 envelope by plain concatenation: the signed bytes go out untouched, never
 * parsed and serialised again.
 */
export function soapEnvelope(bodyXml: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP_NS}"><soapenv:Body>${bodyXml}</soapenv:Body></soapenv:Envelope>`;
}
