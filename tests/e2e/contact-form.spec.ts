import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { apiLogin } from './order-helpers.js';
import { skipOverlays } from './overlays.js';

// The contact form of /kontakt (docs/decisions/0207-contact-form.md): the message goes to the shop's address and a
// copy to the sender, both read here from the outbox as the back office reads it.

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };
const CLUB = 'webshop@zvijezda-shop.hr';

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

async function outbox(request: APIRequestContext) {
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  const res = await request.get('/api/v1/admin/outbox?limit=50', {
    headers: { apiKey: 'demo-api-key', language: 'hrv', authorization: `Bearer ${token}` },
  });
  return (await res.json()).data.records as Array<{ to: string; kind: string; text: string }>;
}

for (const width of [1440, 390]) {
  test(`the contact form says what is missing, then sends the message to the shop and a copy to the sender (${width})`, async ({
    page,
    request,
  }) => {
    // The captcha is a proof of work: slow on a busy machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const email = `kontakt-${width}-${Date.now()}@primjer.hr`;
    await page.goto('/kontakt');
    const form = page.getByRole('form', { name: 'Kontakt obrazac' });
    await expect(form.getByRole('button', { name: 'POŠALJI PORUKU' })).toBeVisible({ timeout: 20_000 });

    await form.getByRole('button', { name: 'POŠALJI PORUKU' }).click();
    await expect(form.getByRole('combobox', { name: 'Tema' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: 'Poruka' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('#consents-error')).toBeVisible();
    await form.screenshot({ path: screenPath(`contact-form-errors-${width}`) });
    expect(await axeViolations(page)).toEqual([]);

    await form.getByRole('combobox', { name: 'Tema' }).selectOption({ label: 'Povrat i reklamacija' });
    await form.getByRole('textbox', { name: 'Ime i prezime' }).fill('Ana Kovač');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Broj narudžbe' }).fill('ZV-2026-000123');
    await form.getByRole('textbox', { name: 'Poruka' }).fill('Dres je prevelik, kako ga mogu zamijeniti?');
    await form.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
    await form.getByRole('button', { name: 'POŠALJI PORUKU' }).click();
    await expect(page.getByText(`Hvala! Vaša poruka je poslana. Kopiju smo poslali na ${email}.`)).toBeVisible({
      timeout: 90_000,
    });
    await page.screenshot({ path: screenPath(`contact-form-sent-${width}`), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    const mails = await outbox(request);
    const copy = mails.find((m) => m.to === email && m.kind === 'contact_copy');
    expect(copy?.text).toContain('Poruka: Dres je prevelik, kako ga mogu zamijeniti?');
    const club = mails.find((m) => m.to === CLUB && m.kind === 'contact_message' && m.text.includes(email));
    expect(club?.text).toContain('Tema: Povrat i reklamacija');
    expect(club?.text).toContain('Broj narudžbe: ZV-2026-000123');
  });
}
