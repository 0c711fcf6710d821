import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { MOBILE_MENU_CLOSE_MS, mobileMenuMachine } from './mobile-menu.machine.js';
import { graphOptions } from './mobile-menu.graph.js';

function start() {
  const calls: string[] = [];
  const actor = createActor(
    mobileMenuMachine.provide({
      actions: { lockBodyScroll: () => void calls.push('lock'), unlockBodyScroll: () => void calls.push('unlock') },
    }),
  );
  actor.start();
  return { actor, calls };
}

describe('mobile menu machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(mobileMenuMachine, {
      ...graphOptions,
      // Sub-menus are folded whenever the menu is closed, on every path.
      check: (snapshot) => expect(snapshot.matches('open') || snapshot.context.expanded.length === 0).toBe(true),
    });
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  describe('with fake timers', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('should close 500 ms after a route change, not earlier', () => {
      const { actor } = start();
      actor.send({ type: 'menu.open' });
      actor.send({ type: 'route.changed' });
      vi.advanceTimersByTime(MOBILE_MENU_CLOSE_MS - 1);
      expect(actor.getSnapshot().matches('open')).toBe(true);
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().value).toBe('closed');
    });

    it('should restart the 500 ms when the route changes again while closing', () => {
      const { actor } = start();
      actor.send({ type: 'menu.open' });
      actor.send({ type: 'route.changed' });
      vi.advanceTimersByTime(400);
      actor.send({ type: 'route.changed' });
      vi.advanceTimersByTime(400);
      expect(actor.getSnapshot().matches('open')).toBe(true);
      vi.advanceTimersByTime(100);
      expect(actor.getSnapshot().value).toBe('closed');
    });
  });

  it('should lock the body scroll on opening and unlock it on closing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'menu.toggle' });
    expect(calls).toEqual(['lock']);
    actor.send({ type: 'menu.toggle' });
    expect(calls).toEqual(['lock', 'unlock']);
  });

  it('should keep several sub-menus expanded at once and fold them all on closing', () => {
    const { actor } = start();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'submenu.toggle', id: 'moda' });
    actor.send({ type: 'submenu.toggle', id: 'dresovi' });
    expect(actor.getSnapshot().context.expanded).toEqual(['dresovi', 'moda']);
    actor.send({ type: 'submenu.toggle', id: 'moda' });
    expect(actor.getSnapshot().context.expanded).toEqual(['dresovi']);
    actor.send({ type: 'menu.close' });
    expect(actor.getSnapshot().context.expanded).toEqual([]);
  });

  it('should ignore route changes while closed', () => {
    const { actor, calls } = start();
    actor.send({ type: 'route.changed' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual([]);
  });
});
