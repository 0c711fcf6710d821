import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.0 and 2.1 A and AA rules only, without axe-core's best practices. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's serious and critical violations on the page once the network is idle, one line each with up to three
 * of the elements at fault; the a11y specs expect none (docs/decisions/0038-accessibility-wcag-21-aa.md). Without
 * `tags`, every rule axe-core runs by default.
 */
export async function seriousViolations(page: Page, tags?: string[]): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const builder = new AxeBuilder({ page });
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
