import { axeViolations } from './axe.js';
import { loginAsCustomer, DEMO_CUSTOMER } from './login.js';
import { expect, screenPath, test } from './fixtures.js';
import { apiLogin, PAYMENT, placeApiOrder } from './order-helpers.js';
import { skipOverlays } from './overlays.js';
import { callApi } from './platform-api.js';

/**
 * Product reviews against the real server (docs/decisions/0211-product-reviews.md, 0212-review-moderation.md): a
 * customer who bought the scarf (a transfer order staff marked paid) writes a review at 1440, the desk approves it
 * and replies, and a guest on a phone sees it with 'Provjereni kupac', the reply and the stars on the product's card.
 * The product page with the form, the moderation page and the phone's product page are axe clean.
 */
const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };
const SLUG = 'sal-slavonija';
const COMMENT = 'Šal je topao i mekan, boje su žive i nakon pranja. Preporuka svim navijačima!';

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});
test.describe.configure({ timeout: 150_000 });

test('a buyer reviews the scarf, staff approve and reply, a guest on a phone sees it on the page and the card', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  // The purchase: a transfer order of the scarf, marked paid at the desk (money captured: a verified buyer).
  const customer = await apiLogin(request, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const staffToken = await apiLogin(request, ADMIN.email, ADMIN.password);
  const order = await placeApiOrder(request, {
    token: customer,
    email: DEMO_CUSTOMER.email,
    slug: SLUG,
    payment: PAYMENT.transfer,
  });
  // A retried attempt starts as the first did: the review an earlier attempt wrote is taken away.
  const product = await callApi(request, 'GET', `/api/v1/product/web/get?slug=${SLUG}`);
  const mine = await callApi(
    request,
    'GET',
    `/api/v1/catalogue/products/${product.id}/reviews/mine`,
    undefined,
    customer,
  );
  if (mine.review) await callApi(request, 'DELETE', `/api/v1/reviews/${mine.review.id}`, undefined, customer);
  const listed = await callApi(request, 'GET', `/api/v1/admin/orders?q=${order.number}`, undefined, staffToken);
  const placed = listed.records[0];
  const detail = await callApi(request, 'GET', `/api/v1/admin/orders/${placed.id}`, undefined, staffToken);
  await callApi(
    request,
    'POST',
    `/api/v1/admin/orders/${placed.id}/actions`,
    { action: 'mark_paid', version: detail.version },
    staffToken,
  );

  // The customer writes the review on the product page.
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsCustomer(page);
  await page.goto(`/product/${SLUG}`);
  const reviews = page.getByRole('region', { name: /Recenzije/ });
  await reviews.getByRole('button', { name: 'NAPIŠITE RECENZIJU' }).click();
  const form = page.getByRole('form', { name: 'Napišite recenziju' });
  await form.getByRole('button', { name: 'OBJAVI RECENZIJU' }).click();
  await expect(form.getByText('Odaberite ocjenu i napišite komentar.')).toBeVisible();
  await form.getByRole('radio', { name: /4 od 5/ }).check();
  await form.getByLabel('Komentar').fill(COMMENT);
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'OBJAVI RECENZIJU' }).click();
  await expect(page.getByText('Hvala! Vaša recenzija čeka odobrenje.')).toBeVisible();
  await expect(reviews.getByText(/· Čeka odobrenje/)).toBeVisible();
  await page.screenshot({ path: screenPath('product-review-written-1440'), fullPage: true });

  // Staff approve it and reply.
  const deskContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: baseURL! });
  await skipOverlays(deskContext, baseURL!);
  const desk = await deskContext.newPage();
  await desk.goto('/admin');
  await desk.getByLabel('E-mail').fill(ADMIN.email);
  await desk.getByLabel('Lozinka').fill(ADMIN.password);
  await desk.getByRole('button', { name: 'PRIJAVI SE' }).click();
  await desk.getByRole('navigation', { name: 'Administracija' }).getByRole('link', { name: 'Recenzije' }).click();
  await expect(desk.getByRole('heading', { name: 'Recenzije', level: 1 })).toBeVisible();
  const item = desk.getByRole('listitem').filter({ hasText: COMMENT });
  await expect(item.getByText('Provjereni kupac')).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: screenPath('admin-reviews-1440'), fullPage: true });
  await item.getByRole('button', { name: 'Odobri' }).click();
  await expect(item.getByText('Objavljena')).toBeVisible();
  await item.getByRole('button', { name: 'Odgovori' }).click();
  await item.getByRole('button', { name: 'Objavi odgovor' }).click();
  await expect(item.getByText('Upišite odgovor.')).toBeVisible();
  await item.getByRole('textbox', { name: /Odgovor kluba/ }).fill('Hvala! Vidimo se na Gradskom vrtu.');
  await item.getByRole('button', { name: 'Objavi odgovor' }).click();
  await expect(item.getByText('Odgovor kluba: Hvala! Vidimo se na Gradskom vrtu.')).toBeVisible();
  await deskContext.close();

  // A guest on a phone: the review with its reply, and the average on the card.
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: baseURL! });
  await skipOverlays(guestContext, baseURL!);
  const guest = await guestContext.newPage();
  await guest.goto(`/product/${SLUG}`);
  const shown = guest.getByRole('region', { name: /Recenzije/ });
  // The list is asked for once the page has come to life: on a busy machine that is more than a few seconds.
  await expect(shown.getByText(COMMENT)).toBeVisible({ timeout: 20_000 });
  await expect(shown.getByText('Provjereni kupac')).toBeVisible();
  await expect(shown.getByText('Hvala! Vidimo se na Gradskom vrtu.')).toBeVisible();
  await expect(guest.getByRole('img', { name: 'Ocjena 4 od 5 (1 recenzija)' }).first()).toBeVisible();
  await expect(shown.getByRole('link', { name: 'Prijavite se' })).toBeVisible();
  expect(await axeViolations(guest)).toEqual([]);
  await guest.screenshot({ path: screenPath('product-reviews-390'), fullPage: true });
  await guest.goto('/pretraga?search=Slavonija');
  const card = guest.getByRole('article').filter({ hasText: 'Šal "Slavonija"' });
  await expect(card.getByRole('img', { name: 'Ocjena 4 od 5 (1 recenzija)' })).toBeVisible();
  await guestContext.close();
});
