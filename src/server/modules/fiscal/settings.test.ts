import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCa, issueCertificate, toPkcs12 } from '../../../stand-ins/cis/test-pki.js';
import { loadConfig } from '../../platform/config.js';
import { FiscalConfigError, missingFiscalSettings, resolveFiscalSettings } from './settings.js';

let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fiscal-settings-'));
  const ca = createTestCa();
  const owner = issueCertificate(ca, { commonName: 'FISKAL 1', organisation: 'Klub', oib: '12345678903' });
  await writeFile(path.join(dir, 'fiskal.p12'), toPkcs12(owner, [ca.certPem], 'tajna'));
  await writeFile(path.join(dir, 'cis.pem'), ca.certPem);
  env = {
    CIS_URL: 'https://cistest.apis-it.hr:8449/FiskalizacijaServiceTest',
    CIS_SIGNER_CERT_FILE: path.join(dir, 'cis.pem'),
    FISCAL_CERT_FILE: path.join(dir, 'fiskal.p12'),
    FISCAL_CERT_PASSWORD: 'tajna',
    FISCAL_OIB: '12345678903',
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const problem = (overrides: Record<string, string>) => {
  try {
    resolveFiscalSettings(loadConfig({ ...env, ...overrides }));
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(FiscalConfigError);
    return (err as Error).message;
  }
};

describe('fiscal settings', () => {
  it('should read a complete configuration with the defaults for premises, device and ZKI hash', () => {
    const settings = resolveFiscalSettings(loadConfig(env));
    expect(settings).toMatchObject({
      oib: '12345678903',
      operatorOib: '12345678903',
      premises: 'WEB1',
      device: '1',
      sequenceMark: 'P',
      zkiHash: 'sha256',
      vatPayer: true,
    });
    expect(settings.cis).toMatchObject({ timeoutMs: 5000, ca: undefined });
  });

  it('should name every missing setting', () => {
    expect(missingFiscalSettings(loadConfig({ CIS_URL: env.CIS_URL! }))).toEqual([
      'FISCAL_OIB',
      'FISCAL_CERT_FILE',
      'FISCAL_CERT_PASSWORD',
      'CIS_SIGNER_CERT_FILE',
    ]);
  });

  it('should say what is wrong with the certificate: password, owner, missing files', () => {
    expect(problem({ FISCAL_CERT_PASSWORD: 'kriva' })).toMatch(/FISCAL_CERT_FILE: cannot open the PKCS#12 file/);
    expect(problem({ FISCAL_OIB: '87452136902' })).toMatch(/belongs to OIB 12345678903, not to FISCAL_OIB 87452136902/);
    expect(problem({ CIS_SIGNER_CERT_FILE: path.join(dir, 'nema.pem') })).toMatch(/CIS_SIGNER_CERT_FILE: ENOENT/);
    expect(problem({ FISCAL_OPERATOR_OIB: '12345678900' })).toMatch(
      /FISCAL_OPERATOR_OIB "12345678900" is not a valid OIB/,
    );
  });

  it('should refuse bad premises and device marks when the configuration is read', () => {
    expect(() => loadConfig({ FISCAL_DEVICE: '01' })).toThrow(/FISCAL_DEVICE/);
    expect(() => loadConfig({ FISCAL_PREMISES: 'WEB-1' })).toThrow(/FISCAL_PREMISES/);
  });

  it('should stop a production server that has no fiscal settings and say which are missing', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://shop.zvijezda.hr',
        AUTH_SECRET: 'x'.repeat(48),
        DATA_DIR: dir,
        PORT: '0',
        CIS_URL: '',
        DATABASE_URL: '',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /Fiskalizacija nije podešena.*FISCAL_OIB, FISCAL_CERT_FILE, FISCAL_CERT_PASSWORD, CIS_URL, CIS_SIGNER_CERT_FILE/,
    );
  }, 60_000);
});
