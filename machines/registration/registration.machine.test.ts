import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { registrationMachine } from './registration.machine.js';
import { graphOptions } from './registration.graph.js';

const consents = [
  { id: 1, required: true },
  { id: 2, required: false },
];

function start(registerFails = false) {
  const effects: string[] = [];
  const sent: unknown[] = [];
  let solved = 0;
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        solveCaptcha: fromPromise<unknown>(async () => ({ challenge: 'c', nonce: String(++solved) })),
        register: fromPromise(async ({ input }) => {
          sent.push(input);
          if (registerFails)
            throw Object.assign(new Error('User already exist.'), { code: 'USER_EXISTS', statusCode: 409 });
        }),
      },
      actions: {
        focusFirstError: () => void effects.push('focus'),
        notifyMemberCardFormat: () => void effects.push('card toast'),
        notifyRegistered: () => void effects.push('registered'),
        goToLogin: () => void effects.push('login'),
      },
    }),
    { input: { consents } },
  ).start();
  const type = (
    field: 'firstName' | 'lastName' | 'email' | 'memberCardBarcode' | 'password' | 'repeatPassword',
    value: string,
  ) => actor.send({ type: 'field.change', field, value });
  const fillIn = () => {
    type('firstName', 'Marta');
    type('lastName', 'Horvat');
    type('email', 'marta@primjer.hr');
    type('password', 'Zvijezda2024!');
    type('repeatPassword', 'Zvijezda2024!');
  };
  return { actor, effects, sent, type, fillIn };
}

describe('registration machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(registrationMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
    // Many paths through a form: more time than the default on a shared two-core machine.
  }, 30_000);

  it('should register once with the values, the ticked consents and the solved captcha, then go to login', async () => {
    const { actor, effects, sent, fillIn } = start();
    fillIn();
    actor.send({ type: 'consent.toggle', id: 1 });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(sent).toEqual([
      {
        values: expect.objectContaining({ email: 'marta@primjer.hr', password: 'Zvijezda2024!' }),
        accepted: [1],
        captcha: { challenge: 'c', nonce: '1' },
      },
    ]);
    expect(actor.getSnapshot().value).toBe('registered');
    actor.send({ type: 'registration.closeModal' });
    expect(effects).toEqual(['registered', 'login']);
  });

  it('should not submit before a consent is ticked', () => {
    const { actor, effects, fillIn } = start();
    fillIn();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.touched).toBe(false);
    expect(effects).toEqual([]);
  });

  it('should say what is wrong with a field as soon as the visitor leaves it, before any submit', () => {
    const { actor, type } = start();
    const errors = () => actor.getSnapshot().context.errors;
    actor.send({ type: 'field.blur', field: 'firstName' });
    expect(errors()).toEqual({ firstName: 'Unos ovog polja je obavezan' });
    type('password', 'kratka');
    expect(errors()).toEqual({ firstName: 'Unos ovog polja je obavezan' });
    actor.send({ type: 'field.blur', field: 'password' });
    expect(errors().password).toBe('Minimalan broj znakova potrebnih za ovo polje je 8');
    type('password', 'Zvijezda2024!');
    expect(errors().password).toBeUndefined();
    type('repeatPassword', 'Zvijezda2025!');
    actor.send({ type: 'field.blur', field: 'repeatPassword' });
    expect(errors().repeatPassword).toBe('Lozinke se ne podudaraju');
    type('firstName', 'Marta');
    // Fields not yet left keep quiet.
    expect(Object.keys(errors())).toEqual(['repeatPassword']);
  });

  it('should ask for the required consent when only the optional one is ticked', () => {
    const { actor, effects, fillIn } = start();
    fillIn();
    actor.send({ type: 'consent.toggle', id: 2 });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      consents: 'Za nastavak morate prihvatiti obavezne privole.',
    });
    expect(effects).toEqual(['focus']);
    actor.send({ type: 'consent.toggle', id: 1 });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('should keep only the digits of a card number, at most twelve, and toast a short one beside its error', () => {
    const { actor, effects, type, fillIn } = start();
    fillIn();
    type('memberCardBarcode', '385-000-000-017-9');
    expect(actor.getSnapshot().context.values.memberCardBarcode).toBe('385000000017');
    type('memberCardBarcode', '38500');
    actor.send({ type: 'consent.toggle', id: 1 });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      memberCardBarcode: 'Broj članske iskaznice sadrži 12 znakova.',
    });
    expect(effects).toEqual(['card toast', 'focus']);
  });

  it('should free the form with the coded failure and drop the used captcha after a failed register call', async () => {
    const { actor, fillIn } = start(true);
    fillIn();
    actor.send({ type: 'consent.toggle', id: 1 });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ failure: { code: 'USER_EXISTS', status: 409 }, captcha: null });
  });
});
