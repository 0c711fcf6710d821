import type { APIRequestContext, Page } from '@playwright/test';
import { editorApi, expectNoViolationsIn, type Master, MASTERS_PAGE as PAGE } from './cms-edit.js';
import { expect, screenPath, test } from './fixtures.js';
import { signInToBackOffice } from './login.js';
import { skipOverlays } from './overlays.js';

/**
 * Master and child sections in the edit mode (docs/decisions/0242-master-and-child-sections.md) and the page revision
 * check (docs/decisions/0243-page-revision-check.md): an editor's save over another editor's is refused with the
 * changes kept; a new text section on /dostava-i-placanje becomes a child of the pages' footer band master, a field is overridden
 * and put back; the master is edited, the editor is told how many pages it changes, and once published a guest sees
 * every page with a child changed, in the server-rendered HTML too. The master and the page are put back afterwards.
 * A new master made and deleted without publishing runs with the other journeys: cms-master-new.spec.ts
 * (docs/decisions/0267-journeys-tail-and-timings.md).
 */
test.describe.configure({ timeout: 360_000 });

async function putBack(request: APIRequestContext, original: Master) {
  const { headers, current } = await editorApi(request, PAGE);
  const now = ((await current()).masters as Master[]).find((m) => m.id === original.id)!;
  await request.put(`/api/v1/admin/cms/masters/${original.id}`, {
    headers,
    data: { revision: now.revision, content: original.content },
  });
  const versions = (await (await request.get(`${PAGE}/history`, { headers })).json()).data.versions as Array<{
    id: number;
    publishedBy: string | null;
  }>;
  const first = versions.find((v) => v.publishedBy === null);
  if (first) {
    await request.post(`${PAGE}/history/${first.id}/restore`, {
      headers,
      data: { revision: (await current()).revision },
    });
    await request.post(`${PAGE}/publish`, {
      headers,
      data: { acceptWarnings: true, revision: (await current()).revision },
    });
  }
  await request.delete(`${PAGE}/draft?revision=${(await current()).revision}`, { headers });
}

test('an editor makes a section a child of a master, overrides and puts back a field, and publishes the master for every page', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  await skipOverlays(page.context(), baseURL!);
  const guestContext = await browser.newContext();
  await skipOverlays(guestContext, baseURL!);
  const guest = await guestContext.newPage();
  const { headers, current } = await editorApi(request, PAGE);
  const master = ((await current()).masters as Master[]).find((m) => m.name.startsWith('Podnožje'))!;
  const token = `Dostava besplatna ${Date.now().toString(36)}`;
  try {
    await signInToBackOffice(page);

    await page.goto('/dostava-i-placanje?editPage=true');
    const toolbar = page.getByRole('region', { name: 'Uređivanje stranice' });
    await expect(toolbar.getByText('Objavljeno')).toBeVisible({ timeout: 20_000 });

    // Another editor saves the page meanwhile: this editor's save is refused, the typed title stays on screen.
    const other = await current();
    const saved = await request.put(`${PAGE}/draft`, {
      headers,
      data: { revision: other.revision, components: other.components },
    });
    expect(saved.status()).toBe(200);
    const heading = page.locator('[data-section-id="dostava"]').getByRole('textbox', { name: 'Naslov' });
    await heading.click();
    await heading.fill('Dostava kući');
    await heading.press('Enter');
    await toolbar.getByRole('button', { name: 'Spremi nacrt' }).click();
    const stale = toolbar.getByRole('alert').filter({ hasText: 'Stranicu je promijenio drugi urednik' });
    await expect(stale).toContainText('Vaše promjene nisu spremljene, ali su i dalje ovdje');
    await expect(heading).toHaveText('Dostava kući');
    await stale.getByRole('button', { name: 'Učitaj ponovno' }).click();
    await expect(heading).toHaveText('Dostava');

    // A new text section made a child of the footer band master: it shows the master's content.
    await page.getByRole('button', { name: '+ Tekst' }).click();
    const child = page.locator('[data-section-id="richText-2"]');
    await child.getByRole('button', { name: 'Postavke' }).click();
    const panel = page.getByRole('complementary', { name: 'Postavke: Tekst' });
    await expect(panel.getByLabel('Master', { exact: true })).toHaveValue(String(master.id));
    await panel.getByRole('button', { name: 'Poveži s masterom' }).click();
    await expect(child.getByRole('textbox', { name: 'Naslov' })).toHaveText(String(master.content.title));
    await expect(child.getByRole('toolbar')).toContainText('dijete mastera');
    const fields = panel.getByRole('list', { name: 'Polja sekcije' });
    await expect(fields.locator('[data-field="title"]')).toContainText('naslijeđeno');

    // The title overridden in place: the panel says so and offers the master's back.
    const childTitle = child.getByRole('textbox', { name: 'Naslov' });
    await childTitle.click();
    await childTitle.fill('Kupujte kod nas');
    await childTitle.press('Enter');
    await expect(fields.locator('[data-field="title"]')).toContainText('promijenjeno');
    await expect(fields.locator('[data-field="html"]')).toContainText('naslijeđeno');
    await expectNoViolationsIn(page, '.cms-edit');
    await page.screenshot({ path: screenPath('cms-edit-masters-child-1440') });
    await panel.getByRole('button', { name: 'Vrati na master: Naslov' }).click();
    await expect(fields.locator('[data-field="title"]')).toContainText('naslijeđeno');
    await expect(childTitle).toHaveText(String(master.content.title));
    await panel.getByRole('button', { name: 'Zatvori' }).click();

    await toolbar.getByRole('button', { name: 'Objavi' }).click();
    await expect(toolbar.getByRole('status')).toHaveText(/Stranica je objavljena/);

    // The master edited from the child's panel: before publishing, how many pages it changes.
    await child.getByRole('button', { name: 'Postavke' }).click();
    await panel.getByRole('button', { name: 'Uredi master' }).click();
    const editor = page.getByRole('complementary', { name: `Master: ${master.name}` });
    await editor.getByRole('textbox', { name: /^Tekst/ }).fill(`<p>${token}.</p>`);
    await editor.getByRole('button', { name: 'Objavi master' }).click();
    const warning = editor.getByRole('alert');
    await expect(warning).toContainText(/Promjena mastera mijenja 4 stranice/);
    await expect(editor).toContainText('Naslovna, Članstvo, Pomoć, Dostava i plaćanje');
    await expectNoViolationsIn(page, '.cms-edit');
    await page.screenshot({ path: screenPath('cms-edit-masters-warning-1440') });
    await warning.getByRole('button', { name: 'Objavi na svim stranicama' }).click();
    await expect(editor).toHaveCount(0);
    await expect(child).toContainText(token);

    // A guest sees every page with a child changed, in the HTML the server renders too.
    for (const path of ['/dostava-i-placanje', '/pomoc', '/clanstvo', '/']) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html, path).toContain(token);
    }
    for (const path of ['/dostava-i-placanje', '/pomoc']) {
      await guest.goto(path);
      await expect(guest.getByText(token)).toBeVisible();
    }

    // The same panel and warning on a phone, from the keyboard (the toolbar sits over the panel's foot).
    await page.setViewportSize({ width: 390, height: 844 });
    const press = async (button: ReturnType<Page['getByRole']>) => {
      await button.focus();
      await page.keyboard.press('Enter');
    };
    await expect(panel).toBeVisible();
    await expect(fields.locator('[data-field="html"]')).toContainText('naslijeđeno');
    await expectNoViolationsIn(page, '.cms-edit');
    await page.screenshot({ path: screenPath('cms-edit-masters-child-390') });
    await press(panel.getByRole('button', { name: 'Uredi master' }));
    await editor.getByRole('textbox', { name: 'Naslov' }).fill('Službena trgovina');
    await press(editor.getByRole('button', { name: 'Objavi master' }));
    await expect(editor.getByRole('alert')).toContainText(/Promjena mastera mijenja 4 stranice/);
    await expectNoViolationsIn(page, '.cms-edit');
    await page.screenshot({ path: screenPath('cms-edit-masters-warning-390') });
    await press(editor.getByRole('button', { name: 'Natrag' }));
    await press(editor.getByRole('button', { name: 'Odustani' }));
    await expect(panel).toBeVisible();
  } finally {
    await putBack(request, master);
    await guestContext.close();
  }
});
