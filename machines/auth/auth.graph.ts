import type { GraphOptions } from '../testing/graph.js';
import type { AuthInput, AuthTokens, AuthUser, LoginRequest } from './auth.machine.js';

export const tokens: AuthTokens = { accessToken: 'access-1', expiresAt: 1_000 };
export const renewed: AuthTokens = { accessToken: 'access-2', expiresAt: 2_000 };
export const customer: AuthUser = {
  id: 7,
  email: 'kupac@zvijezda-shop.hr',
  displayName: 'Ana Kupac',
  isBackofficeUser: false,
  scope: [],
};
export const admin: AuthUser = {
  id: 1,
  email: 'admin@zvijezda-shop.hr',
  displayName: 'Admin',
  isBackofficeUser: true,
  scope: ['admin'],
};
export const localLogin: LoginRequest = {
  strategy: 'local',
  username: 'kupac@zvijezda-shop.hr',
  password: 'Zvijezda2024!',
};
export const adminLogin: LoginRequest = {
  strategy: 'admin',
  username: 'admin@zvijezda-shop.hr',
  password: 'Admin2024!',
};
export const socialLogin: LoginRequest = {
  strategy: 'social',
  provider: 'google',
  code: 'c',
  state: 's',
  redirectUri: 'https://shop.test/social-login',
};
export const input: AuthInput = { origin: 'https://shop.test' };

/** Logins of every strategy, customer and back-office users, and both outcomes of every call (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [input],
  events: {
    'auth.login': [{ request: localLogin }, { request: adminLogin }, { request: socialLogin }],
    'auth.rememberReturnPath': [{ path: '/profil' }, { path: '//evil' }],
    'auth.userUpdated': [{ user: { ...customer, displayName: 'Ana Novak' } }],
    'xstate.done.actor.login': [{ output: tokens }],
    'xstate.error.actor.login': [{ error: { message: 'Unknown username or password!' } }],
    'xstate.done.actor.refreshSession': [{ output: renewed }],
    'xstate.error.actor.refreshSession': [{ error: { message: 'Unauthorized' } }],
    'xstate.done.actor.fetchUser': [{ output: customer }, { output: admin }],
    'xstate.error.actor.fetchUser': [{ error: { message: 'Unauthorized' } }],
    'xstate.done.actor.fetchCartSession': [{ output: undefined }],
    'xstate.error.actor.fetchCartSession': [{ error: 'cart down' }],
    'xstate.done.actor.fetchWishlist': [{ output: undefined }],
    'xstate.error.actor.fetchWishlist': [{ error: 'wishlist down' }],
    'xstate.done.actor.logout': [{ output: undefined }],
    'xstate.error.actor.logout': [{ error: 'offline' }],
  },
  limit: 5000,
};
