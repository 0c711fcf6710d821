import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/platform/db/client.js';
import { consumeRateLimit } from '../../src/server/platform/http/rate-limit.js';
import { minutesHr } from '../../src/server/modules/auth/lockout.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { freshIp, lastEmailTo, login, verifiedUser, createAuthTestApp, movableClock } from './auth-helpers.js';

// docs/targets.md R7: lockout after 10 failures in 15 minutes per account and source, <= 100 failures an hour per account,
// <= 30 attempts per minute per IP, the lock expires (docs/decisions/0134-lockout-per-account-and-source.md).
let t: TestApp;
const clock = movableClock();
beforeAll(async () => {
  t = await createAuthTestApp(clock);
});
afterAll(async () => t?.close());

describe('account lockout', () => {
  it('should lock the account at the tenth failure and say so in Croatian, even to the right password', async () => {
    const user = await verifiedUser(t, 'zakljucan@primjer.hr');
    const ip = freshIp();
    for (let i = 1; i <= 9; i++)
      expectCodedError((await login(t, user.email, `Krivo${i}!xx`, ip)).res, 401, 'INVALID_LOGIN');
    const tenth = await login(t, user.email, 'Krivo10!xx', ip);
    const body = expectCodedError(tenth.res, 423, 'ACCOUNT_LOCKED');
    expect(body.message).toBe(
      'Račun je privremeno zaključan zbog previše neuspjelih prijava. Pokušajte ponovno za 15 minuta.',
    );
    expect(Number(tenth.res.headers['retry-after'])).toBe(900);
    expectCodedError((await login(t, user.email, user.password, ip)).res, 423, 'ACCOUNT_LOCKED');
  });

  it('should let the account in again when the lock expires', async () => {
    const user = await verifiedUser(t, 'istek@primjer.hr');
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) await login(t, user.email, `Krivo${i}!xx`, ip);
    clock.ahead = 14 * 60_000;
    const still = expectCodedError((await login(t, user.email, user.password, ip)).res, 423, 'ACCOUNT_LOCKED');
    expect(still.message).toMatch(/za 1 minutu\.$/);
    clock.ahead = 15 * 60_000 + 1000;
    expect((await login(t, user.email, user.password, ip)).res.statusCode).toBe(200);
  });

  it('should count only failures inside the 15-minute window', async () => {
    const user = await verifiedUser(t, 'prozor@primjer.hr');
    const ip = freshIp();
    for (let i = 1; i <= 9; i++) await login(t, user.email, `Krivo${i}!xx`, ip);
    clock.ahead = 16 * 60_000;
    expectCodedError((await login(t, user.email, 'Krivo10!xx', ip)).res, 401, 'INVALID_LOGIN');
  });

  it('should lock unknown e-mails the same way, so the lock reveals nothing', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 9; i++) await login(t, 'nepostojeci@primjer.hr', `Krivo${i}!xx`, ip);
    expectCodedError((await login(t, 'nepostojeci@primjer.hr', 'Krivo10!xx', ip)).res, 423, 'ACCOUNT_LOCKED');
  });

  it('should lock only the source of the failures: the owner still logs in from another address', async () => {
    const user = await verifiedUser(t, 'izvor@primjer.hr');
    const attacker = freshIp();
    for (let i = 1; i <= 10; i++) await login(t, user.email, `Krivo${i}!xx`, attacker);
    expectCodedError((await login(t, user.email, user.password, attacker)).res, 423, 'ACCOUNT_LOCKED');
    expect((await login(t, user.email, user.password, freshIp())).res.statusCode).toBe(200);
    // The owner's login from elsewhere does not lift the attacker's lock.
    expectCodedError((await login(t, user.email, user.password, attacker)).res, 423, 'ACCOUNT_LOCKED');
  });

  it('should take at most 100 failures an hour for an account from all sources together (R7)', {
    timeout: 180_000,
  }, async () => {
    const user = await verifiedUser(t, 'strop@primjer.hr');
    const statuses: number[] = [];
    // 12 sources of 9 guesses each: none is locked on its own, together they pass the hourly ceiling.
    for (let source = 0; source < 12; source++) {
      const ip = freshIp();
      for (let i = 0; i < 9; i++)
        statuses.push((await login(t, user.email, `Krivo${source}-${i}!`, ip)).res.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(99);
    expect(statuses.slice(99).every((s) => s === 423)).toBe(true);
    const [row] = rowsOf<{ n: number }>(
      await t.db.execute(sql`SELECT count(*)::int AS n FROM login_failures WHERE email = ${user.email}`),
    );
    expect(row!.n).toBe(100);
    clock.ahead = 61 * 60_000;
    expect((await login(t, user.email, user.password)).res.statusCode).toBe(200);
  });
});

describe('the unlock link', () => {
  const unlock = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/login/unlock/${token}` });
  const tokenOf = (text: string) => /\/api\/v1\/login\/unlock\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('should e-mail the owner a one-time link when a lock starts, which lifts the lock once', {
    timeout: 120_000,
  }, async () => {
    const user = await verifiedUser(t, 'otkljucaj@primjer.hr');
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) await login(t, user.email, `Krivo${i}!xx`, ip);
    const mail = await lastEmailTo(t, user.email);
    expect(mail).toMatchObject({ kind: 'login_unlock', subject: expect.stringContaining('Prijava je zaključana') });
    const token = tokenOf(mail!.text!);
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expectCodedError((await login(t, user.email, user.password, ip)).res, 423, 'ACCOUNT_LOCKED');

    const opened = await unlock(token);
    expect(opened.statusCode, opened.body).toBe(303);
    expect(opened.headers.location).toBe('/prijava?otkljucano=1');
    expect((await login(t, user.email, user.password, ip)).res.statusCode).toBe(200);

    // Single use: the same link again is refused and lifts nothing.
    for (let i = 1; i <= 10; i++) await login(t, user.email, `Opet${i}!xx`, ip);
    expectCodedError(await unlock(token), 400, 'INVALID_TOKEN');
    expectCodedError((await login(t, user.email, user.password, ip)).res, 423, 'ACCOUNT_LOCKED');
  });

  it('should e-mail nobody for a name without an account, and refuse an unknown link', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) await login(t, 'nitko-ovdje@primjer.hr', `Krivo${i}!xx`, ip);
    expect(await lastEmailTo(t, 'nitko-ovdje@primjer.hr')).toBeUndefined();
    expectCodedError(await unlock('A'.repeat(43)), 400, 'INVALID_TOKEN');
  });

  it('should write minutes in Croatian plural forms', () => {
    expect([1, 2, 4, 5, 11, 12, 15, 21, 22].map(minutesHr)).toEqual([
      '1 minutu',
      '2 minute',
      '4 minute',
      '5 minuta',
      '11 minuta',
      '12 minuta',
      '15 minuta',
      '21 minutu',
      '22 minute',
    ]);
  });
});

describe('per-IP limits', () => {
  it('should answer 429 with Retry-After after 30 login attempts a minute from one IP (password spraying)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await login(t, `sprej${i}@primjer.hr`, 'Lozinka123!', ip)).res.statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const blocked = await login(t, 'sprej-zadnji@primjer.hr', 'Lozinka123!', ip);
    expectCodedError(blocked.res, 429, 'RATE_LIMITED');
    const retryAfter = Number(blocked.res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await login(t, 'kupac@zvijezda-shop.hr', 'Zvijezda2024!', freshIp())).res.statusCode).toBe(200);
    clock.ahead = 61_000;
    expect((await login(t, 'kupac@zvijezda-shop.hr', 'Zvijezda2024!', ip)).res.statusCode).toBe(200);
  });

  it('should count attempts atomically when they race (the limiter other modules import)', async () => {
    const rule = { name: 'test-race', limit: 5, windowSec: 60 };
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 12 }, () => consumeRateLimit(t.db, rule, 'cart-1', now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect((await consumeRateLimit(t.db, rule, 'cart-1', now + 61_000)).allowed).toBe(true);
  });
});
