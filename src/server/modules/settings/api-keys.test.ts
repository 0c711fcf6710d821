import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apiKeyDigest, DEMO_API_KEY, knownApiKeys, newApiKey, readApiKeyFile, writeApiKeyFile } from './api-keys.js';

// docs/decisions/0133-api-key-stored-hashed.md
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('the apiKey kept as a digest', () => {
  it('should digest a key with SHA-256 and make new keys of 32 URL-safe characters, never the same twice', () => {
    expect(apiKeyDigest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const a = newApiKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(newApiKey()).not.toBe(a);
  });

  it('should know the demo key outside production only, and the configured and the file key everywhere', async () => {
    const dir = await tempDir();
    const file = await writeApiKeyFile(dir, 'key-from-the-data-folder');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readApiKeyFile(dir)).toBe('key-from-the-data-folder');
    const production = await knownApiKeys({
      NODE_ENV: 'production',
      DATA_DIR: dir,
      SHOP_API_KEY: 'key-from-the-env-1',
    });
    expect([...production.values()].sort()).toEqual(['key-from-the-data-folder', 'key-from-the-env-1']);
    expect(production.get(apiKeyDigest('key-from-the-env-1'))).toBe('key-from-the-env-1');
    const development = await knownApiKeys({ NODE_ENV: 'development', DATA_DIR: await tempDir() });
    expect([...development.values()]).toEqual([DEMO_API_KEY]);
  });
});
