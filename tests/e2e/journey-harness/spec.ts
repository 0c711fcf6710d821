import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { test } from '../fixtures.js';
import { skipOverlays } from '../overlays.js';
import { type JourneyAdapter, type JourneyModel, journeysOf, stateName } from './harness.js';

/**
 * Emits one Playwright test per generated journey of a model (./harness.ts): start, check the initial state, then
 * for each step act and check the state it leads to, each step a `test.step` named by its event and state.
 */
export interface JourneyFixtures {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  baseURL: string;
}

export interface JourneySpecOptions {
  /** Builds the adapter for one test. */
  adapter: (fixtures: JourneyFixtures) => JourneyAdapter;
  /** The cookie banner and the campaign popup are out of the way unless a model is about them. */
  overlays?: 'skip' | 'show';
  /** Time a step may take on the loaded CI machine (a login hashes a password): 6 s unless told. */
  msPerStep?: number;
}

export function journeyTests(model: JourneyModel, options: JourneySpecOptions): void {
  if ((options.overlays ?? 'skip') === 'skip') {
    test.beforeEach(async ({ context, baseURL }) => {
      await skipOverlays(context, baseURL!);
    });
  }
  for (const journey of journeysOf(model)) {
    test(journey.title, async ({ page, context, request, baseURL }) => {
      test.setTimeout(30_000 + journey.steps.length * (options.msPerStep ?? 6_000));
      const adapter = options.adapter({ page, context, request, baseURL: baseURL! });
      const [first, ...rest] = journey.steps;
      await adapter.start();
      await test.step(stateName(first!.state.value), () => adapter.check(first!.state));
      let from = first!.state;
      for (const { event, state } of rest) {
        await test.step(`${event.type} → ${stateName(state.value)}`, async () => {
          await adapter.act(event, from, state);
          await adapter.check(state);
        });
        from = state;
      }
    });
  }
}
