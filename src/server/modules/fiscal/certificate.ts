import { createPrivateKey, type KeyObject, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

/** The fiscal certificate as signing needs it: the key, and what KeyInfo and the OIB check read from the cert. */
export interface FiscalCertificate {
  privateKey: KeyObject;
  certificatePem: string;
  /** Base64 DER, as X509Certificate in KeyInfo. */
  certificateBase64: string;
  /** Issuer as an RFC 4514 string, e.g. "CN=Fina RDC 2020,O=Financijska agencija,C=HR". */
  issuerName: string;
  /** Serial number in decimal, as X509SerialNumber requires (certificates print it in hex). */
  serialDecimal: string;
  /** The OIB the certificate was issued to, or null when the subject names none. */
  oib: string | null;
  validTo: Date;
}

export class CertificateError extends Error {
  override name = 'CertificateError';
}

/**
 * Opens a PKCS#12 file (FINA issues `.p12`). node-forge reads the legacy RC2 and 3DES encryptions older FINA
 * files use, which OpenSSL 3 refuses without its legacy provider.
 */
export function loadPkcs12(file: Buffer, password: string): FiscalCertificate {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(file.toString('binary')), password);
  } catch (err) {
    throw new CertificateError(
      `cannot open the PKCS#12 file (wrong password or not a .p12): ${(err as Error).message}`,
    );
  }
  const bags = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const keyBag = bags(forge.pki.oids.pkcs8ShroudedKeyBag!)[0] ?? bags(forge.pki.oids.keyBag!)[0];
  if (!keyBag?.key) throw new CertificateError('the PKCS#12 file holds no private key');
  const privateKey = createPrivateKey(forge.pki.privateKeyToPem(keyBag.key));
  const certs = bags(forge.pki.oids.certBag!).flatMap((b) => (b.cert ? [b.cert] : []));
  // The file may carry the chain too: the signing certificate is the one whose key we hold.
  const modulus = (keyBag.key as forge.pki.rsa.PrivateKey).n;
  const cert = certs.find((c) => (c.publicKey as forge.pki.rsa.PublicKey).n?.equals(modulus));
  if (!cert) throw new CertificateError('the PKCS#12 file holds no certificate for its private key');
  return describeCertificate(forge.pki.certificateToPem(cert), privateKey);
}

export function describeCertificate(certificatePem: string, privateKey: KeyObject): FiscalCertificate {
  const cert = forge.pki.certificateFromPem(certificatePem);
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes();
  return {
    privateKey,
    certificatePem,
    certificateBase64: forge.util.encode64(der),
    issuerName: rfc4514(cert.issuer.attributes),
    serialDecimal: BigInt(`0x${cert.serialNumber}`).toString(10),
    oib: oibOfCertificate(new X509Certificate(certificatePem)),
    validTo: cert.validity.notAfter,
  };
}

const SHORT_NAMES: Record<string, string> = { '2.5.4.97': 'organizationIdentifier', '2.5.4.5': 'serialNumber' };

function rfc4514(attributes: forge.pki.CertificateField[]): string {
  return [...attributes]
    .reverse()
    .map((a) => {
      const type = a.shortName ?? SHORT_NAMES[a.type ?? ''] ?? a.type;
      const value = String(a.value).replace(/([,+"\\<>;=])/g, '\\$1');
      return `${type}=${value}`;
    })
    .join(',');
}

/**
 * FINA writes the owner's OIB into the subject: in organizationIdentifier ("VATHR-12345678903"), or after the
 * name in O ("Klub d.o.o. HR12345678903"), older ones in serialNumber. The first 11-digit run found counts.
 */
export function oibOfCertificate(cert: X509Certificate): string | null {
  const lines = cert.subject.split('\n');
  const order = ['organizationIdentifier', '2.5.4.97', 'O', 'serialNumber', 'CN'];
  for (const key of order) {
    for (const line of lines) {
      if (!line.startsWith(`${key}=`)) continue;
      const match = /(?:^|[^0-9])([0-9]{11})(?![0-9])/.exec(line.slice(key.length + 1));
      if (match) return match[1]!;
    }
  }
  return null;
}
