import { journeyCover } from './checkout-model/model.js';
import { Journey } from './checkout-model/steps.js';
import { test } from './fixtures.js';
import { skipOverlays } from './overlays.js';

/**
 * The checkout journeys generated from the journey model (checkout-model/model.ts,
 * docs/decisions/0047-checkout-journey-model.md): a few paths that together take every edge of the model once,
 * each walked in the real shop, with the page checked against the model after every step.
 */
const { paths } = journeyCover();

test.beforeEach(async ({ context, baseURL }) => {
  await skipOverlays(context, baseURL!);
});

paths.forEach((path, index) => {
  const events = path.steps.slice(1).map((s) => s.event.type);
  test(`checkout journey ${index + 1} of ${paths.length}: ${events.join(' → ')}`, async ({ page, request }) => {
    test.setTimeout(30_000 + events.length * 6_000);
    const journey = new Journey(page, request);
    await journey.start();
    const [first, ...rest] = path.steps;
    await test.step('cart', () => journey.check(first!.state));
    let from = first!.state;
    for (const { event, state } of rest) {
      await test.step(`${event.type} → ${String(state.value)}`, async () => {
        await journey.act(event, from, state);
        await journey.check(state);
      });
      from = state;
    }
  });
});
