import AxeBuilder from '@axe-core/playwright';
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
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
    expect(bad).toEqual([]);
  });
}
