// The stand-in's own little PKI: a test CA in place of FINA's, the "fiskalcistest" certificate the stand-in
// signs its answers with, and demo fiscal certificates (PKCS#12, the OIB in the subject as FINA writes it).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface KeyAndCert {
  keyPem: string;
  certPem: string;
}

export interface CertificateRequest {
  commonName: string;
  organisation: string;
  /** Written into the subject as FINA does: organizationIdentifier "VATHR-<oib>" and "<name> HR<oib>" in O. */
  oib?: string;
  days?: number;
  /** Starts the validity this many days in the past (tests make expired certificates with it). */
  startDaysAgo?: number;
}

function rsaKey(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey; keyPem: string } {
  // Node generates the key natively (forge's pure-JS generation takes seconds); forge builds the certificate.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ format: 'pem', type: 'pkcs1' }).toString();
  const forgeKey = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
  return { privateKey: forgeKey, publicKey: forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e), keyPem };
}

function subject(req: CertificateRequest): forge.pki.CertificateField[] {
  const fields: forge.pki.CertificateField[] = [{ shortName: 'C', value: 'HR' }];
  fields.push({ shortName: 'O', value: req.oib ? `${req.organisation} HR${req.oib}` : req.organisation });
  if (req.oib) fields.push({ type: '2.5.4.97', value: `VATHR-${req.oib}` });
  fields.push({ shortName: 'CN', value: req.commonName });
  return fields;
}

function serial(): string {
  // Positive, 16 bytes, like a CA's random serials; printed in decimal in KeyInfo.
  return `01${randomBytes(15).toString('hex')}`;
}

function validity(cert: forge.pki.Certificate, req: { days?: number; startDaysAgo?: number }) {
  const from = new Date(Date.now() - (req.startDaysAgo ?? 1) * 86_400_000);
  cert.validity.notBefore = from;
  cert.validity.notAfter = new Date(from.getTime() + (req.days ?? 3650) * 86_400_000);
}

export function createTestCa(name = 'Fan Shop CIS Stand-in Test CA'): KeyAndCert {
  const key = rsaKey();
  const cert = forge.pki.createCertificate();
  cert.publicKey = key.publicKey;
  cert.serialNumber = serial();
  validity(cert, { days: 7300 });
  const fields = subject({ commonName: name, organisation: 'Fan Shop Test PKI' });
  cert.setSubject(fields);
  cert.setIssuer(fields);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(key.privateKey, forge.md.sha256.create());
  return { keyPem: key.keyPem, certPem: forge.pki.certificateToPem(cert) };
}

export function issueCertificate(ca: KeyAndCert, req: CertificateRequest): KeyAndCert {
  const caCert = forge.pki.certificateFromPem(ca.certPem);
  const key = rsaKey();
  const cert = forge.pki.createCertificate();
  cert.publicKey = key.publicKey;
  cert.serialNumber = serial();
  validity(cert, req);
  cert.setSubject(subject(req));
  cert.setIssuer(caCert.subject.attributes);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(ca.keyPem), forge.md.sha256.create());
  return { keyPem: key.keyPem, certPem: forge.pki.certificateToPem(cert) };
}

/** A `.p12` with the key, its certificate and the CA, as FINA hands out fiscal certificates. */
export function toPkcs12(owner: KeyAndCert, chain: string[], password: string): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(owner.keyPem),
    [owner.certPem, ...chain].map((pem) => forge.pki.certificateFromPem(pem)),
    password,
    { algorithm: '3des', friendlyName: 'fiskal' },
  );
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
