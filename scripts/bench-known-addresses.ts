// npm run bench:known-addresses [-- <requests>]: the registration and login answer times for an address with an
// account and one without (docs/targets.md R8, docs/decisions/0095-registration-same-answer-for-known-addresses.md),
// on PGlite and, with DATABASE_URL, PostgreSQL. Registration: the seeded customer's address against a new address
// each time; login: a wrong password for the seeded customer against an unknown address. The captcha, the rate-limit
// counters and the login failures are dealt with before each request, outside the timed part. Figures, not tests:
// the API test (tests/api/known-address-same-answer.test.ts) asserts the same answers and the same work.
import { accountLocks, loginFailures, rateLimits } from '../src/server/platform/db/schema/auth.js';
import { benchKnownUnknown, HEADERS, solvedCaptcha } from './bench/known-unknown.js';

const requests = Number(process.argv[2] ?? '100');
const KNOWN = 'kupac@zvijezda-shop.hr';

await benchKnownUnknown(
  [
    {
      name: 'registration',
      expectStatus: 200,
      request: async ({ app, db }, known, i) => {
        await db.delete(rateLimits);
        const consents = await app.inject({
          method: 'GET',
          url: '/api/v1/cms/consent/assignment/filter?assigned_to=registerForm',
          headers: HEADERS,
        });
        const email = known ? KNOWN : `nova-${i + 1000}-${Date.now()}@primjer.hr`;
        const payload = {
          details: { firstName: 'Ana', lastName: 'Kovač' },
          email,
          username: email,
          password: 'Lozinka123!',
          acceptedConsents: (consents.json().data.data as Array<{ requiredConsents: number[] }>)[0]!.requiredConsents,
          captcha: await solvedCaptcha(app),
        };
        return { method: 'POST', url: '/api/v1/user/web/register', headers: HEADERS, payload };
      },
    },
    {
      name: 'login (wrong password / unknown address)',
      expectStatus: 401,
      request: async ({ db }, known) => {
        await db.delete(rateLimits);
        await db.delete(loginFailures);
        await db.delete(accountLocks);
        const payload = { username: known ? KNOWN : 'nitko@primjer.hr', password: 'Pogresna123!' };
        return { method: 'POST', url: '/api/v1/login', headers: HEADERS, payload };
      },
    },
  ],
  requests,
);
