import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeRateLimit } from '../../src/server/plugins/rate-limit.js';
import { minutesHr } from '../../src/server/modules/auth/lockout.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { freshIp, login, verifiedUser, createAuthTestApp, movableClock } from './auth-helpers.js';

// docs/targets.md R7: lockout after 10 failures in 15 minutes per account, <= 30 attempts per minute per IP, the lock expires.
let t: TestApp;
const clock = movableClock();
beforeAll(async () => {
  t = await createAuthTestApp(clock);
});
afterAll(async () => t?.close());

describe('account lockout', () => {
  it('should lock the account at the tenth failure and say so in Croatian, even to the right password', async () => {
    const user = await verifiedUser(t, 'zakljucan@primjer.hr');
    for (let i = 1; i <= 9; i++)
      expectCodedError((await login(t, user.email, `Krivo${i}!xx`)).res, 401, 'INVALID_LOGIN');
    const tenth = await login(t, user.email, 'Krivo10!xx');
    const body = expectCodedError(tenth.res, 423, 'ACCOUNT_LOCKED');
    expect(body.message).toBe(
      'Račun je privremeno zaključan zbog previše neuspjelih prijava. Pokušajte ponovno za 15 minuta.',
    );
    expect(Number(tenth.res.headers['retry-after'])).toBe(900);
    expectCodedError((await login(t, user.email, user.password)).res, 423, 'ACCOUNT_LOCKED');
  });

  it('should let the account in again when the lock expires', async () => {
    const user = await verifiedUser(t, 'istek@primjer.hr');
    for (let i = 1; i <= 10; i++) await login(t, user.email, `Krivo${i}!xx`);
    clock.ahead = 14 * 60_000;
    const still = expectCodedError((await login(t, user.email, user.password)).res, 423, 'ACCOUNT_LOCKED');
    expect(still.message).toMatch(/za 1 minutu\.$/);
    clock.ahead = 15 * 60_000 + 1000;
    expect((await login(t, user.email, user.password)).res.statusCode).toBe(200);
  });

  it('should count only failures inside the 15-minute window', async () => {
    const user = await verifiedUser(t, 'prozor@primjer.hr');
    for (let i = 1; i <= 9; i++) await login(t, user.email, `Krivo${i}!xx`);
    clock.ahead = 16 * 60_000;
    expectCodedError((await login(t, user.email, 'Krivo10!xx')).res, 401, 'INVALID_LOGIN');
  });

  it('should lock unknown e-mails the same way, so the lock reveals nothing', async () => {
    for (let i = 1; i <= 9; i++) await login(t, 'nepostojeci@primjer.hr', `Krivo${i}!xx`);
    expectCodedError((await login(t, 'nepostojeci@primjer.hr', 'Krivo10!xx')).res, 423, 'ACCOUNT_LOCKED');
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
