// Shared steps of the cache suites (read cache, caches across processes).
import type { TestApp } from '../support/index.js';
import { bearer } from './auth-helpers.js';

/** Staff clearing caches from the back office's caches page (docs/decisions/0117-clearing-the-shops-caches.md). */
export function clearCaches(t: TestApp, adminToken: string, caches: string[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/caches/clear',
    headers: t.headers(bearer(adminToken)),
    payload: { caches },
  });
}
