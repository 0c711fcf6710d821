// The moj-eRačun stand-in for API tests, with the settings that point a test app at it:
//   const mer = await startMerForTests();  const t = await createTestApp({ standIns: [cis, mer] });
import { type MerStandIn, startMerStandIn } from '../../src/stand-ins/mer/index.js';
import { TEST_SELLER_OIB } from './cis.js';

export interface MerForTests {
  standIn: MerStandIn;
  env: Record<string, string>;
  close: () => Promise<void>;
}

export async function startMerForTests(companyId = TEST_SELLER_OIB): Promise<MerForTests> {
  const standIn = await startMerStandIn({ credentials: { companyId } });
  return {
    standIn,
    env: {
      EINVOICE_URL: standIn.url,
      EINVOICE_USERNAME: standIn.credentials.username,
      EINVOICE_PASSWORD: standIn.credentials.password,
      EINVOICE_SOFTWARE_ID: standIn.credentials.softwareId,
      EINVOICE_TIMEOUT_MS: '2000',
    },
    close: () => standIn.close(),
  };
}
