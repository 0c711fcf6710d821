import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/platform/config.js';
import { resolveFiscalSettings } from '../../server/modules/fiscal/index.js';
import { DEFAULT_COMMERCE_SETTINGS } from '../../server/modules/settings/index.js';
import { startStandIns } from '../index.js';

const dirs: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'stand-ins-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

// Each start makes RSA keys (test CA, signing and demo certificates): slower than most unit tests.
describe('the CIS stand-in of a development shop', { timeout: 30_000 }, () => {
  it('should start the CIS stand-in in development for the demo seller, with settings fiscalisation accepts', async () => {
    const dir = await dataDir();
    const standIns = await startStandIns(loadConfig({ DATA_DIR: dir }));
    try {
      expect(standIns.config.CIS_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/FiskalizacijaServiceTest$/);
      const settings = resolveFiscalSettings(standIns.config);
      expect(settings.oib).toBe(DEFAULT_COMMERCE_SETTINGS.seller.oib);
      expect(settings.certificate.oib).toBe(DEFAULT_COMMERCE_SETTINGS.seller.oib);
    } finally {
      await standIns.close();
    }
  });

  it('should keep its test CA across starts, so the demo certificate stays trusted', async () => {
    const dir = await dataDir();
    const first = await startStandIns(loadConfig({ DATA_DIR: dir }));
    await first.close();
    const ca = await readFile(path.join(dir, 'cis-stand-in', 'ca.pem'), 'utf8');
    const second = await startStandIns(loadConfig({ DATA_DIR: dir, FISCAL_OIB: '87452136902' }));
    try {
      expect(await readFile(path.join(dir, 'cis-stand-in', 'ca.pem'), 'utf8')).toBe(ca);
      expect(resolveFiscalSettings(second.config).certificate.oib).toBe('87452136902');
    } finally {
      await second.close();
    }
  });

  it('should start nothing when CIS is configured, or in production', async () => {
    const dir = await dataDir();
    const configured = await startStandIns(loadConfig({ DATA_DIR: dir, CIS_URL: 'https://cis.example/Fisk' }));
    const production = await startStandIns(
      loadConfig({
        DATA_DIR: dir,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.zvijezda.hr',
        AUTH_SECRET: 'x'.repeat(48),
      }),
    );
    await configured.close();
    expect(configured.started.filter((line) => line.includes('CIS'))).toEqual([]);
    expect(production.started).toEqual([]);
    expect(production.config.CIS_URL).toBeUndefined();
  });
});
