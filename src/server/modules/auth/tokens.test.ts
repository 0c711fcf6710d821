import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthSecret, signAccessToken, verifyAccessToken } from './tokens.js';

const claims = { id: 7, email: 'a@primjer.hr', isBackofficeUser: false, scope: ['customer'], familyId: 'fam' };

describe('auth secret and access tokens', () => {
  it('should generate the secret once into DATA_DIR with owner-only permissions and reuse it after a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'auth-secret-'));
    try {
      const first = await loadAuthSecret(undefined, dir);
      const second = await loadAuthSecret(undefined, dir);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
      expect((await readFile(path.join(dir, 'auth-secret'), 'utf8')).length).toBeGreaterThanOrEqual(32);
      expect((await stat(path.join(dir, 'auth-secret'))).mode & 0o077).toBe(0);
      const configured = await loadAuthSecret('c'.repeat(40), dir);
      expect(new TextDecoder().decode(configured)).toBe('c'.repeat(40));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('should give processes starting together on one data folder the same secret, and leave no drafts behind', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'auth-secret-'));
    try {
      const secrets = await Promise.all(Array.from({ length: 8 }, () => loadAuthSecret(undefined, dir)));
      const distinct = new Set(secrets.map((secret) => Buffer.from(secret).toString('hex')));
      expect(distinct.size).toBe(1);
      expect(await readdir(dir)).toEqual(['auth-secret']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('should verify its own tokens until they expire after 15 minutes', async () => {
    const secret = new TextEncoder().encode('s'.repeat(48));
    const now = Date.UTC(2026, 0, 1);
    const token = await signAccessToken(secret, claims, now);
    expect(await verifyAccessToken(secret, token, now + 14 * 60_000)).toEqual({ ok: true, claims });
    expect(await verifyAccessToken(secret, token, now + 15 * 60_000 + 1000)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyAccessToken(new TextEncoder().encode('x'.repeat(48)), token, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
