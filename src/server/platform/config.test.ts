import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('should apply the defaults of an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      SHOP_NAME: 'NK Zvijezda Fan Shop',
      LOG_LEVEL: 'info',
      MAINTENANCE: false,
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.pgliteDir).toBe(path.resolve('data/pglite'));
    expect(c.mediaDir).toBe(path.resolve('data/media'));
  });

  it('should read PORT, MAINTENANCE and DATABASE_URL from strings', () => {
    const c = loadConfig({ PORT: '8080', MAINTENANCE: 'true', DATABASE_URL: 'postgres://root@127.0.0.1:5432/test' });
    expect(c.PORT).toBe(8080);
    expect(c.MAINTENANCE).toBe(true);
    expect(c.DATABASE_URL).toBe('postgres://root@127.0.0.1:5432/test');
  });

  it('should treat an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('should stop with a clear message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', NODE_ENV: 'prod' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect(String((err as Error).message)).toMatch(/PORT/);
      expect(String((err as Error).message)).toMatch(/DATABASE_URL/);
    }
  });

  it('should trust no proxy unless told, so clients cannot choose their own IP', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8']);
  });
});
