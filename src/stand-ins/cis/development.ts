import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DevelopmentStandIn } from '../index.js';
import { type CisStandIn, startCisStandIn } from './server.js';

/**
 * The demo seller the stand-in issues a fiscal certificate for when none is configured: the demo club's OIB
 * (the seed's seller), so receipts and order documents name the same seller.
 */
export const DEMO_FISCAL_OIB = '84617280396';
export const DEMO_CERT_PASSWORD = 'demo-fiskal';

export interface CisDevelopmentSetup {
  standIn: CisStandIn;
  /** Settings pointing the shop at the stand-in, with the demo certificate. */
  env: {
    CIS_URL: string;
    CIS_SIGNER_CERT_FILE: string;
    FISCAL_CERT_FILE: string;
    FISCAL_CERT_PASSWORD: string;
    FISCAL_OIB: string;
  };
}

/**
 * Starts the stand-in for a development shop: its PKI kept in `<dataDir>/cis-stand-in`, a demo fiscal
 * certificate (PKCS#12) for the seller's OIB issued by its test CA on first start, and its signing certificate
 * written where the shop reads the CIS certificate.
 */
export async function startCisForDevelopment(dataDir: string, oib = DEMO_FISCAL_OIB): Promise<CisDevelopmentSetup> {
  const dir = path.join(dataDir, 'cis-stand-in');
  const standIn = await startCisStandIn({ dataDir: dir });
  const certFile = path.join(dir, `demo-fiskal-${oib}.p12`);
  if (!existsSync(certFile))
    await writeFile(certFile, standIn.issueFiscalCertificate({ oib, password: DEMO_CERT_PASSWORD }), { mode: 0o600 });
  const signerFile = path.join(dir, 'fiskalcistest.pem');
  return {
    standIn,
    env: {
      CIS_URL: standIn.url,
      CIS_SIGNER_CERT_FILE: signerFile,
      FISCAL_CERT_FILE: certFile,
      FISCAL_CERT_PASSWORD: DEMO_CERT_PASSWORD,
      FISCAL_OIB: oib,
    },
  };
}

/** The CIS stand-in when no CIS address is configured (never in production: the caller checks). */
export const startCisDevelopmentStandIn: DevelopmentStandIn = async (config) => {
  if (config.CIS_URL) return null;
  const cis = await startCisForDevelopment(config.DATA_DIR, config.FISCAL_OIB);
  return {
    config: cis.env,
    line: `CIS fiskalizacija (lokalni zamjenski servis): ${cis.standIn.url}`,
    close: cis.standIn.close,
  };
};
