import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Rules of axe-core that cannot apply to this shop, each with the reason (docs/decisions/0140-axe-with-every-rule.md).
 * Everything else axe-core knows runs, also the rules it leaves off by default (experimental, AAA, deprecated).
 */
const NOT_APPLICABLE: Record<string, string> = {
  // WCAG 1.4.6 (AAA), 7:1 for text. The shop's yardstick is WCAG 2.1 AA (decision 0038), where 1.4.3 asks 4.5:1
  // and axe's color-contrast rule checks it on every page; the club's colours (the crest's gold, the sale red) are
  // set for that. W3C advises against requiring AAA of a whole site, and a 7:1 palette is the club's call to make.
  'color-contrast-enhanced': 'AAA contrast (7:1); AA contrast (4.5:1) is checked by color-contrast',
};

/** Every rule axe-core has, less the ones above: `runOnly` by rule id switches on those it leaves off by default. */
export const EVERY_RULE = axe
  .getRules()
  .map((rule) => rule.ruleId)
  .filter((id) => !(id in NOT_APPLICABLE));

/**
 * axe-core's violations, of any impact, on the page once the network is idle, one line each with up to three of the
 * elements at fault; the journeys expect none (docs/decisions/0038-accessibility-wcag-21-aa.md and 0140).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // Legacy mode runs axe in the page itself (every frame injected, as the shop's only frame, the edit mode's preview, is
  // same-origin). The default mode opens a second page to merge the frames' partial results and injects axe there
  // again: 4-5 times slower for the same violations, measured on the home page, a category and a content page.
  // Only violations are gathered: the passes and inapplicable nodes are never read (docs/decisions/0140).
  const results = await new AxeBuilder({ page })
    .withRules(EVERY_RULE)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
