import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './page-head.js';

// A storefront route the server does not know as the client's own is resolved as a CMS page and, missing, answers
// 404 while the client draws the route's screen (as /narudzba, the guest's order look-up, once did).
describe('APP_ROUTES', () => {
  it("should name every single-segment route of the shop's layout", () => {
    const dir = path.resolve(import.meta.dirname, '../../../client/routes/_shop');
    const routes = readdirSync(dir)
      .map((name) => name.replace(/\.tsx$/, ''))
      .filter((name) => !name.startsWith('$') && name !== 'index');
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.filter((name) => !APP_ROUTES.has(name))).toEqual([]);
  });
});
