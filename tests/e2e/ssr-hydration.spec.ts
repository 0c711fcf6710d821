import { expect, test } from './fixtures.js';

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

test('the home page asks the API for nothing it already holds', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/cms/') || request.url().includes('/api/v1/product')) calls.push(request.url());
  });
  await page.goto('/product/domaci-dres-2025-26');
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  await page.goto('/');
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  await page.waitForTimeout(1000);
  expect(calls.filter((url) => !url.includes('/finder/'))).toEqual([]);
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
