import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { type PersonalisationEditInput, personalisationEditMachine } from './personalisation-edit.machine.js';
import { graphOptions } from './personalisation-edit.graph.js';

function start(input: PersonalisationEditInput, fail = false) {
  const saved: unknown[] = [];
  const toasts: string[] = [];
  const actor = createActor(
    personalisationEditMachine.provide({
      actors: {
        saveValue: fromPromise(async ({ input }) => {
          saved.push(input);
          if (fail) throw Object.assign(new Error('invalid'), { code: 'PERSONALISATION_INVALID', statusCode: 400 });
        }),
      },
      actions: { notifySaved: (_, p) => void toasts.push(p.part) },
    }),
    { input },
  ).start();
  const type = (value: string) => actor.send({ type: 'field.change', field: 'value', value });
  return { actor, saved, toasts, type };
}

describe('personalisation edit machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(personalisationEditMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should save a changed number once the field is left, and say so', async () => {
    const { actor, saved, toasts, type } = start({ part: 'number', saved: '10' });
    type('7');
    actor.send({ type: 'field.blur' });
    await flushMicrotasks();
    expect(saved).toEqual([{ part: 'number', value: '7' }]);
    expect(toasts).toEqual(['number']);
    expect(actor.getSnapshot().context.saved).toBe('7');
  });

  it('should keep digits only, at most two, as on the product page', () => {
    const { actor, type } = start({ part: 'number', saved: '10' });
    type('1a23');
    expect(actor.getSnapshot().context.values.value).toBe('12');
  });

  it('should print text in capitals without other characters', () => {
    const { actor, type } = start({ part: 'text', saved: 'HORVAT' });
    type('Šimić-Jr');
    expect(actor.getSnapshot().context.values.value).toBe('ŠIMIĆJR');
  });

  it('should refuse an emptied field without saving, and save nothing when the value is unchanged', () => {
    const { actor, saved, type } = start({ part: 'text', saved: 'HORVAT' });
    type('');
    actor.send({ type: 'field.blur' });
    expect(actor.getSnapshot().context.errors).toEqual({ value: 'Polje mora sadržavati vrijednost.' });
    type('HORVAT');
    actor.send({ type: 'field.blur' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(saved).toEqual([]);
  });

  it("should keep the server's refusal under the field", async () => {
    const { actor, type } = start({ part: 'number', saved: '10' }, true);
    type('9');
    actor.send({ type: 'field.blur' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'PERSONALISATION_INVALID', status: 400 });
  });
});
