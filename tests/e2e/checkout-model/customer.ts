import { createHash, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { callApi } from '../platform-api.js';

/**
 * A new customer account per journey, made through the platform API as the registration page makes it (a solved
 * captcha, the required consents, the link from the e-mail), so that what one journey saves to its profile cannot
 * show in another running beside it. The journey then logs in through the login page.
 */
const ADMIN = { username: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** The nonce whose SHA-256 with the challenge starts with `difficulty` zero bits (the page's captcha does this). */
function solve(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    const digest = createHash('sha256').update(`${challenge}:${nonce}`).digest();
    let bits = 0;
    for (const byte of digest) {
      bits += byte === 0 ? 8 : Math.clz32(byte) - 24;
      if (byte !== 0) break;
    }
    if (bits >= difficulty) return String(nonce);
  }
}

async function verificationToken(request: APIRequestContext, email: string): Promise<string> {
  const { tokens } = await callApi(request, 'POST', '/api/v1/login', ADMIN);
  for (let attempt = 0; attempt < 10; attempt++) {
    const outbox = await callApi(request, 'GET', '/api/v1/admin/outbox?limit=100', undefined, tokens.accessToken);
    const mail = (outbox.records as Array<{ to: string; kind: string; text: string | null }>).find(
      (m) => m.to === email && m.kind === 'verification',
    );
    const token = mail?.text?.match(/verificationToken=([\w-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification e-mail to ${email}`);
}

export async function newCustomer(request: APIRequestContext): Promise<Account> {
  const account = {
    firstName: 'Ana',
    lastName: 'Kovač',
    email: `ana.${randomUUID().slice(0, 8)}@primjer.hr`,
    password: 'Zvijezda2024!',
  };
  const captcha = await callApi(request, 'GET', '/api/v1/captcha/challenge');
  const assignments = await callApi(request, 'GET', '/api/v1/cms/consent/assignment/filter?perPage=50&page=1');
  const form = assignments.data.find((a: { assigned_to: string }) => a.assigned_to === 'registerForm');
  await callApi(request, 'POST', '/api/v1/user/web/register', {
    details: { firstName: account.firstName, lastName: account.lastName },
    email: account.email,
    username: account.email,
    password: account.password,
    acceptedConsents: form.requiredConsents,
    captcha: { challenge: captcha.challenge, nonce: solve(captcha.challenge, captcha.difficulty) },
  });
  const token = await verificationToken(request, account.email);
  await callApi(request, 'GET', `/api/v1/user/web/verify/${token}`);
  return account;
}
