import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { cartSessionMachine, type CartSessionPair } from './cart-session.machine.js';
import { graphOptions } from './cart-session.graph.js';

function start(session: CartSessionPair | null) {
  const effects: string[] = [];
  let created = 0;
  const actor = createActor(
    cartSessionMachine.provide({
      actors: { createSession: fromPromise(async () => ({ cartId: `c-${++created}`, protectCode: 'p' })) },
      actions: {
        saveCookies: (_, params) => void effects.push(`save ${params.session.cartId}`),
        clearCookies: () => void effects.push('clear'),
        leaveClosedCart: (_, params) => void effects.push(`home ${params.code}`),
      },
    }),
    { input: { session } },
  ).start();
  return { actor, effects, created: () => created };
}

describe('cart session machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(cartSessionMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should create the session on the first add and save both cookies', async () => {
    const { actor, effects } = start(null);
    expect(actor.getSnapshot().value).toBe('none');
    actor.send({ type: 'session.ensure' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.session).toEqual({ cartId: 'c-1', protectCode: 'p' });
    expect(effects).toEqual(['save c-1']);
  });

  it('should keep why no cart could be made for the add that asked, and forget it at the next try', async () => {
    const busy = { code: 'SERVER_BUSY', statusCode: 503 };
    let refuse = true;
    const actor = createActor(
      cartSessionMachine.provide({
        actors: {
          createSession: fromPromise(async () => {
            if (refuse) throw busy;
            return { cartId: 'c-1', protectCode: 'p' };
          }),
        },
      }),
      { input: { session: null } },
    ).start();
    actor.send({ type: 'session.ensure' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.failure).toBe(busy);
    refuse = false;
    actor.send({ type: 'session.ensure' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await flushMicrotasks();
    expect(actor.getSnapshot().context.session).toEqual({ cartId: 'c-1', protectCode: 'p' });
  });

  it('should use a stored pair without asking the server for a new one', () => {
    const { actor, created } = start({ cartId: 'old', protectCode: 'p' });
    actor.send({ type: 'session.ensure' });
    expect(actor.getSnapshot().value).toBe('active');
    expect(created()).toBe(0);
  });

  it.each([
    [409, 'CART_ARCHIVED', ['clear', 'home CART_ARCHIVED']],
    [409, 'SESSION_ALREADY_USED', ['clear', 'home SESSION_ALREADY_USED']],
    [404, 'SESSION_NOT_FOUND', ['clear']],
    [400, 'VALIDATION_FAILED', ['clear']],
  ])('should clear the cookies after a %i %s (home with the alert when the cart is closed)', (status, code, said) => {
    const { actor, effects } = start({ cartId: 'old', protectCode: 'p' });
    actor.send({ type: 'cart.failed', status, code });
    expect(actor.getSnapshot().value).toBe('none');
    expect(effects).toEqual(said);
  });

  it('should keep the session after a failure that does not concern it', () => {
    const { actor, effects } = start({ cartId: 'old', protectCode: 'p' });
    actor.send({ type: 'cart.failed', status: 404, code: 'COUPON_NOT_FOUND' });
    expect(actor.getSnapshot().value).toBe('active');
    expect(effects).toEqual([]);
  });

  it('should forget the session on logout or a language switch', () => {
    const { actor, effects } = start({ cartId: 'old', protectCode: 'p' });
    actor.send({ type: 'session.clear' });
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(effects).toEqual(['clear']);
  });
});
