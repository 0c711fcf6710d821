// The CIS stand-in for API tests, with the fiscal settings that point a test app at it:
//   const cis = await startCisForTests();  const t = await createTestApp({ env: cis.env });
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type CisStandIn, startCisStandIn } from '../../src/stand-ins/cis/index.js';

export const TEST_SELLER_OIB = '12345678903';

export interface CisForTests {
  standIn: CisStandIn;
  /** Env for createTestApp: CIS at the stand-in, a demo certificate of its test CA, a short timeout. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

export async function startCisForTests(oib = TEST_SELLER_OIB): Promise<CisForTests> {
  const standIn = await startCisStandIn();
  const dir = await mkdtemp(path.join(tmpdir(), 'cis-test-'));
  const certFile = path.join(dir, 'fiskal.p12');
  const signerFile = path.join(dir, 'fiskalcistest.pem');
  await writeFile(certFile, standIn.issueFiscalCertificate({ oib, password: 'test' }));
  await writeFile(signerFile, standIn.signerCertPem);
  return {
    standIn,
    env: {
      CIS_URL: standIn.url,
      CIS_SIGNER_CERT_FILE: signerFile,
      CIS_TIMEOUT_MS: '2000',
      FISCAL_CERT_FILE: certFile,
      FISCAL_CERT_PASSWORD: 'test',
      FISCAL_OIB: oib,
    },
    close: async () => {
      await standIn.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
