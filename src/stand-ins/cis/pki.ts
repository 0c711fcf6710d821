import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestCa, issueCertificate, type KeyAndCert } from './test-pki.js';

export interface StandInPki {
  /** The test CA standing in for FINA: it issues the demo fiscal certificates the stand-in trusts. */
  ca: KeyAndCert;
  /** "fiskalcistest": the certificate the stand-in signs its answers with. */
  signer: KeyAndCert;
}

function create(): StandInPki {
  const ca = createTestCa();
  const signer = issueCertificate(ca, { commonName: 'fiskalcistest', organisation: 'CIS stand-in' });
  return { ca, signer };
}

/**
 * The stand-in's PKI: kept in `dir` when given (so certificates issued by one start stay trusted by the next),
 * otherwise made fresh for this process only (tests).
 */
export async function loadOrCreatePki(dir?: string): Promise<StandInPki> {
  if (!dir) return create();
  const files = ['ca.pem', 'ca-key.pem', 'fiskalcistest.pem', 'fiskalcistest-key.pem'].map((f) => path.join(dir, f));
  if (files.every((f) => existsSync(f))) {
    const [caCert, caKey, signerCert, signerKey] = await Promise.all(files.map((f) => readFile(f, 'utf8')));
    return { ca: { certPem: caCert!, keyPem: caKey! }, signer: { certPem: signerCert!, keyPem: signerKey! } };
  }
  const pki = create();
  await mkdir(dir, { recursive: true });
  const contents = [pki.ca.certPem, pki.ca.keyPem, pki.signer.certPem, pki.signer.keyPem];
  await Promise.all(files.map((f, i) => writeFile(f, contents[i]!, { mode: 0o600 })));
  return pki;
}
