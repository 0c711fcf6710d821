import { axeViolations } from './axe.js';
import { expect, screenPath, test } from './fixtures.js';
import { apiLogin } from './order-helpers.js';
import { skipOverlays } from './overlays.js';

// 'Obavijesti me' (docs/decisions/0208-back-in-stock-requests.md): a shopper asks for the sold-out size of the
// women's home jersey, the back office books a delivery of it, and the outbox holds one mail to the shopper.

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };
const PRODUCT = '/product/domaci-dres-2025-26-zenski';

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

for (const width of [1440, 390]) {
  test(`a sold-out size is asked for and mailed once when a delivery brings it back (${width})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const email = `ceka-${width}-${Date.now()}@primjer.hr`;
    await page.goto(PRODUCT);
    await page.getByRole('button', { name: 'Obavijesti me kad stigne' }).click();
    const form = page.getByRole('form', { name: 'Obavijesti me' });
    await form.getByRole('button', { name: 'OBAVIJESTI ME' }).click();
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('#consents-error')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The one sold-out size is chosen already.
    const size = await form.getByRole('combobox', { name: 'Veličina koja nije na stanju' }).inputValue();
    expect(size).not.toBe('');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('checkbox', { name: /Politika privatnosti/ }).check();
    await form.screenshot({ path: screenPath(`back-in-stock-form-${width}`) });
    await form.getByRole('button', { name: 'OBAVIJESTI ME' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Javit ćemo Vam se e-mailom' })).toContainText(email);
    await page.locator('.purchase').screenshot({ path: screenPath(`back-in-stock-sent-${width}`) });

    const token = await apiLogin(request, ADMIN.email, ADMIN.password);
    const headers = { apiKey: 'demo-api-key', language: 'hrv', authorization: `Bearer ${token}` };
    const adjust = (delta: number) =>
      request.post('/api/v1/admin/stock/adjust', {
        headers,
        data: { productId: Number(size), delta, reason: delta > 0 ? 'delivery' : 'correction' },
      });
    expect((await adjust(5)).status()).toBe(200);
    try {
      await expect(async () => {
        const res = await request.get('/api/v1/admin/outbox?limit=50', { headers });
        const mails = (await res.json()).data.records as Array<{ to: string; kind: string; text: string }>;
        const sent = mails.filter((m) => m.to === email && m.kind === 'back_in_stock');
        expect(sent).toHaveLength(1);
        expect(sent[0]!.text).toContain('Proizvod je ponovno dostupan');
        expect(sent[0]!.text).toContain(PRODUCT);
      }).toPass({ timeout: 15_000 });
    } finally {
      // The size is sold out again for the other journeys.
      expect((await adjust(-5)).status()).toBe(200);
    }
  });
}
