import type { Page } from '@playwright/test';
import { editorApi, expectNoViolationsIn, type Master, MASTERS_PAGE as PAGE } from './cms-edit.js';
import { expect, screenPath, test } from './fixtures.js';
import { signInToBackOffice } from './login.js';
import { skipOverlays } from './overlays.js';

test.describe.configure({ timeout: 360_000 });

/**
 * Masters made in the edit mode (docs/decisions/0242-master-and-child-sections.md): a new text section is saved as a
 * master (a name is required and unique, said in Croatian) and becomes its first child; the master is renamed; while
 * the page's draft holds its child it cannot be deleted (the panel says on how many pages it is); detached, it goes.
 * Nothing is published: the draft and any master left are removed afterwards. Nothing a guest reads changes, so this
 * journey runs with the others, not after them as the publishing ones of cms-edit-masters.spec.ts do
 * (docs/decisions/0267-journeys-tail-and-timings.md).
 */
test('an editor saves a section as a new master, renames it, and deletes it once no page uses it', async ({
  page,
  baseURL,
  request,
}) => {
  await skipOverlays(page.context(), baseURL!);
  const { headers, current } = await editorApi(request, PAGE);
  const footer = ((await current()).masters as Master[]).find((m) => m.name.startsWith('Podnožje'))!;
  const name = `Traka o dostavi ${Date.now().toString(36)}`;
  try {
    await signInToBackOffice(page);
    await page.goto('/dostava-i-placanje?editPage=true');
    const toolbar = page.getByRole('region', { name: 'Uređivanje stranice' });
    await expect(toolbar.getByText('Objavljeno')).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: '+ Tekst' }).click();
    const section = page.locator('[data-section-id="richText-2"]');
    const title = section.getByRole('textbox', { name: 'Naslov' });
    await title.click();
    await title.fill('Besplatna dostava');
    await title.press('Enter');
    await section.getByRole('button', { name: 'Postavke' }).click();
    const panel = page.getByRole('complementary', { name: 'Postavke: Tekst' });

    // A name is required, and one another master has is refused: both said in Croatian, nothing made.
    await panel.getByRole('button', { name: 'Spremi kao master' }).click();
    const nameField = panel.getByLabel('Naziv novog mastera');
    await nameField.fill('   ');
    await panel.getByRole('button', { name: 'Spremi master' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Upišite naziv mastera.');
    await nameField.fill(footer.name);
    await nameField.press('Enter');
    await expect(panel.getByRole('alert')).toHaveText('Master s tim nazivom već postoji: odaberite drugi naziv.');
    await expectNoViolationsIn(page, '.cms-edit');
    await page.screenshot({ path: screenPath('cms-edit-masters-new-1440') });
    await nameField.fill(name);
    await panel.getByRole('button', { name: 'Spremi master' }).click();

    // The section is the new master's first child, every field inherited.
    await expect(panel.getByRole('heading', { name: `Dijete mastera: ${name}` })).toBeVisible();
    const fields = panel.getByRole('list', { name: 'Polja sekcije' });
    await expect(fields.locator('[data-field="title"]')).toContainText('naslijeđeno');
    await expect(section.getByRole('toolbar')).toContainText('dijete mastera');

    // Renamed from the child's panel.
    await panel.getByRole('button', { name: 'Preimenuj master' }).click();
    await panel.getByLabel(`Novi naziv mastera ${name}`).fill(`${name} (sve stranice)`);
    await panel.getByRole('button', { name: 'Spremi naziv' }).click();
    await expect(panel.getByRole('heading', { name: `Dijete mastera: ${name} (sve stranice)` })).toBeVisible();

    // The draft holds its child: deleting it is refused, the panel says where it is used.
    await toolbar.getByRole('button', { name: 'Spremi nacrt' }).click();
    await expect(toolbar.getByRole('status')).toHaveText(/spremljen/i);
    await panel.getByRole('button', { name: 'Obriši master' }).click();
    await expect(panel.getByRole('alert')).toContainText(`Obrisati master „${name} (sve stranice)”?`);
    await panel.getByRole('button', { name: 'Obriši', exact: true }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      'Master se ne može obrisati: koristi se na 1 stranicu (Dostava i plaćanje). Prvo odvojite te sekcije od mastera.',
    );
    await expectNoViolationsIn(page, '.cms-edit');
    await page.screenshot({ path: screenPath('cms-edit-masters-in-use-1440') });

    // On a phone, from the keyboard: detached and saved, the master is no longer used and is deleted.
    await page.setViewportSize({ width: 390, height: 844 });
    const press = async (button: ReturnType<Page['getByRole']>) => {
      await button.focus();
      await page.keyboard.press('Enter');
    };
    await expect(panel.getByRole('alert')).toBeVisible();
    await expectNoViolationsIn(page, '.cms-edit');
    await page.screenshot({ path: screenPath('cms-edit-masters-in-use-390') });
    await press(panel.getByRole('button', { name: 'Odvoji od mastera' }));
    const saved = page.waitForResponse((r) => r.url().endsWith(`${PAGE}/draft`) && r.request().method() === 'PUT');
    await press(toolbar.getByRole('button', { name: 'Spremi nacrt' }));
    expect((await saved).status()).toBe(200);
    const choice = panel.getByLabel('Master', { exact: true });
    await choice.selectOption({ label: `${name} (sve stranice)` });
    await press(panel.getByRole('button', { name: 'Obriši odabrani' }));
    await expectNoViolationsIn(page, '.cms-edit');
    await page.screenshot({ path: screenPath('cms-edit-masters-delete-390') });
    await press(panel.getByRole('button', { name: 'Obriši', exact: true }));
    await expect(choice.locator('option')).toHaveText([footer.name]);
    const left = ((await current()).masters as Master[]).map((m) => m.name);
    expect(left).not.toContain(`${name} (sve stranice)`);
  } finally {
    await request.delete(`${PAGE}/draft?revision=${(await current()).revision}`, { headers });
    for (const m of (await current()).masters as Master[])
      if (m.name.startsWith(name)) await request.delete(`/api/v1/admin/cms/masters/${m.id}`, { headers });
  }
});
