import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { consentMachine, type PersistChoiceParams } from './consent.machine.js';
import { graphOptions } from './consent.graph.js';

/** A started actor whose stored cookie is `stored`, with a spy on persistChoice. */
async function start(stored: string | null | Error) {
  const persisted: PersistChoiceParams[] = [];
  const actor = createActor(
    consentMachine.provide({
      actors: {
        loadChoice: fromPromise(async () => {
          if (stored instanceof Error) throw stored;
          return stored;
        }),
      },
      actions: { persistChoice: (_, params) => void persisted.push(params) },
    }),
  );
  actor.start();
  await flushMicrotasks();
  return { actor, persisted };
}

describe('consent machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(consentMachine, {
      ...graphOptions,
      actions: { persistChoice: () => {} },
      // Nothing non-essential is granted while the banner is up for the first time.
      check: (snapshot) => {
        if (snapshot.matches({ banner: 'undecided' })) expect(snapshot.context.granted).toBeNull();
      },
    });
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should show the banner with marketing and analytics unticked on a first visit', async () => {
    const { actor } = await start(null);
    expect(actor.getSnapshot().matches({ banner: 'undecided' })).toBe(true);
    expect(actor.getSnapshot().context.selection).toEqual({ necessary: true, marketing: false, analytics: false });
    expect(actor.getSnapshot().context.granted).toBeNull();
  });

  it('should store only the ticked categories when Prihvaćam is pressed', async () => {
    const { actor, persisted } = await start(null);
    actor.send({ type: 'consent.toggle', category: 'analytics' });
    actor.send({ type: 'consent.acceptSelected' });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(persisted.map((p) => p.acceptedCookies)).toEqual(['necessary,analytics']);
    expect(actor.getSnapshot().context.granted).toEqual({ necessary: true, marketing: false, analytics: true });
  });

  it('should store necessary alone when Prihvaćam is pressed without ticking anything', async () => {
    const { actor, persisted } = await start(null);
    actor.send({ type: 'consent.acceptSelected' });
    expect(persisted[0]?.acceptedCookies).toBe('necessary');
  });

  it('should store every category when accept all is pressed', async () => {
    const { actor, persisted } = await start(null);
    actor.send({ type: 'consent.acceptAll' });
    expect(persisted[0]?.acceptedCookies).toBe('necessary,marketing,analytics');
    expect(actor.getSnapshot().context.selection).toEqual({ necessary: true, marketing: true, analytics: true });
  });

  it('should skip the banner when a stored choice exists and grant exactly that choice', async () => {
    const { actor } = await start('necessary,marketing');
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.granted).toEqual({ necessary: true, marketing: true, analytics: false });
  });

  it('should show the banner again when the stored cookie is unreadable or damaged', async () => {
    expect((await start(new Error('blocked'))).actor.getSnapshot().matches('banner')).toBe(true);
    expect((await start('garbage')).actor.getSnapshot().matches('banner')).toBe(true);
  });

  it('should reopen from the footer link with the stored choice ticked and keep it when cancelled', async () => {
    const { actor, persisted } = await start('necessary,analytics');
    actor.send({ type: 'consent.reopen' });
    expect(actor.getSnapshot().matches({ banner: 'reviewing' })).toBe(true);
    expect(actor.getSnapshot().context.selection.analytics).toBe(true);
    actor.send({ type: 'consent.toggle', category: 'analytics' });
    // The stored choice stays in force while the visitor is still deciding.
    expect(actor.getSnapshot().context.granted?.analytics).toBe(true);
    actor.send({ type: 'consent.cancel' });
    expect(actor.getSnapshot().value).toBe('decided');
    expect(actor.getSnapshot().context.selection.analytics).toBe(true);
    expect(persisted).toEqual([]);
  });

  it('should withdraw a category when it is unticked in the reopened banner and saved', async () => {
    const { actor, persisted } = await start('necessary,marketing,analytics');
    actor.send({ type: 'consent.reopen' });
    actor.send({ type: 'consent.toggle', category: 'marketing' });
    actor.send({ type: 'consent.acceptSelected' });
    expect(persisted[0]?.acceptedCookies).toBe('necessary,analytics');
  });

  it('should ignore a toggle of the necessary category', async () => {
    const { actor, persisted } = await start(null);
    actor.send({ type: 'consent.toggle', category: 'necessary' as never });
    expect(actor.getSnapshot().context.selection.necessary).toBe(true);
    expect(persisted).toEqual([]);
  });
});
