import { chromium, defineConfig, devices } from '@playwright/test';
import { findBrowserHere, HEADLESS_CHROMIUM_FLAGS, HOW_TO_GET_A_BROWSER } from './scripts/find-browser.js';

// End-to-end journeys run the real build (`npm run build`) and the real server on a fresh embedded database,
// in a Chromium found on this machine (docs/decisions/0082-finding-a-browser-for-the-journeys.md): CHROMIUM_PATH,
// a browser Playwright installed, or the usual Chromium/Chrome locations. Without one the run stops here.
const executablePath = findBrowserHere(() => chromium.executablePath());
if (!executablePath) {
  console.error(HOW_TO_GET_A_BROWSER);
  process.exit(1);
}
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3299);
const JOURNEY_MODEL_TESTS = ['*-model/*.test.ts', 'journey-harness/*.test.ts', 'flow-log/*.test.ts'];
/**
 * Journeys that publish a change every guest sees run once the others are done, so none of those reads a page while
 * it is changed. Those that edit and publish the home page take their turns (the second's write would be refused as
 * stale: docs/decisions/0243-page-revision-check.md); the rest (header menu, footer master, a timed release of another
 * page) run beside them. An edit journey that publishes nothing a guest reads (cms-master-new.spec.ts) runs with the
 * others: the two lanes here are the run's last minutes, one of them alone at its end
 * (docs/decisions/0267-journeys-tail-and-timings.md).
 */
const HOME_EDITS = [
  'cms-edit-mode.spec.ts',
  'cms-edit-pickers.spec.ts',
  'cms-edit-preview.spec.ts',
  'cms-edit-undo.spec.ts',
];
const OTHER_EDITS = [
  'cms-edit-navigation.spec.ts',
  'cms-edit-masters.spec.ts',
  'cms-release.spec.ts',
  'cms-edit-frame.spec.ts',
];
const AFTER_THE_OTHERS = [...HOME_EDITS, ...OTHER_EDITS];
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
/** Social login of the shop points at the stand-in for both providers. */
const socialEnv = Object.fromEntries(
  ['GOOGLE', 'FACEBOOK'].flatMap((p) => [
    [`SOCIAL_${p}_ISSUER`, oidcIssuer],
    [`SOCIAL_${p}_CLIENT_ID`, 'fan-shop'],
    [`SOCIAL_${p}_CLIENT_SECRET`, 'fan-shop-secret'],
  ]),
);

export default defineConfig({
  testDir: 'tests/e2e',
  // Unit tests of the journey models, their harness and the flow coverage run in vitest (unit project), not here
  // (a project's testIgnore replaces this one, so the projects below repeat it).
  testIgnore: JOURNEY_MODEL_TESTS,
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry on CI: a journey that fails once and then passes is reported as flaky in the list output
  // (to be looked into), instead of failing a whole clean-clone run on a 2-core machine.
  retries: process.env.CI ? 1 : 0,
  // The flow coverage: which machine transitions the journeys took (docs/flow-coverage.md).
  reporter: [['list'], ['./tests/e2e/flow-log/reporter.ts']],
  // A minute per journey: most take 5-20 s on an idle 2-core machine, and three times that when the machine is busy;
  // a journey must not fail for the machine's speed.
  timeout: 60_000,
  // An assertion waits up to 10 s for the page to get there (Playwright's default is 5), for the same reason.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A retried journey leaves a trace (test-results/…/trace.zip) to see what went wrong the first time.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: HEADLESS_CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      // The shop as it starts by default: its pages rendered on the server (docs/decisions/0106-server-rendering.md).
      name: 'chromium',
      testIgnore: [...JOURNEY_MODEL_TESTS, ...AFTER_THE_OTHERS],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'home-edits',
      testMatch: HOME_EDITS,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'other-edits',
      testMatch: OTHER_EDITS,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: [
    {
      command: `rm -rf .cache/e2e-data && npm run build && node --import tsx src/server/server.ts`,
      url: `${baseURL}/`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        // Links the server writes (e-mails, payment returns) point at the address the browser uses.
        PUBLIC_URL: baseURL,
        DATA_DIR: '.cache/e2e-data',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        // Behind the test runner's "proxy": each journey is its own client (tests/e2e/fixtures.ts).
        TRUST_PROXY: '127.0.0.1',
        // The build's actors report their transitions to the journeys (docs/decisions/0166-e2e-flow-coverage.md).
        FLOW_LOG: '1',
        // A timed release goes live within a second of its moment (docs/decisions/0251-cms-timed-releases.md).
        CMS_RELEASE_SWEEP_SECONDS: '1',
        ...socialEnv,
      },
      reuseExistingServer: false,
      timeout: 240_000,
    },
    // The local OpenID Connect provider standing in for Google and Facebook (tests/e2e/accounts-social.spec.ts).
    {
      command: 'node --import tsx scripts/oidc-stand-in.ts',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      env: { OIDC_PORT: String(oidcPort), SHOP_URL: baseURL },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
