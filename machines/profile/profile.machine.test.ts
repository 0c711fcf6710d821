import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { profileMachine } from './profile.machine.js';
import { graphOptions } from './profile.graph.js';

function start(save: () => Promise<void>) {
  const effects: string[] = [];
  const actor = createActor(
    profileMachine.provide({
      actors: { saveProfile: fromPromise(save) },
      actions: { focusFirstError: () => void effects.push('focus'), notifySaved: () => void effects.push('saved') },
    }),
  ).start();
  return { actor, effects };
}

describe('profile machine', () => {
  afterEach(() => void vi.useRealTimers());

  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(profileMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should go from the view to the edit form via PROMJENI and back to the view after saving', async () => {
    const { actor, effects } = start(async () => {});
    actor.send({ type: 'profile.edit' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'profile.save', valid: true });
    expect(actor.getSnapshot().value).toBe('saving');
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context).toEqual({ touched: false, error: null });
    expect(effects).toEqual(['saved']);
  });

  it('should reset the saving flag after 4 s when the save never answers', async () => {
    vi.useFakeTimers();
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.save', valid: true });
    await vi.advanceTimersByTimeAsync(3999);
    expect(actor.getSnapshot().value).toBe('saving');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('should keep an invalid form in edit mode and focus the first error', () => {
    const { actor, effects } = start(async () => {});
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.save', valid: false });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(effects).toEqual(['focus']);
  });
});
