import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { mainNavMachine } from './main-nav.machine.js';
import { graphOptions } from './main-nav.graph.js';

function start() {
  const actor = createActor(mainNavMachine);
  actor.start();
  return actor;
}

describe('main navigation machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(mainNavMachine, {
      ...graphOptions,
      // A panel id is set exactly while a panel is open.
      check: (snapshot) => expect(snapshot.context.openPanel !== null).toBe(snapshot.matches('open')),
    });
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should keep at most one panel open, switching on hover', () => {
    const actor = start();
    actor.send({ type: 'nav.hover', id: 'dresovi', hasPanel: true });
    actor.send({ type: 'nav.hover', id: 'akcije', hasPanel: true });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.openPanel).toBe('akcije');
  });

  it.each(['nav.leave', 'nav.clickOutside', 'nav.escape', 'route.changed'] as const)(
    'should close the panel on %s',
    (type) => {
      const actor = start();
      actor.send({ type: 'nav.hover', id: 'dresovi', hasPanel: true });
      actor.send({ type });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(actor.getSnapshot().context.openPanel).toBeNull();
    },
  );

  it('should close the open panel when the pointer moves to an item without children', () => {
    const actor = start();
    actor.send({ type: 'nav.hover', id: 'dresovi', hasPanel: true });
    actor.send({ type: 'nav.hover', id: 'kontakt', hasPanel: false });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('should open and close a panel from the keyboard on the same item', () => {
    const actor = start();
    actor.send({ type: 'nav.toggle', id: 'dresovi' });
    expect(actor.getSnapshot().context.openPanel).toBe('dresovi');
    actor.send({ type: 'nav.toggle', id: 'akcije' });
    expect(actor.getSnapshot().context.openPanel).toBe('akcije');
    actor.send({ type: 'nav.toggle', id: 'akcije' });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
