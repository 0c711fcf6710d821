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

test("the page's largest image and its first paint are on screen before its JavaScript is asked for", async ({
  page,
}) => {
  // docs/decisions/0122-scripts-after-first-paint.md: on a phone's link the hero must not share its bandwidth with
  // the framework; the modules follow the reports of the first contentful paint and of the image's largest paint.
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { paints: Record<string, number> }).paints = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>)
        if (entry.element?.getAttribute('fetchpriority') === 'high') seen.lcpImage = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/product/domaci-dres-2025-26');
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
  const { paints, image, firstScript } = await page.evaluate(() => {
    const hero = document.querySelector('img[fetchpriority="high"]') as HTMLImageElement;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      paints: (window as unknown as { paints: Record<string, number> }).paints,
      image: resources.find((entry) => entry.name === hero.currentSrc)?.responseEnd ?? Number.NaN,
      firstScript: Math.min(
        ...resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map((entry) => entry.startTime),
      ),
    };
  });
  expect(paints.fcp).toBeGreaterThan(0);
  expect(firstScript).toBeGreaterThan(paints.fcp!);
  expect(firstScript).toBeGreaterThan(image);
  expect(firstScript).toBeGreaterThan(paints.lcpImage!);
});

test('a phone does not fetch the second image of a product card, which shows on hover only', async ({
  browser,
  baseURL,
}) => {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await phone.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/shop/dresovi');
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-hydrated'));
    // Down the list card by card (a jump to the bottom leaves the middle cards out of the lazy images' reach when
    // the phone's footer is taller than the list).
    await page.evaluate(async () => {
      for (const img of document.querySelectorAll('.product-card__img:not(.product-card__img--second)')) {
        img.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    // Every card's first image has arrived, the lazy ones too: the page had every chance to fetch the second ones.
    await expect
      .poll(() =>
        page
          .locator('.product-card__img:not(.product-card__img--second)')
          .evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete)),
      )
      .toBe(true);
    const stem = (path: string) =>
      path
        .split('/')
        .pop()!
        .replace(/\.\w+$/, '');
    const sources = (selector: string) =>
      page.locator(selector).evaluateAll((images) => images.map((img) => img.getAttribute('src')!));
    // An image that is one card's second may be another card's first: only the others count.
    const firsts = new Set((await sources('.product-card__img:not(.product-card__img--second)')).map(stem));
    const seconds = (await sources('.product-card__img--second')).map(stem).filter((name) => !firsts.has(name));
    expect(seconds.length).toBeGreaterThan(0);
    const fetched = new Set(requested.filter((path) => path.startsWith('/media/')).map(stem));
    expect(seconds.filter((name) => fetched.has(name))).toEqual([]);
  } finally {
    await phone.close();
  }
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

test('a page the browser keeps still comes to life when reloaded after the server has rendered it anew', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // A reload revalidates with the kept page's ETag: were the new render answered 304, the browser would run the old
  // body under the new render's CSP, whose hashes allow the new router scripts only, and the page would never hydrate.
  await skipOverlays(context, baseURL!);
  const URL = '/product/paket-domaci-komplet';
  const first = await page.goto(URL);
  const etag = first!.headers().etag!;
  const token = await apiLogin(request, ADMIN.email, ADMIN.password);
  await callApi(request, 'POST', '/api/v1/admin/caches/clear', { caches: ['listing'] }, token);
  const revalidated = await request.get(URL, { headers: { 'if-none-match': etag } });
  expect(revalidated.status()).toBe(200);
  expect(revalidated.headers().etag).not.toBe(etag);
  // The fixture's reload waits until the browser has taken the page over.
  await page.reload();
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1);
});
