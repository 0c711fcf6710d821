import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

/**
 * The back office's caches, page templates and consents against the real server (docs/decisions/0116-admin-sections.md):
 * a staff member signs in, sees what the shop caches and clears it, finds where each page template is used, and
 * reads one consent's log page by page.
 */

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});
test.describe.configure({ timeout: 90_000 });

const cell = (row: import('@playwright/test').Locator, n: number) => row.locator('td').nth(n);

test('staff clears the caches, finds the page templates and pages a consent log (screenshots)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // Shoppers' decisions for the log: 22 guests subscribe to the newsletter (more than one page of 20).
  const stamp = Date.now().toString(36);
  const consents = await request.post('/api/v1/gdpr/consent/filter', {
    headers: { apiKey: 'demo-api-key' },
    data: { forWeb: true, limit: 100 },
  });
  const newsletter = ((await consents.json()).data.records as Array<{ id: number; uniqueNumber: string }>).find(
    (c) => c.uniqueNumber === 'newsletter',
  )!;
  for (let i = 0; i < 22; i++) {
    const res = await request.post('/api/v1/gdpr/consent/log/create', {
      headers: { apiKey: 'demo-api-key' },
      data: {
        status: 'granted',
        sourceType: 'newsletter',
        consents: [{ id: newsletter.id, version: 1 }],
        user: { userType: 'guest', email: `gost-${stamp}-${i}@primjer.hr` },
      },
    });
    expect(res.status()).toBe(200);
  }

  // A category page fills the listing cache and renders image sizes to disk.
  await page.goto('/shop/dresovi');
  await expect(page.locator('.product-card img').first()).toHaveJSProperty('complete', true);

  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Lozinka').fill(ADMIN.password);
  await page.getByRole('button', { name: 'PRIJAVI SE' }).click();
  const nav = page.getByRole('navigation', { name: 'Administracija' });

  // Predmemorija: what is kept, then everything cleared after a confirmation.
  await nav.getByRole('link', { name: 'Predmemorija' }).click();
  await expect(page.getByRole('heading', { name: 'Predmemorija', level: 1 })).toBeVisible();
  const listing = page.locator('tr[data-cache="listing"]');
  const media = page.locator('tr[data-cache="media"]');
  await expect(cell(media, 0)).not.toHaveText('0');
  await expect(cell(listing, 0)).not.toHaveText('0');
  await expect(cell(media, 1)).toHaveText(/KB|MB/);
  // The other journeys share this server: one may open a category between the clearing and the count and fill
  // the listing cache again. Then staff clear again; a clearing that did nothing would never show 0.
  const confirm = page.getByRole('form', { name: 'Pražnjenje predmemorije' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Isprazni sve' }).click();
    await expect(confirm).toContainText('Filtri kategorija, Kategorije, Karta weba, Domene, BoxNow paketomati');
    await confirm.getByRole('button', { name: 'Isprazni' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Predmemorija je ispražnjena' })).toBeVisible();
    await expect(cell(media, 0)).toHaveText('0', { timeout: 2000 });
    await expect(cell(media, 1)).toHaveText('0 B', { timeout: 2000 });
    await expect(cell(listing, 0)).toHaveText('0', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('.toast')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: screenPath('admin-cache-1440'), fullPage: true });
  // One cache alone, and a change of mind sends nothing.
  await page.getByRole('button', { name: 'Isprazni: Karta weba' }).click();
  await expect(confirm).toContainText('Isprazniti predmemoriju: Karta weba?');
  await confirm.getByRole('button', { name: 'Odustani' }).click();
  await expect(confirm).toHaveCount(0);

  // Predlošci stranica: each section kind with the pages that use it, linked to the shop.
  await nav.getByRole('link', { name: 'Predlošci' }).click();
  await expect(page.getByRole('heading', { name: 'Predlošci stranica', level: 1 })).toBeVisible();
  const hero = page.locator('tr[data-template="hero"]');
  await expect(hero).toContainText('Naslovni banner');
  await expect(hero.getByRole('link', { name: 'Naslovna' })).toHaveAttribute('href', '/');
  await expect(page.locator('tr[data-template="richText"]').getByRole('link', { name: 'Kontakt' })).toHaveAttribute(
    'href',
    '/kontakt',
  );
  await expect(page.locator('tr[data-template="settings"]')).toContainText('podatkovna stranica');
  await expect(page.getByRole('listitem').filter({ hasText: 'Zaglavlje' })).toBeVisible();
  await page.screenshot({ path: screenPath('admin-templates-1440'), fullPage: true });

  // Privole: the definitions, then the newsletter's log, newest first, page by page.
  await nav.getByRole('link', { name: 'Privole' }).click();
  await expect(page.getByRole('heading', { name: 'Privole', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Newsletter' }) });
  await expect(row).toContainText('newsletter');
  await expect(page.getByRole('row').filter({ hasText: 'uvjeti-kupnje' })).toContainText('Naplata, Registracija');
  await page.screenshot({ path: screenPath('admin-consent-1440'), fullPage: true });
  await row.getByRole('link', { name: 'Newsletter' }).click();
  await expect(page.getByRole('heading', { name: 'Privola: Newsletter', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/consent\/newsletter$/);
  await expect(page.getByText(`nepotvrđen e-mail: gost-${stamp}-21@primjer.hr`)).toBeVisible();
  await expect(page.getByText(/^Stranica 1 \/ \d+$/)).toBeVisible();
  await page.screenshot({ path: screenPath('admin-consent-log-1440'), fullPage: true });
  await page.getByRole('button', { name: 'Starije' }).click();
  await expect(page).toHaveURL(/\/admin\/consent\/newsletter\?page=2$/);
  await expect(page.getByText(/^Stranica 2 \/ \d+$/)).toBeVisible();
  await expect(page.getByText(`nepotvrđen e-mail: gost-${stamp}-0@primjer.hr`)).toBeVisible();
});
