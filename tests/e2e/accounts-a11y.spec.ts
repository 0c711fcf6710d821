import { axeViolations } from './axe.js';
import { expect, test } from './fixtures.js';

// axe-core with every rule it has on the account screens: no violation of any impact, also with the per-field errors
// shown (docs/decisions/0038-accessibility-wcag-21-aa.md, docs/decisions/0140-axe-with-every-rule.md).
const pages = {
  login: '/prijava',
  registration: '/registracija',
  'forgot password': '/zaboravljena-lozinka',
  'reset password': '/zaboravljena-lozinka?token=abc',
};

for (const [name, url] of Object.entries(pages)) {
  test(`the ${name} page has no accessibility violation, errors shown`, async ({ page }) => {
    test.setTimeout(90_000);
    await page
      .context()
      .addCookies([{ name: 'acceptedCookies', value: 'necessary', url: test.info().project.use.baseURL! }]);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('button', { name: 'U redu', exact: true })
      .click({ timeout: 4000 })
      .catch(() => {});
    // Submitting the empty form shows every field error (the registration button waits for a consent).
    const submit = page.locator('main form button[type=submit]');
    if (await submit.isEnabled()) await submit.click();
    expect(await axeViolations(page)).toEqual([]);
  });
}
