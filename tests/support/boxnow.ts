// The BoxNow stand-in for API tests, with the settings that point a test app at it (the wiring `npm start` uses):
//   const boxnow = await startBoxNowForTests();  const t = await createTestApp({ env: boxnow.env });
import { type BoxNowStandIn, type BoxNowStandInOptions, startBoxNowStandIn } from '../../src/stand-ins/boxnow/index.js';

export interface BoxNowForTests {
  standIn: BoxNowStandIn;
  /** Env for createTestApp: the partner API at the stand-in, with the credentials it accepts. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

export async function startBoxNowForTests(options: BoxNowStandInOptions = {}): Promise<BoxNowForTests> {
  const standIn = await startBoxNowStandIn(options);
  return {
    standIn,
    env: {
      BOXNOW_API_URL: standIn.url,
      BOXNOW_CLIENT_ID: standIn.clientId,
      BOXNOW_CLIENT_SECRET: standIn.clientSecret,
      BOXNOW_WEBHOOK_SECRET: standIn.webhookSecret,
    },
    close: () => standIn.close(),
  };
}
