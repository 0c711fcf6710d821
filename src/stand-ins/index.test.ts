import { describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config.js';
import { startStandIns } from './index.js';

describe('startStandIns', () => {
  it('should start the BoxNow stand-in without credentials and point the configuration at it', async () => {
    const standIns = await startStandIns(loadConfig({ NODE_ENV: 'development', PORT: '3000' }));
    try {
      expect(standIns.config).toMatchObject({
        BOXNOW_API_URL: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        BOXNOW_CLIENT_ID: expect.any(String),
        BOXNOW_CLIENT_SECRET: expect.any(String),
        BOXNOW_WEBHOOK_SECRET: expect.any(String),
      });
      const res = await fetch(`${standIns.config.BOXNOW_API_URL}/api/v1/destinations`);
      expect(res.status).toBe(401);
      expect(standIns.started).toHaveLength(1);
    } finally {
      await standIns.close();
    }
  });

  it('should start nothing in production, and nothing when BoxNow credentials are set', async () => {
    const production = await startStandIns(loadConfig({ NODE_ENV: 'production' }));
    const configured = await startStandIns(
      loadConfig({
        BOXNOW_API_URL: 'https://api-stage.boxnow.hr',
        BOXNOW_CLIENT_ID: 'id',
        BOXNOW_CLIENT_SECRET: 'secret',
      }),
    );
    expect(production.config).toEqual({});
    expect(configured.config).toEqual({});
    expect([...production.started, ...configured.started]).toEqual([]);
  });
});
