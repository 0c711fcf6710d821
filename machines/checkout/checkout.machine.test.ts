import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import {
  address,
  checkoutAt,
  deliveryMethods,
  graphOptions,
  loaded,
  order,
  paymentMethods,
  profile,
} from './checkout.graph.js';
import {
  type Checkout,
  checkoutMachine,
  type CheckoutInput,
  type CheckoutProfile,
  reachable,
  stepToShow,
} from './checkout.machine.js';

const paidBy = { id: 2, name: 'Virman', paymentCode: 'virman', methodCode: 2, fee: 0 };

function start(input: CheckoutInput, first: Checkout = checkoutAt('new'), customer: CheckoutProfile | null = null) {
  const calls: Array<{ call: string; input: unknown }> = [];
  const shown: Array<{ step: string; push: boolean }> = [];
  const effects: string[] = [];
  const loads = { count: 0 };
  const clock = new SimulatedClock();
  let current = first;
  const answered = (call: string, sent: unknown, next: Checkout) => {
    calls.push({ call, input: sent });
    current = next;
    return current;
  };
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadCheckout: fromPromise(async () => {
          loads.count += 1;
          return loaded(current, customer);
        }),
        saveAddress: fromPromise(async ({ input }) => answered('saveAddress', input, checkoutAt('addressSaved'))),
        loadDeliveryMethods: fromPromise(async () => deliveryMethods),
        saveDelivery: fromPromise(async ({ input }) => answered('saveDelivery', input, checkoutAt('deliverySaved'))),
        loadPaymentMethods: fromPromise(async () => paymentMethods),
        savePaymentMethod: fromPromise(async ({ input }) =>
          answered('savePaymentMethod', input, { ...current, payment: paidBy }),
        ),
        placeOrder: fromPromise(async ({ input: sent }) => {
          calls.push({ call: 'placeOrder', input: sent });
          return order;
        }),
      },
      actions: {
        showStep: (_, params) => void shown.push(params),
        notifyPaymentMissing: () => void effects.push('payment missing'),
        keepDraft: () => void effects.push('draft'),
        goToLogin: () => void effects.push('login'),
        orderPlaced: () => void effects.push('placed'),
      },
    }),
    { input, clock },
  ).start();
  const settle = async (ms = 0) => {
    await flushMicrotasks();
    if (ms) clock.increment(ms);
    await flushMicrotasks();
  };
  return { actor, calls, shown, effects, settle, clock, loads };
}

describe('checkout machine', () => {
  // The walk replays a few hundred paths through the whole checkout: seconds, not milliseconds.
  it('should reach every state and take every transition of its definition', { timeout: 60_000 }, async () => {
    const report = await walkMachineGraph(checkoutMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should let a step be shown only once the steps before it are done', () => {
    expect(reachable(checkoutAt('new'), 'delivery')).toBe(false);
    expect(reachable(checkoutAt('addressSaved'), 'delivery')).toBe(true);
    expect(reachable(checkoutAt('addressSaved'), 'payment')).toBe(false);
    expect(reachable(checkoutAt('digital'), 'delivery')).toBe(false);
    expect(reachable(checkoutAt('digital'), 'payment')).toBe(true);
    expect(stepToShow(checkoutAt('new'), 'payment')).toBe('address');
    expect(stepToShow(checkoutAt('deliverySaved'), 'address')).toBe('address');
  });

  it('should walk a guest through the three steps, 100 ms per switch, pushing each step into the history', async () => {
    const { actor, calls, shown, effects, settle } = start({ loggedIn: false, draft: address });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ address: 'editing' });
    expect(shown).toEqual([{ step: 'address', push: false }]);

    actor.send({ type: 'address.submit' });
    expect(actor.getSnapshot().context.errors.consents).toBeTruthy();
    actor.send({ type: 'consent.toggle', id: 1 });
    actor.send({ type: 'address.submit' });
    await settle();
    expect(calls[0]).toMatchObject({
      call: 'saveAddress',
      input: { deliveryAddress: { firstName: 'Marta', companyName: '' }, acceptedConsents: [1], billingAddress: null },
    });
    expect(calls[0]!.input).not.toHaveProperty('saveToProfile');
    await settle(99);
    expect(actor.getSnapshot().value).toBe('switching');
    await settle(1);
    expect(actor.getSnapshot().value).toEqual({ delivery: 'choosing' });

    actor.send({ type: 'delivery.choose', methodId: 68 });
    actor.send({ type: 'delivery.submit' });
    expect(actor.getSnapshot().context.choiceErrors).toEqual({ branch: 'Molimo odaberite BoxNow lokaciju' });
    actor.send({ type: 'locker.choose', branchId: 'L-1' });
    actor.send({ type: 'delivery.submit' });
    await settle(100);
    expect(calls[1]).toEqual({ call: 'saveDelivery', input: { methodId: 68, branchId: 'L-1' } });
    expect(actor.getSnapshot().value).toEqual({ payment: 'choosing' });

    actor.send({ type: 'order.place' });
    expect(effects).toEqual(['payment missing']);
    actor.send({ type: 'payment.choose', paymentMethodId: 2 });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ payment: 'rerendering' });
    await settle(500);
    actor.send({ type: 'order.place' });
    actor.send({ type: 'order.place' });
    await settle();
    expect(calls.filter((c) => c.call === 'placeOrder')).toEqual([
      { call: 'placeOrder', input: { personalisationNoticeShown: false } },
    ]);
    expect(effects).toEqual(['payment missing', 'placed']);
    expect(actor.getSnapshot().status).toBe('done');
    expect(shown.map((s) => `${s.step}:${s.push}`)).toEqual(['address:false', 'delivery:true', 'payment:true']);
  });

  it("should start from the checkout the server's page was drawn with, asking for nothing", async () => {
    const { actor, loads, shown, settle } = start({
      loggedIn: false,
      step: 'address',
      loaded: loaded(checkoutAt('new')),
    });
    // At once, before any promise settles: the first render is the server's.
    expect(actor.getSnapshot().value).toEqual({ address: 'editing' });
    expect(actor.getSnapshot().context.countries).toHaveLength(loaded(checkoutAt('new')).countries.length);
    expect(actor.getSnapshot().context.brought).toBeNull();
    await settle();
    expect(loads.count).toBe(0);
    expect(shown).toEqual([{ step: 'address', push: false }]);
  });

  it('should resume a reload at the asked step when reachable, else at the first step still to do', async () => {
    const resumed = start({ loggedIn: true, step: 'payment' }, checkoutAt('deliverySaved'));
    await resumed.settle();
    expect(resumed.actor.getSnapshot().value).toEqual({ payment: 'choosing' });
    const early = start({ loggedIn: true, step: 'payment' }, checkoutAt('addressSaved'));
    await early.settle();
    expect(early.actor.getSnapshot().value).toEqual({ delivery: 'choosing' });
    expect(early.shown).toEqual([{ step: 'delivery', push: false }]);
  });

  it("should go back to ADRESA from NAPLATA on 'Promijeni' and keep the saved address in the form", async () => {
    const { actor, settle, shown } = start({ loggedIn: true, step: 'payment' }, checkoutAt('deliverySaved'));
    await settle();
    actor.send({ type: 'step.request', step: 'address', push: true });
    await settle(100);
    expect(actor.getSnapshot().value).toEqual({ address: 'editing' });
    expect(actor.getSnapshot().context.values.city).toBe('Zagreb');
    expect(shown.at(-1)).toEqual({ step: 'address', push: true });
  });

  it('should skip DOSTAVA for a cart of digital goods', async () => {
    const { actor, settle } = start({ loggedIn: true, step: 'delivery' }, checkoutAt('digital'));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ payment: 'choosing' });
  });

  it("should keep the guest's form and go to the login on 'Prijavi se'", async () => {
    const { actor, effects, settle } = start({ loggedIn: false });
    await settle();
    actor.send({ type: 'field.change', field: 'city', value: 'Split' });
    actor.send({ type: 'login.request' });
    expect(effects).toEqual(['draft', 'login']);
  });

  it("should start a logged-in customer's ADRESA from the profile: the account, its address, a draft on top", async () => {
    const bare = start({ loggedIn: true }, checkoutAt('new'), profile);
    await bare.settle();
    expect(bare.actor.getSnapshot().context.values).toMatchObject({
      firstName: 'Ana',
      lastName: 'Kovač',
      contactEmail: 'ana@primjer.hr',
      contactPhone: '',
      street: '',
      city: '',
    });

    const suggested = { ...address, firstName: 'Ana', contactPhone: '0987654321' };
    const withAddress = start(
      { loggedIn: true },
      { ...checkoutAt('new'), suggestedAddress: suggested },
      { ...profile, phone: '0987654321' },
    );
    await withAddress.settle();
    expect(withAddress.actor.getSnapshot().context.values).toMatchObject({
      firstName: 'Ana',
      lastName: 'Horvat',
      contactEmail: 'marta@primjer.hr',
      contactPhone: '0987654321',
      street: 'Ilica',
      zipCode: '10000',
      saveToProfile: false,
    });

    // A guest typed the street, then logged in: the typed field stays, the empty ones come from the profile.
    const draft = { ...start({ loggedIn: false }).actor.getSnapshot().context.values, street: 'Vukovarska' };
    const returned = start({ loggedIn: true, draft }, checkoutAt('new'), profile);
    await returned.settle();
    expect(returned.actor.getSnapshot().context.values).toMatchObject({
      street: 'Vukovarska',
      firstName: 'Ana',
      contactEmail: 'ana@primjer.hr',
    });
  });

  it('should send the address to the profile only when a logged-in customer ticks it', async () => {
    const { actor, calls, settle } = start({ loggedIn: true }, checkoutAt('new'), profile);
    await settle();
    for (const [field, value] of Object.entries({ contactPhone: '0911234567', street: 'Ilica', houseNumber: '10' }))
      actor.send({ type: 'field.change', field: field as 'street', value });
    for (const [field, value] of Object.entries({ zipCode: '10000', city: 'Zagreb' }))
      actor.send({ type: 'field.change', field: field as 'city', value });
    actor.send({ type: 'field.change', field: 'saveToProfile', value: true });
    actor.send({ type: 'consent.toggle', id: 1 });
    actor.send({ type: 'address.submit' });
    await settle();
    expect(calls[0]).toMatchObject({
      call: 'saveAddress',
      input: {
        deliveryAddress: { firstName: 'Ana', contactEmail: 'ana@primjer.hr', city: 'Zagreb' },
        saveToProfile: true,
      },
    });
  });

  it('should ask for the OIB of a company and the billing address when it differs', async () => {
    const { actor, settle } = start({ loggedIn: false, draft: address });
    await settle();
    actor.send({ type: 'field.change', field: 'asCompany', value: true });
    actor.send({ type: 'field.change', field: 'useDifferentBillingAddress', value: true });
    actor.send({ type: 'field.change', field: 'companyOIB', value: '12a34' });
    actor.send({ type: 'address.submit' });
    const { errors, values } = actor.getSnapshot().context;
    expect(values.companyOIB).toBe('1234');
    expect(errors.companyName).toBeTruthy();
    expect(errors.companyOIB).toBe('OIB nije ispravan.');
    expect(errors.billingCity).toBeTruthy();
    expect(actor.getSnapshot().value).toEqual({ address: 'editing' });
  });
});
