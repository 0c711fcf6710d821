import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverMachines } from '../../scripts/machines/discover.js';
import { graphOptions as couponGraph } from '../coupon/coupon.graph.js';
import { couponMachine } from '../coupon/coupon.machine.js';
import { mobileMenuMachine } from '../mobile-menu/mobile-menu.machine.js';
import { parseAcceptanceFile, replayProblems, scenarioOf } from './acceptance.js';
import {
  activeIds,
  activePaths,
  choicesOf,
  type FlowEntry,
  newTrail,
  snapshotOf,
  stepTrail,
  type Trail,
  undoStep,
  withContext,
} from './stepper.js';

const coupon: FlowEntry = { name: 'coupon', machine: couponMachine, graph: couponGraph };
const menu: FlowEntry = { name: 'mobile-menu', machine: mobileMenuMachine, graph: {} };

function walk(entry: FlowEntry, trail: Trail, ...events: Array<{ type: string } & Record<string, unknown>>): Trail {
  return events.reduce((t, event) => {
    const next = stepTrail(entry, t, event);
    if (!next) throw new Error(`${event.type} refused`);
    return next;
  }, trail);
}

describe('stepping a machine in the flow explorer', () => {
  it('should offer the events of the current state with the graph options samples, guards evaluated', () => {
    const start = newTrail(coupon);
    expect(start.input).toEqual({ couponCode: null });
    const choices = choicesOf(coupon, snapshotOf(coupon, start));
    expect(choices.map((c) => [c.label, c.event, c.enabled])).toEqual([
      ['field.change', { field: 'code', value: 'ZVIJEZDA10', type: 'field.change' }, true],
      ['field.change', { field: 'code', value: ' ', type: 'field.change' }, true],
      // 'Dodaj' with a blank code only shows the field error (the unguarded alternative), so it is taken.
      ['form.submit', { type: 'form.submit' }, true],
      ['cart.updated', { couponCode: null, type: 'cart.updated' }, false],
      ['cart.updated', { couponCode: 'ZVIJEZDA10', type: 'cart.updated' }, true],
    ]);
  });

  it("should hold a service until its answer or failure is chosen, and run the machine's guards on the answer", () => {
    const typed = walk(coupon, newTrail(coupon), { type: 'field.change', field: 'code', value: 'ZVIJEZDA10' });
    const adding = walk(coupon, typed, { type: 'form.submit' });
    expect(adding.steps.map((s) => s.state)).toEqual(['none', 'adding']);
    const choices = choicesOf(coupon, snapshotOf(coupon, adding));
    expect(choices.map((c) => `${c.kind} ${c.label}`)).toEqual([
      'done done: applyCoupon',
      'done done: applyCoupon',
      'error error: applyCoupon',
    ]);
    const applied = walk(coupon, adding, { type: 'xstate.done.actor.applyCoupon', output: 'ZVIJEZDA10' });
    expect(snapshotOf(coupon, applied).context.applied).toBe('ZVIJEZDA10');
    // An answer without a coupon takes the guarded alternative back to the input.
    const refused = walk(coupon, adding, { type: 'xstate.done.actor.applyCoupon', output: null });
    expect(refused.steps.at(-1)?.state).toBe('none');
    expect(snapshotOf(coupon, refused).context.failure).toEqual({ code: 'COUPON_NOT_FOUND', status: 404 });
    expect(undoStep(applied)).toEqual(adding);
  });

  it('should fire a delay only when it is chosen, named by its delay', () => {
    const closing = walk(menu, newTrail(menu), { type: 'menu.open' }, { type: 'route.changed' });
    const snapshot = snapshotOf(menu, closing);
    expect(activePaths(snapshot)).toEqual(['open.closingSoon']);
    expect(activeIds(snapshot)).toEqual(['mobileMenu.open', 'mobileMenu.open.closingSoon']);
    const delay = choicesOf(menu, snapshot).find((c) => c.kind === 'delay')!;
    expect(delay.label).toBe('after closeDelay (500 ms)');
    expect(walk(menu, closing, delay.event).steps.at(-1)?.state).toBe('closed');
  });

  it('should refuse an event the guards do not let in, and evaluate them against an edited context', () => {
    const start = newTrail(coupon, { couponCode: null });
    // Without a typed code the submit takes the unguarded alternative: it stays in 'none'.
    expect(stepTrail(coupon, start, { type: 'coupon.remove' })).toBeNull();
    const edited = withContext(coupon, start, {
      ...snapshotOf(coupon, start).context,
      values: { code: 'KOD5' },
    });
    expect(edited.start?.value).toBe('none');
    expect(walk(coupon, edited, { type: 'form.submit' }).steps.at(-1)?.state).toBe('adding');
  });

  it('should save a clicked path as a scenario that replays, and tell when the machine no longer follows it', () => {
    const trail = walk(
      coupon,
      newTrail(coupon),
      { type: 'field.change', field: 'code', value: 'ZVIJEZDA10' },
      { type: 'form.submit' },
      { type: 'xstate.error.actor.applyCoupon', error: { code: 'COUPON_EXPIRED', statusCode: 409 } },
    );
    const scenario = scenarioOf(trail, ' Istekao kupon ');
    expect(scenario.name).toBe('Istekao kupon');
    expect(replayProblems(coupon, scenario)).toEqual([]);
    const wrong = { ...scenario, steps: scenario.steps.map((s, i) => (i === 2 ? { ...s, state: 'applied' } : s)) };
    expect(replayProblems(coupon, wrong)).toEqual([
      'step 3 (xstate.error.actor.applyCoupon): leads to none, not applied',
    ]);
  });

  it('should replay every acceptance scenario saved in machines/**/*.scenarios.json', async () => {
    const root = process.cwd();
    const found = await discoverMachines(root);
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.scenarios.json') ? [join(dir, e.name)] : [],
      );
    const problems: string[] = [];
    const saved = files(join(root, 'machines'));
    for (const file of saved) {
      const data = parseAcceptanceFile(readFileSync(file, 'utf8'));
      const entry = found.find((f) => f.name === data.machine);
      if (!entry) {
        problems.push(`${file}: no machine '${data.machine}'`);
        continue;
      }
      for (const s of data.scenarios)
        problems.push(...replayProblems(entry, s).map((p) => `${file} '${s.name}': ${p}`));
    }
    expect(saved.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
