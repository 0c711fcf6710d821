import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { profileMachine } from './profile.machine.js';
import { current, graphOptions } from './profile.graph.js';

function start(save: () => Promise<void>) {
  const effects: string[] = [];
  const saved: unknown[] = [];
  const actor = createActor(
    profileMachine.provide({
      actors: {
        saveProfile: fromPromise(async ({ input }) => {
          saved.push(input);
          await save();
        }),
      },
      actions: { focusFirstError: () => void effects.push('focus'), notifySaved: () => void effects.push('saved') },
    }),
  ).start();
  return { actor, effects, saved };
}

describe('profile machine', () => {
  afterEach(() => void vi.useRealTimers());

  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(profileMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it("should open the form with the profile's values, save the edits and go back to the view", async () => {
    const { actor, effects, saved } = start(async () => {});
    actor.send({ type: 'profile.edit', values: current, granted: [] });
    actor.send({ type: 'field.change', field: 'lastName', value: 'Horvat' });
    actor.send({ type: 'consent.toggle', id: 3 });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    await flushMicrotasks();
    expect(saved).toEqual([{ values: { ...current, lastName: 'Horvat' }, granted: [3] }]);
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(effects).toEqual(['saved']);
  });

  it('should ask for the rest of an address once its street is typed', () => {
    const { actor, effects } = start(async () => {});
    actor.send({ type: 'profile.edit', values: current, granted: [] });
    actor.send({ type: 'field.change', field: 'street', value: 'Ilica' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['houseNumber', 'city', 'zipCode', 'country']);
    expect(effects).toEqual(['focus']);
  });

  it('should ask for the password once the e-mail differs from the current one, and send it with the save', async () => {
    const { actor, saved } = start(async () => {});
    actor.send({ type: 'profile.edit', values: current, granted: [] });
    actor.send({ type: 'field.change', field: 'email', value: 'Nova@Primjer.hr' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      currentPassword: 'Za promjenu e-mail adrese upišite svoju lozinku',
    });
    actor.send({ type: 'field.change', field: 'email', value: 'KUPAC@zvijezda-shop.hr' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'field.change', field: 'email', value: 'nova@primjer.hr' });
    actor.send({ type: 'field.change', field: 'currentPassword', value: 'Zvijezda2024!' });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(saved).toEqual([
      { values: { ...current, email: 'nova@primjer.hr', currentPassword: 'Zvijezda2024!' }, granted: [] },
    ]);
  });

  it('should keep only letters and digits of a postal code and only digits of a card number', () => {
    const { actor } = start(async () => {});
    actor.send({ type: 'profile.edit', values: current, granted: [] });
    actor.send({ type: 'field.change', field: 'zipCode', value: 'HR-10 000' });
    actor.send({ type: 'field.change', field: 'memberCardBarcode', value: '385 000 000 017' });
    expect(actor.getSnapshot().context.values).toMatchObject({ zipCode: 'HR10000', memberCardBarcode: '385000000017' });
  });

  it('should reset the saving flag after 4 s when the save never answers', async () => {
    vi.useFakeTimers();
    const { actor } = start(() => new Promise(() => {}));
    actor.send({ type: 'profile.edit', values: current, granted: [] });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(3999);
    expect(actor.getSnapshot().value).toBe('saving');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
