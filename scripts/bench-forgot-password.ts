// npm run bench:forgot [-- <requests>]: the forgot-password answer time for an address with an account and one
// without (docs/targets.md R8, docs/decisions/0092-same-work-for-unknown-addresses.md), on PGlite and, with
// DATABASE_URL, PostgreSQL. A figure, not a test: the API test asserts that both kinds do the same work.
// Registration and login: npm run bench:known-addresses.
import { rateLimits } from '../src/server/platform/db/schema/auth.js';
import { benchKnownUnknown, HEADERS, solvedCaptcha } from './bench/known-unknown.js';

const requests = Number(process.argv[2] ?? '200');

await benchKnownUnknown(
  [
    {
      name: 'forgot-password',
      expectStatus: 200,
      request: async ({ app, db }, known) => {
        await db.delete(rateLimits);
        const username = known ? 'kupac@zvijezda-shop.hr' : 'nitko@primjer.hr';
        const payload = { username, captcha: await solvedCaptcha(app) };
        return { method: 'POST', url: '/api/v1/user/password/forgot', headers: HEADERS, payload };
      },
    },
  ],
  requests,
);
