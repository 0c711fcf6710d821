import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_ACTIONS } from '../../src/shared/order-desk.js';
import { can, DESK_ACTION_PERMISSION, type Permission, ROLES, type Role } from '../../src/shared/permissions.js';
import { loadContract, routeKey } from '../../src/server/platform/http/contract-validators.js';
import { DEMO_LOGINS } from '../../src/server/seed/users/index.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { AUTH_ENV, bearer, CUSTOMER, login } from './auth-helpers.js';

// R19 (docs/decisions/0200-staff-roles-and-permissions.md): every back-office operation names the permission it
// needs, and each role and a customer calling it is refused (403) exactly when the role lacks it.

/** Staff-only operations outside /api/v1/admin. */
const STAFF_OUTSIDE_ADMIN = ['GET /api/v1/user/profile', 'POST /api/v1/cms/consent/assignment/create'];

const DEMO_BY_ROLE: Record<Role, string> = {
  owner: 'admin@zvijezda-shop.hr',
  manager: 'voditelj@zvijezda-shop.hr',
  packer: 'pakiranje@zvijezda-shop.hr',
  editor: 'urednik@zvijezda-shop.hr',
  accountant: 'racunovodstvo@zvijezda-shop.hr',
};

let t: TestApp;
const permissionOf = new Map<string, Permission | undefined>();
const tokens = {} as Record<Role | 'customer', string>;

beforeAll(async () => {
  t = await createTestApp({
    env: AUTH_ENV,
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat())
        if (method !== 'HEAD') permissionOf.set(routeKey(method, route.url), route.config?.permission);
    },
  });
  for (const role of ROLES) {
    const demo = DEMO_LOGINS.find((d) => d.email === DEMO_BY_ROLE[role])!;
    tokens[role] = (await login(t, demo.email, demo.password)).accessToken;
    expect(tokens[role], role).not.toBe('');
  }
  tokens.customer = (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken;
}, 120_000);
afterAll(async () => t?.close());

const staffOperations = () =>
  loadContract()
    .operations.map((op) => routeKey(op.method, op.routePath))
    .filter((key) => key.split(' ')[1]!.startsWith('/api/v1/admin/') || STAFF_OUTSIDE_ADMIN.includes(key));

/** Calls the operation with no body (or `payload`), path parameters filled with 1. */
async function call(key: string, token: string, payload?: unknown) {
  const [method, url] = key.split(' ') as [string, string];
  return t.app.inject({
    method: method as 'GET',
    url: url.replace(/:\w+/g, '1'),
    headers: { ...t.headers(), ...bearer(token) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function expectAnswer(res: Awaited<ReturnType<typeof call>>, allowed: boolean, who: string, key: string) {
  const label = `${who} → ${key}: ${res.body.slice(0, 200)}`;
  if (allowed) {
    expect(res.statusCode, label).not.toBe(403);
    return;
  }
  expect(res.statusCode, label).toBe(403);
  const body = res.json() as Record<string, unknown>;
  expect(body, label).toMatchObject({
    data: null,
    errored: true,
    code: who === 'customer' ? 'FORBIDDEN' : 'PERMISSION_DENIED',
  });
  expect(body.message, label).toMatch(who === 'customer' ? 'Nemate pravo pristupa.' : 'Nemate ovlasti za ovu radnju.');
}

describe('staff permissions', () => {
  it('should have every back-office operation declare the permission it needs', () => {
    const ops = staffOperations();
    expect(ops.length).toBeGreaterThan(40);
    expect(ops.filter((key) => !permissionOf.get(key))).toEqual([]);
    // And every route that names a permission is one of them, so the list above misses none.
    const declared = [...permissionOf].filter(([, p]) => p).map(([key]) => key);
    expect(declared.filter((key) => !ops.includes(key))).toEqual([]);
  });

  it('should refuse every back-office operation to each role without its permission and to a customer', async () => {
    for (const key of staffOperations()) {
      const permission = permissionOf.get(key)!;
      for (const role of ROLES) expectAnswer(await call(key, tokens[role]), can([role], permission), role, key);
      expectAnswer(await call(key, tokens.customer), false, 'customer', key);
    }
  }, 300_000);

  it("should check each order-desk action's own permission: a packer ships, never refunds, voids, cancels or captures", async () => {
    const key = 'POST /api/v1/admin/orders/:id/actions';
    for (const action of DESK_ACTIONS) {
      const body = { action, version: 1 };
      for (const role of ROLES) {
        const allowed = can([role], 'orders.read') && can([role], DESK_ACTION_PERMISSION[action]);
        expectAnswer(await call(key, tokens[role], body), allowed, role, `${key} ${action}`);
      }
    }
    for (const action of ['refund', 'void', 'cancel', 'capture'] as const)
      expect(can(['packer'], DESK_ACTION_PERMISSION[action])).toBe(false);
    expect(can(['packer'], DESK_ACTION_PERMISSION.mark_shipped)).toBe(true);
  }, 120_000);
});
