import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, routeKey } from '../../src/server/platform/http/contract-validators.js';
import { createTestApp, type TestApp } from '../support/index.js';

// Every operation of the contract must have a route, and every /api route must be in the contract:
// the contract is the single description of the API, never a wish list or an afterthought.
let t: TestApp;
const apiRoutes = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.add(routeKey(method, route.url));
    },
  });
});
afterAll(async () => t?.close());

describe('contract coverage', () => {
  it('should have a route for every operation in the contract', () => {
    const missing = loadContract()
      .operations.map((op) => routeKey(op.method, op.routePath))
      .filter((key) => !apiRoutes.has(key));
    expect(missing).toEqual([]);
  });

  it('should have every /api route described in the contract', () => {
    const contract = loadContract();
    const undocumented = [...apiRoutes].filter((key) => !contract.byRoute.has(key));
    expect(undocumented).toEqual([]);
  });
});
