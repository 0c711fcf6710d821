import { expect, test } from './fixtures.js';
import { apiLogin } from './order-helpers.js';
import { skipOverlays } from './overlays.js';
import { callApi } from './platform-api.js';

const ADMIN = { email: 'admin@zvijezda-shop.hr', password: 'Admin2024!' };

// With JavaScript on, the browser takes over the server's HTML (docs/decisions/0106-server-rendering.md): the
// shared fixture fails any journey on a hydration error or warning; this one walks the public routes for it.
const PUBLIC_ROUTES = [
  '/',
  '/shop',
  '/shop/dresovi?boja=13&sort=price-asc',
  '/product/domaci-dres-2025-26',
  '/product/paket-domaci-komplet',
  '/pretraga?q=dres',
  '/clanstvo',
  '/kosarica',
  '/naplata',
  '/profil',
  '/prijava',
  '/nema-te-stranice',
];

test('the public routes hydrate without a mismatch', async ({ page }) => {
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route);
    await expect(page.locator('.site-header')).toBeVisible();
    // Hydrated: the router has taken over the links (a client navigation keeps the document).
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  }
});

test('a server-rendered page is drawn before its JavaScript is asked for', async ({ page }) => {
  // docs/decisions/0122-scripts-after-first-paint.md: the scripts do not share the first round trips with the paint.
  // The first frame's callbacks run once the stylesheet is in, just before that frame is drawn.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
    });
  });
  await page.goto('/product/domaci-dres-2025-26');
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  const { firstFrame, firstScript } = await page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrameAt: number }).firstFrameAt,
    firstScript: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(firstFrame).toBeGreaterThan(0);
  expect(firstScript).toBeGreaterThan(firstFrame);
});

test('a click on add to cart made before the app has taken over the page is not lost', async ({
  page,
  context,
  baseURL,
}) => {
  await skipOverlays(context, baseURL!);
  // The entry module is held back until the click has been made: the button is the server's HTML, with no app yet.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/product/sal-zvijezda-klasicni', { waitUntil: 'commit' });
  await page.locator('.purchase__cta').click();
  expect(await page.evaluate(() => document.getElementById('root')?.hasAttribute('data-hydrated'))).toBe(false);
  releaseEntry();
  await expect(page.locator('.header-actions__badge')).toHaveText('1', { timeout: 15_000 });
});

test('the home page asks the API for nothing it already holds', async ({ page }) => {
  const calls: string[] = [];
  const overlayTexts: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.includes('/api/v1/cms/') && !url.includes('/api/v1/product')) return;
    // The consent banner's and popup's texts are not in the page's data: they are asked for once it is hydrated
    // (docs/decisions/0124-page-data-carries-what-the-first-view-draws.md).
    if (url.includes('/cms/element/getByHandlers') && request.postData()?.includes('"cookie"')) overlayTexts.push(url);
    else calls.push(url);
  });
  await page.goto('/product/domaci-dres-2025-26');
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  await page.goto('/');
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  await page.waitForTimeout(1000);
  expect(calls.filter((url) => !url.includes('/finder/'))).toEqual([]);
  expect(overlayTexts).toHaveLength(2);
  expect(await page.locator('#ssr-state').textContent()).not.toContain('"handler":"cookie"');
});

test('anonymous pages are cacheable and revalidate; personal ones are never stored', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['cache-control']).toMatch(/public, max-age=\d+, stale-while-revalidate=\d+/);
  const etag = home.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get('/', { headers: { 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
  for (const personal of ['/kosarica', '/naplata', '/profil']) {
    const res = await request.get(personal);
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(res.headers().etag).toBeUndefined();
  }
});

test('an anonymous page is rendered once for everyone, compressed, and rendered anew when staff clear the caches', async ({
  request,
}) => {
  const URL = '/product/domaci-dres-2025-26';
  // The render's data carries when it was fetched: the same moment means the same render.
  const renderedAt = async (headers: Record<string, string> = {}) => {
    const res = await request.get(URL, { headers });
    expect(res.status()).toBe(200);
    return /"dehydratedAt":(\d+)/.exec(await res.text())?.[1];
  };
  const first = await renderedAt();
  expect(first).toBeTruthy();
  expect(await renderedAt({ 'accept-encoding': 'br' })).toBe(first);
  const compressed = await request.fetch(URL, { headers: { 'accept-encoding': 'br' } });
  expect(compressed.headers()['content-encoding']).toBe('br');
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  await callApi(request, 'POST', '/api/v1/admin/caches/clear', { caches: ['listing'] }, token);
  expect(await renderedAt()).not.toBe(first);
});
