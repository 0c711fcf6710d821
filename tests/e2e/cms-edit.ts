import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  request as newRequest,
  type Page,
} from '@playwright/test';
import { EVERY_RULE } from './axe.js';
import { expect, screenPath } from './fixtures.js';
import { CONTENT_EDITOR } from './login.js';
import { skipOverlays } from './overlays.js';

/**
 * What the content editors' journeys do alike: open a page in the edit mode and one of its toolbar's dialogs, open a
 * new release's form and roll a release back (docs/decisions/0251-cms-timed-releases.md), keep a guest beside the
 * editor, read the server's HTML as a new visitor, and check the editor's parts with every axe rule.
 */

/** Opens `path` in the edit mode (the editor is signed in already) and gives its toolbar. */
export async function openEditMode(page: Page, path = '/') {
  await page.goto(`${path}?editPage=true`);
  return page.getByRole('region', { name: 'Uređivanje stranice' });
}

/** Opens `path` in the edit mode and the toolbar's button `name`, which opens the dialog of that name ('Navigacija'). */
export async function openToolbarDialog(page: Page, name: string, path = '/') {
  const toolbar = await openEditMode(page, path);
  await toolbar.getByRole('button', { name }).click({ timeout: 20_000 });
  return page.getByRole('dialog', { name });
}

/**
 * The toolbar's dialog `editor` on a 390 px phone: its 'Zatvori' in view, no axe violation inside `selector`, the
 * screenshot `shot` taken; then closed.
 */
export async function closeDialogOnAPhone(page: Page, editor: Locator, selector: string, shot: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(editor.getByRole('button', { name: 'Zatvori' })).toBeVisible();
  await expectNoViolationsIn(page, selector);
  await page.screenshot({ path: screenPath(shot) });
  await editor.getByRole('button', { name: 'Zatvori' }).click();
  await expect(editor).toHaveCount(0);
}

/** On the releases page (/admin/izdanja): opens 'Novo izdanje' and gives its form. */
export async function newReleaseForm(page: Page) {
  await page.getByRole('button', { name: 'Novo izdanje' }).click();
  return page.getByRole('form', { name: 'Novo izdanje' });
}

/** On the releases page: rolls the release `name` (its row `release`) back, confirmed, and waits for the word. */
export async function rollBackRelease(page: Page, release: Locator, name: string) {
  await release.getByRole('button', { name: `Vrati: ${name}` }).click();
  await page.getByRole('form', { name: 'Potvrda' }).getByRole('button', { name: 'Da' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Izdanje je vraćeno' })).toBeVisible();
}

/**
 * A guest's page in a browser context of its own beside the editor's, the consent and popup overlays skipped for
 * both; the caller closes `guestContext` when done.
 */
export async function guestBesideEditor(
  page: Page,
  browser: Browser,
  baseURL: string,
  options?: BrowserContextOptions,
) {
  await skipOverlays(page.context(), baseURL);
  const guestContext = await browser.newContext(options);
  await skipOverlays(guestContext, baseURL);
  return { guest: await guestContext.newPage(), guestContext };
}

/** `path`'s HTML as the server answers a visitor with nothing cached (a publication drops the cached page). */
export async function htmlForNewVisitor(baseURL: string, path = '/') {
  const fresh = await newRequest.newContext({ baseURL });
  try {
    return await (await fresh.get(path, { headers: { accept: 'text/html' } })).text();
  } finally {
    await fresh.dispose();
  }
}

/** No axe violation, by any rule (docs/decisions/0140-axe-with-every-rule.md), inside the elements of `selectors`. */
export async function expectNoViolationsIn(page: Page, ...selectors: string[]) {
  let axe = new AxeBuilder({ page });
  for (const selector of selectors) axe = axe.include(selector);
  const result = await axe.withRules(EVERY_RULE).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** The page of the master journeys (docs/decisions/0242-master-and-child-sections.md), as the admin API names it. */
export const MASTERS_PAGE = '/api/v1/admin/cms/pages/dostava-i-placanje';

export interface Master {
  id: number;
  name: string;
  content: Record<string, unknown>;
  revision: number;
}

/** The content editor signed in through the API: its headers and a read of the admin page `path` as it is now. */
export async function editorApi(request: APIRequestContext, path: string) {
  const HEADERS = { apiKey: 'demo-api-key' };
  const login = await request.post('/api/v1/login', {
    headers: HEADERS,
    data: { username: CONTENT_EDITOR.email, password: CONTENT_EDITOR.password },
  });
  const headers = { ...HEADERS, authorization: `Bearer ${(await login.json()).data.tokens.accessToken}` };
  const current = async () => (await (await request.get(path, { headers })).json()).data;
  return { headers, current };
}
