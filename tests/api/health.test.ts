import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/index.js';

// Liveness and readiness for a load balancer or a process manager (docs/decisions/0145-several-processes.md).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SHED_MAX_IN_FLIGHT: '1', READ_CACHE_SECONDS: '0' } });
});
afterAll(async () => t?.close());

const probe = (url: string) => t.app.inject({ method: 'GET', url });

describe('health probes', () => {
  it('should say live and ready without an apiKey, and never let the answer be stored', async () => {
    const live = await probe('/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await probe('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('should say not ready while the process drains, and still live', async () => {
    t.app.draining = true;
    try {
      const ready = await probe('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining' });
      expect((await probe('/health/live')).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });

  it('should answer the probes when the process sheds new work', async () => {
    // One request in progress is the limit here: of several product reads at once, some are refused.
    const product = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/product/web/get?slug=kemijska-olovka', headers: t.headers() });
    const answers = await Promise.all([product(), product(), product(), probe('/health/live'), product()]);
    expect(answers.map((res) => res.statusCode).filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(answers[3]?.statusCode).toBe(200);
  });
});
