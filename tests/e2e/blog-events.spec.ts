import type { Page } from '@playwright/test';
import { expect, screenPath, test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

// The blog and events (docs/decisions/0118-posts-and-events.md): from the navigation to the list, a category, a
// post and an event, at 1440 and 390 px, with screenshots in test-results/screens (docs/screens with UPDATE_SCREENS).

const CROATIAN_DATE =
  /\d{1,2}\. (siječnja|veljače|ožujka|travnja|svibnja|lipnja|srpnja|kolovoza|rujna|listopada|studenoga|prosinca) \d{4}\./;

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

/** Waits for the page's images (lazy ones too) so the screenshot shows them. */
async function shoot(page: Page, name: string) {
  await expect(page.locator('.site-footer')).toBeVisible();
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('img[loading="lazy"]')) (img as HTMLImageElement).loading = 'eager';
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || !img.checkVisibility()));
  await page.screenshot({ path: screenPath(name), fullPage: true });
}

async function openBlogFromNavigation(page: Page, width: number) {
  if (width < 1024) {
    // The menu's button answers once its machine has loaded after the first paint (until then it is a stand-in).
    const menu = page.getByRole('dialog', { name: 'Glavna navigacija' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Otvori izbornik' }).click();
      await expect(menu).toBeVisible({ timeout: 1000 });
    }).toPass();
    await menu.getByRole('link', { name: 'Objave' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Glavna navigacija' }).getByRole('link', { name: 'Objave' }).click();
  }
}

for (const width of [1440, 390]) {
  test(`a shopper reads the club's posts and opens an event at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await openBlogFromNavigation(page, width);

    // The list: every post as a card with its Croatian date, the category filters and the upcoming events.
    await expect(page).toHaveURL(/\/objave$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Objave' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Popis objava' }).getByRole('article');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText(CROATIAN_DATE);
    const events = page.getByRole('region', { name: 'Nadolazeći događaji' });
    await expect(events.getByRole('listitem')).toHaveCount(4);
    await shoot(page, `blog-list-${width}`);

    // A category keeps only its posts; the filter says which one is chosen.
    const filters = page.getByRole('navigation', { name: 'Kategorije objava' });
    await filters.getByRole('link', { name: 'Akademija' }).click();
    await expect(page).toHaveURL(/\/objave\/kategorija\/akademija$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Akademija' })).toBeVisible();
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) await expect(card).toContainText('Akademija');
    await expect(filters.getByRole('link', { name: 'Akademija' })).toHaveAttribute('aria-current', 'page');
    await shoot(page, `blog-category-${width}`);

    // A post: title, date, body, its category and tags as links back to the lists.
    await page.getByRole('link', { name: 'Upisi u školu nogometa za djecu od 6 do 12 godina' }).click();
    await expect(page).toHaveURL(/\/objave\/upisi-u-skolu-nogometa$/);
    const article = page.getByRole('article');
    await expect(
      article.getByRole('heading', { level: 1, name: 'Upisi u školu nogometa za djecu od 6 do 12 godina' }),
    ).toBeVisible();
    await expect(article.locator('time').first()).toHaveText(CROATIAN_DATE);
    await expect(article).toContainText('Treninzi su utorkom i četvrtkom');
    await expect(
      page.getByRole('navigation', { name: 'Putanja' }).getByRole('link', { name: 'Akademija' }),
    ).toHaveAttribute('href', '/objave/kategorija/akademija');
    await expect(article.getByRole('link', { name: '#Upisi' })).toHaveAttribute('href', '/objave/oznaka/upisi');
    await expect(page).toHaveTitle(/^Upisi u školu nogometa za djecu od 6 do 12 godina \| /);
    await shoot(page, `blog-post-${width}`);

    // Back to the blog, then the next home match from the upcoming events.
    await page.getByRole('link', { name: '← Sve objave' }).click();
    await expect(cards).toHaveCount(6);
    await events.getByRole('link', { name: 'NK Zvijezda – HNK Dubrava' }).click();
    await expect(page).toHaveURL(/\/dogadjaj\/\d+$/);
    const event = page.getByRole('article');
    await expect(event.getByRole('heading', { level: 1, name: 'NK Zvijezda – HNK Dubrava' })).toBeVisible();
    await expect(event).toContainText('Stadion Zvijezda');
    await expect(event).toContainText('Stadionska ulica 1, 31000 Osijek');
    await expect(event).toContainText(
      /(ponedjeljak|utorak|srijeda|četvrtak|petak|subota|nedjelja), \d{1,2}\. \S+ \d{4}\./,
    );
    await expect(event).toContainText(/\d{2}:\d{2} – \d{2}:\d{2}/);
    await expect(event.getByRole('link', { name: 'Navijačka oprema' })).toHaveAttribute(
      'href',
      '/shop/navijacki-program',
    );
    await shoot(page, `event-${width}`);
  });
}

test('an unknown post, category, tag or event is the shop 404 page', async ({ page }) => {
  for (const path of [
    '/objave/nema-te-objave',
    '/objave/kategorija/nema-je',
    '/objave/oznaka/nema-je',
    '/dogadjaj/999999',
    '/dogadjaj/abc',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Stranica nije pronađena' }), path).toBeVisible();
  }
});

test('the footer links to the posts and events', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Objave i događaji' }).click();
  await expect(page).toHaveURL(/\/objave$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Objave' })).toBeVisible();
});
