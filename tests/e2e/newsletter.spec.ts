import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { apiLogin } from './order-helpers.js';
import { skipOverlays } from './overlays.js';

// The newsletter's double opt-in (docs/decisions/0206-newsletter-double-opt-in.md): the footer's form asks for a
// confirmation link, the mail's link subscribes, and its unsubscribe link works without signing in.

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

/** The newest mail to `email` of this kind, read from the outbox as the back office reads it. */
async function mailTo(request: APIRequestContext, email: string, kind: string) {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  let mail: { text: string; html: string } | undefined;
  await expect(async () => {
    const res = await request.get('/api/v1/admin/outbox?limit=50', {
      headers: { apiKey: 'demo-api-key', language: 'hrv', authorization: `Bearer ${token}` },
    });
    const mails = (await res.json()).data.records as Array<{ to: string; kind: string; text: string; html: string }>;
    mail = mails.find((m) => m.to === email && m.kind === kind);
    expect(mail).toBeTruthy();
  }).toPass({ timeout: 15_000 });
  return mail!;
}

/** The path and query of a link of the mail's text (the mail names the shop's public origin). */
function linkOf(text: string, path: string): string {
  const href = new RegExp(`https?://\\S*${path}\\?token=[\\w.-]+`).exec(text)?.[0];
  if (!href) throw new Error(`no ${path} link in ${text}`);
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

async function newsletterBand(page: Page) {
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  const band = page.getByRole('region', { name: 'Newsletter' });
  await band.scrollIntoViewIfNeeded();
  await band.getByRole('button', { name: 'ŽELIM NEWSLETTER' }).click();
  await expect(band.getByRole('textbox', { name: 'Adresa e-pošte' })).toBeFocused({ timeout: 20_000 });
  return band;
}

test('the footer signs up for the newsletter, the mailed link confirms it and the unsubscribe link ends it (1440)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = `navijac-${Date.now()}@primjer.hr`;
  await page.goto('/');
  const band = await newsletterBand(page);
  await band.getByRole('textbox', { name: 'Adresa e-pošte' }).fill(email);
  await band.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
  await band.getByRole('checkbox', { name: /Newsletter/ }).check();
  await band.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(band.getByRole('status')).toContainText(`Provjerite e-mail ${email}`);
  await band.screenshot({ path: screenPath('newsletter-sent-1440') });
  expect(await axeViolations(page)).toEqual([]);

  const mail = await mailTo(request, email, 'newsletter_confirm');
  expect(mail.text).toContain('Potvrdite prijavu na newsletter');
  await page.goto(linkOf(mail.text, '/newsletter/potvrda'));
  await expect(page.getByRole('heading', { level: 1, name: 'Prijava na newsletter' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Prijava na newsletter je potvrđena');
  await page.screenshot({ path: screenPath('newsletter-confirmed-1440') });
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(linkOf(mail.text, '/newsletter/odjava'));
  await expect(page.getByRole('heading', { level: 1, name: 'Odjava s newslettera' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Odjavljeni ste s newslettera');
  expect(await axeViolations(page)).toEqual([]);
});

test('the newsletter form says a wrong address and the missing consents, and a forged link is refused (390)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const band = await newsletterBand(page);
  await band.getByRole('textbox', { name: 'Adresa e-pošte' }).fill('navijac@');
  await band.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await expect(band.getByRole('textbox', { name: 'Adresa e-pošte' })).toHaveAttribute('aria-invalid', 'true');
  await expect(band.locator('#consents-error')).toBeVisible();
  await band.screenshot({ path: screenPath('newsletter-errors-390') });
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/newsletter/potvrda?token=krivo.krivo');
  await expect(page.getByRole('alert')).toContainText('Poveznica za potvrdu nije ispravna ili je istekla');
  await page.screenshot({ path: screenPath('newsletter-link-failed-390') });
});
