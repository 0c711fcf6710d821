import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentLog } from '../../src/server/platform/db/schema/consents.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, CUSTOMER, login } from './auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
});
afterAll(async () => t?.close());

const logCreate = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/gdpr/consent/log/create',
    headers: t.headers(headers),
    payload: payload as object,
  });

describe('consent definitions and assignments', () => {
  it('should list the web consents with text and version (limit 100)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/gdpr/consent/filter',
      headers: t.headers(),
      payload: { forWeb: true, limit: 100 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { records, totalRecords } = res.json().data;
    expect(totalRecords).toBe(3);
    expect(records.map((c: { uniqueNumber: string; required: boolean }) => [c.uniqueNumber, c.required])).toEqual([
      ['uvjeti-kupnje', true],
      ['politika-privatnosti', true],
      ['newsletter', false],
    ]);
    expect(records[0]).toMatchObject({ displayName: 'Uvjeti kupnje', version: 1 });
    expectCodedError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/gdpr/consent/filter',
        headers: t.headers(),
        payload: { limit: 101 },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('should list the assignments per form with their required consents (perPage 50)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cms/consent/assignment/filter?perPage=50',
      headers: t.headers(),
    });
    const { data, total } = res.json().data;
    expect(total).toBe(6);
    const register = data.find((a: { assigned_to: string }) => a.assigned_to === 'registerForm');
    expect(register.consents).toHaveLength(3);
    expect(register.requiredConsents).toHaveLength(2);
  });

  it('should let only back-office users change a form assignment', async () => {
    const payload = { assigned_to: 'contactForm', consents: [2, 3], requiredConsents: [2] };
    const url = '/api/v1/cms/consent/assignment/create';
    expectCodedError(await t.app.inject({ method: 'POST', url, headers: t.headers(), payload }), 401, 'UNAUTHORIZED');
    const customer = await login(t, CUSTOMER.email, CUSTOMER.password);
    expectCodedError(
      await t.app.inject({ method: 'POST', url, headers: t.headers(bearer(customer.accessToken)), payload }),
      403,
      'FORBIDDEN',
    );
    const admin = await login(t, ADMIN.email, ADMIN.password);
    const res = await t.app.inject({ method: 'POST', url, headers: t.headers(bearer(admin.accessToken)), payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ assigned_to: 'contactForm', requiredConsents: [2] });
    expectCodedError(
      await t.app.inject({
        method: 'POST',
        url,
        headers: t.headers(bearer(admin.accessToken)),
        payload: { ...payload, consents: [999] },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('consent log', () => {
  it('should append a guest decision with the server timestamp, text version and source form', async () => {
    const before = Date.now();
    const res = await logCreate({
      status: 'granted',
      statusTimestamp: '2026-01-01T10:00:00.000Z',
      sourceType: 'newsletter',
      consents: [{ id: 3, version: 1 }],
      user: { userType: 'guest', email: 'Gost@Primjer.hr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = res.json().data.records;
    expect(entry).toMatchObject({
      consentId: 3,
      consentVersion: 1,
      status: 'granted',
      statusTimestamp: '2026-01-01T10:00:00.000Z',
      sourceType: 'newsletter',
      userType: 'guest',
      email: null,
    });
    expect(new Date(entry.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('should record a withdrawal as a new row, never changing the earlier one', async () => {
    const { accessToken } = await login(t, CUSTOMER.email, CUSTOMER.password);
    const grant = await logCreate(
      {
        status: 'granted',
        sourceType: 'checkoutForm',
        consents: [{ id: 3, version: 1 }],
        user: { email: 'netko.drugi@primjer.hr' },
      },
      bearer(accessToken),
    );
    const withdraw = await logCreate(
      { status: 'withdrawn', sourceType: 'checkoutForm', consents: [{ id: 3, version: 1 }] },
      bearer(accessToken),
    );
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    const rows = await t.db.select().from(consentLog).where(eq(consentLog.email, CUSTOMER.email));
    expect(rows.map((r) => r.status)).toEqual(['granted', 'withdrawn']);
    expect(grant.json().data.records[0]).toMatchObject({ userType: 'user', email: CUSTOMER.email });
  });

  it('should refuse unknown consents, future versions and bad shapes', async () => {
    expectCodedError(
      await logCreate({
        status: 'granted',
        sourceType: 'newsletter',
        consents: [{ id: 999, version: 1 }],
        user: { email: 'g@primjer.hr' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await logCreate({
        status: 'granted',
        sourceType: 'newsletter',
        consents: [{ id: 3, version: 7 }],
        user: { email: 'g@primjer.hr' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await logCreate({
        status: 'maybe',
        sourceType: 'newsletter',
        consents: [{ id: 3, version: 1 }],
        user: { email: 'g@primjer.hr' },
      }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await logCreate({ status: 'granted', sourceType: 'elsewhere', consents: [], user: { email: 'g@primjer.hr' } }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
