import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './staff-admin.graph.js';
import { type RoleChange, staffAdminMachine } from './staff-admin.machine.js';

function start(outcomes: Array<'ok' | 'refused'>) {
  const invites: unknown[] = [];
  const changes: RoleChange[] = [];
  const effects: string[] = [];
  const next = (code: string) => {
    if (outcomes.shift() === 'refused') throw Object.assign(new Error(code), { code, statusCode: 409 });
    return {};
  };
  const actor = createActor(
    staffAdminMachine.provide({
      actors: {
        inviteStaff: fromPromise(async ({ input }) => {
          invites.push(input.values);
          return next('USER_EXISTS');
        }),
        changeRole: fromPromise(async ({ input }) => {
          changes.push(input);
          return next('LAST_OWNER');
        }),
      },
      actions: {
        applied: () => void effects.push('applied'),
        focusFirstError: () => void effects.push('focus'),
      },
    }),
  ).start();
  return { actor, invites, changes, effects };
}

describe('staff admin machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(staffAdminMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should send a filled-in invitation once and note it', async () => {
    const { actor, invites, effects } = start(['ok']);
    actor.send({ type: 'invite.open' });
    actor.send({ type: 'field.change', field: 'email', value: 'nova@klub.hr' });
    actor.send({ type: 'field.change', field: 'firstName', value: 'Nova' });
    actor.send({ type: 'field.change', field: 'lastName', value: 'Osoba' });
    actor.send({ type: 'field.change', field: 'role', value: 'accountant' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(invites).toEqual([{ email: 'nova@klub.hr', firstName: 'Nova', lastName: 'Osoba', role: 'accountant' }]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.done).toBe('invited');
    expect(effects).toEqual(['applied']);
  });

  it('should show the errors of an empty invitation and send nothing', () => {
    const { actor, invites, effects } = start([]);
    actor.send({ type: 'invite.open' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('inviting');
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['email', 'firstName', 'lastName']);
    expect(effects).toEqual(['focus']);
    expect(invites).toEqual([]);
  });

  it("should ask before a role change and keep the last owner's refusal on the question", async () => {
    const { actor, changes } = start(['refused', 'ok']);
    const change = { memberId: 1, name: 'Marko Kovačević', role: null };
    actor.send({ type: 'role.ask', change });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'LAST_OWNER' });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context).toMatchObject({ change: null, failure: null, done: 'changed' });
    expect(changes).toEqual([change, change]);
  });

  it('should change nothing when the owner steps back', () => {
    const { actor, changes } = start([]);
    actor.send({ type: 'role.ask', change: { memberId: 3, name: 'Luka Marić', role: 'manager' } });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.change).toBeNull();
    expect(changes).toEqual([]);
  });
});
