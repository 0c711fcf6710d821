// Settings of a production start in tests (docs/decisions/0132-no-demo-in-production.md); fiscal settings come from
// startCisForTests (tests/support/cis.ts), PUBLIC_URL from createTestApp.
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  // The test file's own set-up blocks the loop; no sweeps in the background of a test.
  SHED_EVENT_LOOP_DELAY_MS: '0',
  ORDER_EXPIRY_SWEEP_SECONDS: '0',
};
