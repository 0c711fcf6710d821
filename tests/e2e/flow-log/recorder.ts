import { mkdirSync, rmdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import type { FlowReport } from '../../../src/client/lib/flow-log.js';

/**
 * The journeys' side of the flow log (docs/decisions/0166-e2e-flow-coverage.md): the e2e build's actors call
 * `window.__flowReport` for every transition they take (src/client/lib/flow-log.ts); this binding keeps the
 * transitions one test took and attaches them to the test's result as `flow-log`, where the coverage reporter
 * (./reporter.ts) reads them. With FLOW_SCREENS=1 it also saves what the page looks like the first time the run
 * sees a machine in a state: docs/machines/screens/<machine>/<state>.jpg, the viewport only.
 */
export const FLOW_LOG_ATTACHMENT = 'flow-log';
export const SCREENS_DIR = 'docs/machines/screens';

/** A transition as the coverage counts it: its machine and the definition's key. */
export interface TakenTransition {
  machine: string;
  key: string;
}

/** The docs' name of a machine: its id kebab-cased (`cartSession` → `cart-session`), as docs/machines names it. */
export const machineDocName = (id: string) => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** Waits until the page has drawn what it holds now (two frames), then keeps the viewport as a small JPEG. */
async function capture(page: Page, file: string) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.screenshot({ path: file, type: 'jpeg', quality: 40, animations: 'disabled', timeout: 5_000 });
}

/**
 * The first of the run's workers to see a state claims its screenshot (an empty directory made atomically under
 * the run's output directory); a capture that fails (the page navigated away) gives the claim back.
 */
function screens(testInfo: TestInfo) {
  const claims = join(testInfo.project.outputDir, '.flow-screens');
  const pending = new Set<Promise<void>>();
  const take = (page: Page, report: FlowReport) => {
    for (const state of report.states) {
      const machine = machineDocName(report.machine);
      const claim = join(claims, machine, state);
      try {
        mkdirSync(dirname(claim), { recursive: true });
        mkdirSync(claim);
      } catch {
        continue;
      }
      const file = join(SCREENS_DIR, machine, `${state}.jpg`);
      mkdirSync(dirname(file), { recursive: true });
      const done = capture(page, file)
        .catch(() => rmdirSync(claim))
        .finally(() => pending.delete(done));
      pending.add(done);
    }
  };
  return { take, settled: () => Promise.allSettled([...pending]) };
}

/** Starts listening on a test's browser context; the returned function attaches what was heard. */
export async function recordFlows(context: BrowserContext, testInfo: TestInfo): Promise<() => Promise<void>> {
  const taken = new Map<string, TakenTransition>();
  const shots = process.env.FLOW_SCREENS === '1' ? screens(testInfo) : null;
  await context.exposeBinding('__flowReport', ({ page }, report: FlowReport) => {
    if (report.key) taken.set(`${report.machine} ${report.key}`, { machine: report.machine, key: report.key });
    shots?.take(page, report);
  });
  return async () => {
    await shots?.settled();
    await testInfo.attach(FLOW_LOG_ATTACHMENT, {
      body: JSON.stringify([...taken.values()]),
      contentType: 'application/json',
    });
  };
}
