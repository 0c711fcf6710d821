import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/platform/db/client.js';
import { DEMO_COUPONS, DEMO_MEMBER_CARDS } from '../../src/server/seed/cart/index.js';
import { DEMO_LOGINS } from '../../src/server/seed/users/index.js';
import { apiKeyDigest, DEMO_API_KEY } from '../../src/server/modules/settings/api-keys.js';
import { createBackofficeAccount } from '../../src/server/modules/users/index.js';
import { ADMIN_CREATE_HINT, prepareShop } from '../../src/server/start.js';
import { startCisForTests } from '../support/cis.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { PRODUCTION_ENV } from '../support/production.js';
import { freshIp } from './auth-helpers.js';

// docs/targets.md R17: a fresh NODE_ENV=production start with every required setting: no demo account, coupon, card or
// API key works, and the back office asks for its first account (docs/decisions/0132-no-demo-in-production.md,
// docs/decisions/0133-api-key-stored-hashed.md).
let t: TestApp;
let shopKey: string;
beforeAll(async () => {
  t = await createTestApp({ asStarted: true, standIns: [await startCisForTests()], env: PRODUCTION_ENV });
  shopKey = (await readFile(path.join(t.config.DATA_DIR, 'api-key'), 'utf8')).trim();
});
afterAll(async () => t?.close());

const withKey = (key: string, extra: Record<string, string> = {}) => ({ apiKey: key, ...extra });

async function login(email: string, password: string, key = shopKey) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: withKey(key, { 'x-forwarded-for': freshIp() }),
    payload: { username: email, password },
  });
}

const tokenOf = (res: LightMyRequestResponse) =>
  (res.json() as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;

describe('a fresh production start', () => {
  it('should generate its own apiKey, print it once, keep it in a file only its user reads and only its digest in the database', async () => {
    expect(shopKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(t.prepared?.notes.filter((line) => line.includes(shopKey))).toHaveLength(1);
    const mode = (await stat(path.join(t.config.DATA_DIR, 'api-key'))).mode & 0o777;
    expect(mode).toBe(0o600);
    const domains = rowsOf<Record<string, unknown>>(await t.db.execute(sql`SELECT * FROM domains`));
    expect(domains.map((d) => d.api_key_digest)).toEqual([apiKeyDigest(shopKey)]);
    expect(JSON.stringify(domains)).not.toContain(shopKey);
    // A second start prints no key: it is shown only when it is made.
    const again = await prepareShop(t.handle, t.config);
    expect(again.seeded).toBe(false);
    expect(again.notes.join('\n')).not.toContain(shopKey);
  });

  it('should answer its own key and hand it to the storefront, and refuse the demo key', async () => {
    const commons = await t.app.inject({ method: 'GET', url: '/api/v1/commons', headers: withKey(shopKey) });
    expect(commons.statusCode, commons.body).toBe(200);
    const detect = await t.app.inject({ method: 'POST', url: '/api/v2/domainDetect', payload: {} });
    expect(detect.json().data.apiKey).toBe(shopKey);
    expectCodedError(
      await t.app.inject({ method: 'GET', url: '/api/v1/commons', headers: withKey(DEMO_API_KEY) }),
      401,
      'INVALID_API_KEY',
    );
  });

  it("should have a real shop's start data (settings, consents) and nothing of the demo club", async () => {
    const consents = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/consent/assignment/filter?assigned_to=registerForm',
      headers: withKey(shopKey),
    });
    expect(consents.statusCode, consents.body).toBe(200);
    expect(consents.json().data.data[0].requiredConsents).toHaveLength(2);
    const count = async (table: string) =>
      rowsOf<{ n: number }>(await t.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n;
    for (const table of ['users', 'coupons', 'member_cards', 'products', 'cms_pages', 'posts'])
      expect(await count(table), table).toBe(0);
  });

  it('should refuse every demo login, coupon and member card', async () => {
    for (const demo of DEMO_LOGINS) expectCodedError(await login(demo.email, demo.password), 401, 'INVALID_LOGIN');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v2/cart/getNewCartSession',
      headers: withKey(shopKey),
    });
    expect(session.statusCode, session.body).toBe(200);
    for (const couponCode of Object.values(DEMO_COUPONS)) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v2/cart/applyCoupon',
        headers: withKey(shopKey, { 'x-forwarded-for': freshIp() }),
        payload: { ...session.json().data, couponCode },
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const barcode of [DEMO_MEMBER_CARDS.customer, DEMO_MEMBER_CARDS.unclaimed, ...DEMO_MEMBER_CARDS.spare]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/settings/external/validateMembersBarcode?barcode=${barcode}`,
        headers: withKey(shopKey, { 'x-forwarded-for': freshIp() }),
      });
      // Checking a card needs a signed-in customer (docs/decisions/0136-member-card-claim-second-factor.md), and no
      // demo card exists to claim: the table is empty (checked above).
      expect(res.statusCode, barcode).toBe(401);
    }
  });

  it('should close the back office until its first account exists, saying how to make one', async () => {
    expect(t.prepared?.notes).toContain(ADMIN_CREATE_HINT);
    for (const url of ['/admin', '/admin/orders', '/adminLogin']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(503);
      expect(page.body).toContain('npm run admin:create');
    }
    const desk = expectCodedError(
      await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: withKey(shopKey) }),
      503,
      'BACKOFFICE_NOT_SET_UP',
    );
    expect(desk.message).toContain('npm run admin:create');
  });

  it('should let the account made by admin:create into the back office', async () => {
    const refused = await createBackofficeAccount(t.db, {
      email: 'vlasnik@klub.hr',
      password: 'kratka',
      repeatPassword: 'kratka',
    });
    expect(refused).toMatchObject({ ok: false, reason: 'invalid' });
    const mismatch = await createBackofficeAccount(t.db, {
      email: 'vlasnik@klub.hr',
      password: 'Dovoljno-duga-1',
      repeatPassword: 'Druga-lozinka-1',
    });
    expect(mismatch).toMatchObject({ ok: false, errors: { repeatPassword: expect.any(String) } });
    const made = await createBackofficeAccount(t.db, {
      email: ' Vlasnik@Klub.hr ',
      password: 'Dovoljno-duga-1',
      repeatPassword: 'Dovoljno-duga-1',
    });
    expect(made).toMatchObject({ ok: true, email: 'vlasnik@klub.hr' });
    expect(
      await createBackofficeAccount(t.db, {
        email: 'vlasnik@klub.hr',
        password: 'Dovoljno-duga-2',
        repeatPassword: 'Dovoljno-duga-2',
      }),
    ).toEqual({ ok: false, reason: 'exists' });

    const res = await login('vlasnik@klub.hr', 'Dovoljno-duga-1');
    expect(res.statusCode, res.body).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: withKey(shopKey, { authorization: `Bearer ${tokenOf(res)}` }),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data).toMatchObject({ email: 'vlasnik@klub.hr', isBackofficeUser: true });
    const page = await t.app.inject({ method: 'GET', url: '/admin' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`"apiKey":"${shopKey}"`);
    expect((await prepareShop(t.handle, t.config)).notes).not.toContain(ADMIN_CREATE_HINT);
  });
});
