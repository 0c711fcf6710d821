import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { startSmtpStandIn } from '../support/smtp.js';
import { AUTH_ENV, bearer, registerUser, login, ADMIN } from './auth-helpers.js';

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  t = await createTestApp({ env: { ...AUTH_ENV, SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.zvijezda.hr' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('e-mail over SMTP', () => {
  it('should send the Croatian verification e-mail (HTML and text) over SMTP and keep only its metadata', async () => {
    const res = await registerUser(t, 'smtp@primjer.hr');
    expect(res.statusCode, res.body).toBe(200);
    await smtp.waitFor(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['smtp@primjer.hr']);
    expect(mail.from).toBe('no-reply@zvijezda-shop.hr');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('https://shop.zvijezda.hr/prijava?verificationToken=');
    await expect.poll(async () => (await t.db.select().from(emailOutbox))[0]?.sentAt).toBeTruthy();
    const [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({
      to: 'smtp@primjer.hr',
      kind: 'verification',
      transport: 'smtp',
      text: null,
      html: null,
    });
  });

  it('should show back-office users the outbox, paged, and nobody else', async () => {
    const admin = await login(t, ADMIN.email, ADMIN.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/outbox?page=1&limit=10',
      headers: t.headers(bearer(admin.accessToken)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ page: 1, limit: 10, totalRecords: 1, totalPages: 1 });
    expect(res.json().data.records[0]).toMatchObject({ to: 'smtp@primjer.hr', transport: 'smtp', text: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/outbox', headers: t.headers() })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/admin/outbox?limit=1000',
          headers: t.headers(bearer(admin.accessToken)),
        })
      ).statusCode,
    ).toBe(400);
  });
});
