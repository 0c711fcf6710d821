import { randomUUID } from 'node:crypto';
import { X509Certificate } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import type { KeyAndCert } from './test-pki.js';
import { cisDateTime, escapeXml, NS } from './xml.js';

export interface CisErrorAnswer {
  code: string;
  message: string;
}

const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="${NS.soap}"><soap:Body>${body}</soap:Body></soap:Envelope>`;

function keyInfo(cert: X509Certificate): string {
  const issuer = cert.issuer.split('\n').reverse().join(',');
  return (
    `<X509Data><X509Certificate>${cert.raw.toString('base64')}</X509Certificate><X509IssuerSerial>` +
    `<X509IssuerName>${escapeXml(issuer)}</X509IssuerName>` +
    `<X509SerialNumber>${BigInt(`0x${cert.serialNumber}`).toString(10)}</X509SerialNumber>` +
    '</X509IssuerSerial></X509Data>'
  );
}

/**
 * RacunOdgovor with a JIR or with Greske, signed as CIS signs: inside the envelope, enveloped, inclusive c14n,
 * the Reference pointing at the answer's own Id, by the "fiskalcistest" certificate.
 */
export function racunOdgovor(
  signer: KeyAndCert,
  messageId: string,
  outcome: { jir: string } | { errors: CisErrorAnswer[] },
): string {
  const id = `G0x${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const result =
    'jir' in outcome
      ? `<tns:Jir>${outcome.jir}</tns:Jir>`
      : `<tns:Greske>${outcome.errors
          .map(
            (e) =>
              `<tns:Greska><tns:SifraGreske>${escapeXml(e.code)}</tns:SifraGreske><tns:PorukaGreske>${escapeXml(e.message)}</tns:PorukaGreske></tns:Greska>`,
          )
          .join('')}</tns:Greske>`;
  const xml = envelope(
    `<tns:RacunOdgovor xmlns:tns="${NS.f73}" Id="${id}"><tns:Zaglavlje><tns:IdPoruke>${escapeXml(messageId)}</tns:IdPoruke>` +
      `<tns:DatumVrijeme>${cisDateTime(new Date())}</tns:DatumVrijeme></tns:Zaglavlje>${result}</tns:RacunOdgovor>`,
  );
  const c14n = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
  const signed = new SignedXml({
    privateKey: signer.keyPem,
    publicCert: signer.certPem,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: c14n,
    getKeyInfoContent: () => keyInfo(new X509Certificate(signer.certPem)),
  });
  const target = `//*[local-name(.)='RacunOdgovor' and namespace-uri(.)='${NS.f73}']`;
  signed.addReference({
    xpath: target,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', c14n],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signed.computeSignature(xml, { location: { reference: target, action: 'append' } });
  return signed.getSignedXml();
}

export const echoResponse = (text: string) =>
  envelope(`<tns:EchoResponse xmlns:tns="${NS.f73}">${escapeXml(text)}</tns:EchoResponse>`);

export const soapFault = (message: string) =>
  envelope(
    `<soap:Fault><faultcode>soap:Server</faultcode><faultstring>${escapeXml(message)}</faultstring></soap:Fault>`,
  );
