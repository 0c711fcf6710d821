import { createHash, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The shop's apiKey is kept in the database only as its digest; the server learns the key itself from SHOP_API_KEY or
 * from DATA_DIR/api-key (mode 0600), so it can write it into its pages (docs/decisions/0133-api-key-stored-hashed.md).
 */
export const API_KEY_FILE = 'api-key';

/** The demo club's key: public on purpose, accepted only where the demo was seeded (never in production). */
export const DEMO_API_KEY = 'demo-api-key';

/** SHA-256 (hex) of an apiKey: what `domains.api_key_digest` holds and what a request's key is looked up by. */
export function apiKeyDigest(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new random key: 32 URL-safe characters (192 bits). */
export function newApiKey(): string {
  return randomBytes(24).toString('base64url');
}

export interface ApiKeySettings {
  NODE_ENV: string;
  DATA_DIR: string;
  SHOP_API_KEY?: string | undefined;
}

/** The key kept in DATA_DIR/api-key, if any. */
export async function readApiKeyFile(dataDir: string): Promise<string | undefined> {
  try {
    const key = (await readFile(path.join(dataDir, API_KEY_FILE), 'utf8')).trim();
    return key || undefined;
  } catch {
    return undefined;
  }
}

/** Writes a generated key to DATA_DIR/api-key, readable by the shop's own user only. */
export async function writeApiKeyFile(dataDir: string, key: string): Promise<string> {
  const file = path.join(dataDir, API_KEY_FILE);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  await chmod(file, 0o600).catch(() => {});
  return file;
}

/**
 * The keys this process knows in clear, by digest: SHOP_API_KEY, DATA_DIR/api-key and, outside production, the demo
 * key. Only these can be written into a page or a domainDetect answer; a request's key is checked by digest alone.
 */
export async function knownApiKeys(settings: ApiKeySettings): Promise<Map<string, string>> {
  const keys = [settings.SHOP_API_KEY, await readApiKeyFile(settings.DATA_DIR)];
  if (settings.NODE_ENV !== 'production') keys.push(DEMO_API_KEY);
  return new Map(keys.filter((k): k is string => Boolean(k)).map((k) => [apiKeyDigest(k), k]));
}
