import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { authMachine, type AuthTokens, type AuthUser } from './auth.machine.js';
import { admin, adminLogin, customer, graphOptions, input, localLogin, renewed, tokens } from './auth.graph.js';

/** A real actor with in-memory fakes that record what the effects did. */
function start(
  options: { restore?: AuthTokens | null; user?: AuthUser; loginFails?: boolean; refreshFails?: boolean } = {},
) {
  const calls: string[] = [];
  let refreshes = 0;
  const machine = authMachine.provide({
    actors: {
      login: fromPromise(async ({ input: request }) => {
        calls.push(`login:${request.strategy}`);
        if (options.loginFails) throw new Error('Unknown username or password!');
        return tokens;
      }),
      refreshSession: fromPromise(async () => {
        refreshes += 1;
        // The first call is the restore on start.
        if (refreshes === 1 && !options.restore) throw new Error('no cookie');
        if (refreshes > 1 && options.refreshFails) throw new Error('Unauthorized');
        return refreshes === 1 ? options.restore! : renewed;
      }),
      fetchUser: fromPromise(async ({ input: { strategy } }) => {
        calls.push(`user:${strategy}`);
        return options.user ?? customer;
      }),
      fetchCartSession: fromPromise<void, { user: AuthUser }>(async () => void calls.push('cart')),
      fetchWishlist: fromPromise<void, { user: AuthUser }>(async () => void calls.push('wishlist')),
      logout: fromPromise<void, { tokens: AuthTokens | null }>(async () => void calls.push('logout')),
    },
    actions: {
      notifyLoggedIn: () => void calls.push('toast:core.login.success'),
      notifyLoggedOut: () => void calls.push('toast:logout'),
      redirectAfterLogin: (_, params) => void calls.push(`redirect:${params.path}`),
      redirectHome: () => void calls.push('redirect:/'),
      clearCartSession: () => void calls.push('clear:cart'),
      clearWishlist: () => void calls.push('clear:wishlist'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, calls, refreshes: () => refreshes };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('loggedIn') || s.matches('loggedOut') || s.matches('errored'));

describe('auth machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(authMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should log in as login, user, abandoned cart session, wishlist, then the success toast', async () => {
    const { actor, calls } = start();
    await settled(actor);
    actor.send({ type: 'auth.login', request: localLogin });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(calls).toEqual(['login:local', 'user:local', 'cart', 'wishlist', 'toast:core.login.success', 'redirect:/']);
    expect(actor.getSnapshot().context.tokens).toEqual(tokens);
  });

  it('should use the admin profile and skip the wishlist for a back-office login', async () => {
    const { actor, calls } = start({ user: admin });
    await settled(actor);
    actor.send({ type: 'auth.login', request: adminLogin });
    await settled(actor);
    expect(calls).toEqual(['login:admin', 'user:admin', 'cart', 'toast:core.login.success', 'redirect:/']);
  });

  it('should end errored with the message after a failed login and allow another try', async () => {
    const { actor } = start({ loginFails: true });
    await settled(actor);
    actor.send({ type: 'auth.login', request: localLogin });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('errored');
    expect(actor.getSnapshot().context.error).toBe('Unknown username or password!');
    actor.send({ type: 'auth.login', request: localLogin });
    expect(actor.getSnapshot().value).toBe('loggingIn');
  });

  it('should restore a session from the refresh cookie on start without a toast', async () => {
    const { actor, calls } = start({ restore: tokens });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(calls).toEqual(['user:refresh', 'cart', 'wishlist']);
  });

  it('should run ONE refresh for several requests that found the token expired', async () => {
    const { actor, refreshes } = start({ restore: tokens });
    await settled(actor);
    for (let i = 0; i < 5; i++) actor.send({ type: 'auth.tokenExpired' });
    await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(refreshes()).toBe(2);
    expect(actor.getSnapshot().context.tokens).toEqual(renewed);
  });

  it('should log out, clearing tokens, cart session and wishlist, when the refresh fails', async () => {
    const { actor, calls } = start({ restore: tokens, refreshFails: true });
    await settled(actor);
    actor.send({ type: 'auth.tokenExpired' });
    await waitFor(actor, (s) => s.matches('loggedOut'));
    expect(actor.getSnapshot().context.tokens).toBeNull();
    expect(calls.slice(-5)).toEqual(['logout', 'clear:cart', 'clear:wishlist', 'toast:logout', 'redirect:/']);
  });

  it('should drop an admin session on a 403 and ignore a 403 of a customer session', async () => {
    const { actor } = start({ user: admin });
    await settled(actor);
    actor.send({ type: 'auth.login', request: adminLogin });
    await settled(actor);
    actor.send({ type: 'auth.adminForbidden' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.tokens).toBeNull();

    const other = start({ restore: tokens });
    await settled(other.actor);
    other.actor.send({ type: 'auth.adminForbidden' });
    expect(other.actor.getSnapshot().value).toBe('loggedIn');
  });

  it('should follow a remembered internal return path once and refuse a hostile one', async () => {
    const { actor, calls } = start();
    await settled(actor);
    actor.send({ type: 'auth.rememberReturnPath', path: '/profil' });
    actor.send({ type: 'auth.login', request: localLogin });
    await settled(actor);
    expect(calls).toContain('redirect:/profil');
    expect(actor.getSnapshot().context.returnPath).toBe('/');
    actor.send({ type: 'auth.rememberReturnPath', path: '/%2F%2Fevil' });
    expect(actor.getSnapshot().context.returnPath).toBe('/');
    await flushMicrotasks();
  });
});
