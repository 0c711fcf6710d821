import { seriousViolations, WCAG_21_AA } from './axe.js';
import { expect, test } from './fixtures.js';

// axe-core on the account screens (docs/decisions/0038-accessibility-wcag-21-aa.md, WCAG 2.1 AA): no serious or critical violation, also with the
// per-field errors shown.
const pages = {
  login: '/prijava',
  registration: '/registracija',
  'forgot password': '/zaboravljena-lozinka',
  'reset password': '/zaboravljena-lozinka?token=abc',
};

for (const [name, url] of Object.entries(pages)) {
  test(`the ${name} page has no serious or critical accessibility violations, errors shown`, async ({ page }) => {
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
    expect(await seriousViolations(page, WCAG_21_AA)).toEqual([]);
  });
}
