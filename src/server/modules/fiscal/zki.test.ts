import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { FIXTURE_OIB, fixtureCertificate } from './testdata/fixture.js';
import { computeZki, type ZkiInput, zkiSource } from './zki.js';

const cert = fixtureCertificate();
const input: ZkiInput = {
  oib: FIXTURE_OIB,
  issuedAt: new Date('2026-07-15T12:30:05Z'),
  number: { sequence: 42, premises: 'WEB1', device: '1' },
  totalCents: 12345,
};

/** The same ZKI computed by node-forge's own RSA, sharing nothing with node:crypto. */
function zkiByForge(source: string, hash: 'sha1' | 'sha256'): string {
  const key = forge.pki.privateKeyFromPem(
    cert.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  ) as forge.pki.rsa.PrivateKey;
  const md = hash === 'sha1' ? forge.md.sha1.create() : forge.md.sha256.create();
  md.update(source, 'utf8');
  return createHash('md5')
    .update(Buffer.from(key.sign(md), 'binary'))
    .digest('hex');
}

describe('ZKI', () => {
  it('should join the fields as the specification’s example does, with a space in the time', () => {
    expect(
      zkiSource({
        oib: '00169331406',
        issuedAt: new Date('2012-10-01T14:04:25Z'),
        number: { sequence: 12345, premises: 'blag001', device: '11245' },
        totalCents: 124556,
      }),
    ).toBe('0016933140601.10.2012 16:04:2512345blag001112451245.56');
  });

  it('should be 32 lowercase hex characters and the same every time for the same receipt', () => {
    const zki = computeZki(input, cert.privateKey, 'sha256');
    expect(zki).toMatch(/^[0-9a-f]{32}$/);
    expect(computeZki(input, cert.privateKey, 'sha256')).toBe(zki);
  });

  it('should match the fixture key’s pinned values for both RSA hashes', () => {
    expect(computeZki(input, cert.privateKey, 'sha256')).toBe(PINNED.sha256);
    expect(computeZki(input, cert.privateKey, 'sha1')).toBe(PINNED.sha1);
  });

  it('should agree with an independent RSA implementation', () => {
    const source = zkiSource(input);
    expect(computeZki(input, cert.privateKey, 'sha256')).toBe(zkiByForge(source, 'sha256'));
    expect(computeZki(input, cert.privateKey, 'sha1')).toBe(zkiByForge(source, 'sha1'));
  });

  it('should change when any signed field changes', () => {
    const base = computeZki(input, cert.privateKey, 'sha256');
    expect(computeZki({ ...input, totalCents: 12346 }, cert.privateKey, 'sha256')).not.toBe(base);
    expect(computeZki({ ...input, number: { ...input.number, sequence: 43 } }, cert.privateKey, 'sha256')).not.toBe(
      base,
    );
    expect(computeZki({ ...input, issuedAt: new Date('2026-07-15T12:30:06Z') }, cert.privateKey, 'sha256')).not.toBe(
      base,
    );
  });
});

// Computed once with the committed fixture key; a change here means the ZKI formula changed.
const PINNED = { sha256: 'd5d11c0e1e2e0b5ab7383234c042a0df', sha1: '2c9eb41227267a9e24a2f9b65c2fd584' };
