import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, expect } from 'vitest';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { solve } from '../../src/server/modules/captcha/pow.js';
import { createTestApp, type TestApp } from '../support/index.js';

export const CUSTOMER = { email: 'kupac@zvijezda-shop.hr', password: 'Zvijezda2024!' };
export const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };
/** A low proof-of-work difficulty keeps tests fast; the protocol is the same. */
export const AUTH_ENV = { CAPTCHA_DIFFICULTY: '4' };

export interface MovableClock {
  /** How far ahead of the real time the app's clock runs (ms); back to 0 after each test. */
  ahead: number;
  now: () => number;
}

/** A clock a test moves forward (`clock.ahead = 16 * 60_000`) to pass a limit's window or a token's life. */
export function movableClock(): MovableClock {
  const clock = { ahead: 0, now: () => Date.now() + clock.ahead };
  afterEach(() => {
    clock.ahead = 0;
  });
  return clock;
}

/** A test app on AUTH_ENV (and `env`) that reads the time from `clock`. */
export async function createAuthTestApp(clock: MovableClock, env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ env: { ...AUTH_ENV, ...env } });
  t.app.clock.now = clock.now;
  return t;
}

let ipCounter = 1;
/** A fresh client address per call site, so per-IP limits of one test do not leak into another. */
export const freshIp = () => `10.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}.7`;

export function refreshCookieOf(res: LightMyRequestResponse): string | null {
  const raw = [res.headers['set-cookie']].flat().find((c) => typeof c === 'string' && c.startsWith('refresh_token='));
  const value = raw?.split(';')[0]?.slice('refresh_token='.length);
  return value ? value : null;
}

export async function login(t: TestApp, email: string, password: string, ip = freshIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    headers: t.headers({ 'x-forwarded-for': ip }),
    payload: { username: email, password },
  });
  const body = res.json() as { data: { tokens: { accessToken: string } } | null };
  return { res, accessToken: body.data?.tokens.accessToken ?? '', refresh: refreshCookieOf(res) };
}

export async function refresh(t: TestApp, cookie: string | null, ip = freshIp()) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/refresh',
    headers: t.headers({ 'x-forwarded-for': ip, ...(cookie ? { cookie: `refresh_token=${cookie}` } : {}) }),
  });
  return {
    res,
    refresh: refreshCookieOf(res),
    accessToken: (res.json() as { data: { tokens: { accessToken: string } } | null }).data?.tokens.accessToken ?? '',
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function solvedCaptcha(t: TestApp, ip = freshIp()) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/captcha/challenge',
    headers: t.headers({ 'x-forwarded-for': ip }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { challenge, difficulty } = res.json().data as { challenge: string; difficulty: number };
  return { challenge, nonce: solve(challenge, difficulty) };
}

export async function consentIds(t: TestApp) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/cms/consent/assignment/filter?assigned_to=registerForm',
    headers: t.headers(),
  });
  const a = (res.json().data.data as Array<{ consents: Array<{ id: number }>; requiredConsents: number[] }>)[0]!;
  return { all: a.consents.map((c) => c.id), required: a.requiredConsents };
}

export async function registerUser(
  t: TestApp,
  email: string,
  password = 'Lozinka123!',
  extra: Record<string, unknown> = {},
) {
  const ip = freshIp();
  const { required } = await consentIds(t);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/web/register',
    headers: t.headers({ 'x-forwarded-for': ip }),
    payload: {
      details: { firstName: 'Ana', lastName: 'Kovač' },
      email,
      username: email,
      password,
      acceptedConsents: required,
      captcha: await solvedCaptcha(t, ip),
      ...extra,
    },
  });
}

/** The newest outbox e-mail to this address (tests read the outbox like the back office does). */
export async function lastEmailTo(t: TestApp, to: string) {
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

export function tokenFromLink(text: string, param: 'verificationToken' | 'token'): string {
  const match = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${param} link in: ${text.slice(0, 200)}`);
  return match[1]!;
}

/** Registers and opens the verification link, so the account can log in. */
export async function verifiedUser(t: TestApp, email: string, password = 'Lozinka123!') {
  const res = await registerUser(t, email, password);
  expect(res.statusCode, res.body).toBe(200);
  const mail = await lastEmailTo(t, email);
  const verify = await t.app.inject({
    method: 'GET',
    url: `/api/v1/user/web/verify/${tokenFromLink(mail!.text!, 'verificationToken')}`,
    headers: t.headers(),
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return { email, password };
}
