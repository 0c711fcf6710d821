import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { domains, sites, stores } from '../../platform/db/schema/settings.js';

export interface DomainInfo {
  /**
   * The shop's one tenant id: every row of a shop carries it as `domainId`. It is the id of the shop's API key (one
   * key, one shop), which the public configuration and the media addresses call `apiKeyId` after the platform's API.
   */
  id: number;
  /** SHA-256 of the key (docs/decisions/0133-api-key-stored-hashed.md). */
  apiKeyDigest: string;
  /** The key itself when this process knows it (SHOP_API_KEY, DATA_DIR/api-key, the demo key), else null. */
  apiKey: string | null;
  name: string;
  url: string;
  hosts: string[];
  siteId: number;
  siteName: string;
  storeId: number;
  storeName: string;
  currencyId: number;
  defaultLanguageId: number;
  maintenance: boolean;
  generatePdfUrl: string | null;
}

const columns = {
  id: domains.id,
  apiKeyDigest: domains.apiKeyDigest,
  name: domains.name,
  url: domains.url,
  hosts: domains.hosts,
  siteId: domains.siteId,
  siteName: sites.name,
  storeId: domains.storeId,
  storeName: stores.name,
  currencyId: stores.currencyId,
  defaultLanguageId: sites.defaultLanguageId,
  maintenance: domains.maintenance,
  generatePdfUrl: domains.generatePdfUrl,
};

function baseQuery(db: Db) {
  return db
    .select(columns)
    .from(domains)
    .innerJoin(sites, eq(sites.id, domains.siteId))
    .innerJoin(stores, eq(stores.id, domains.storeId));
}

/** Every domain, with its key in clear where `knownKeys` (by digest) holds it. */
export async function listDomains(db: Db, knownKeys: ReadonlyMap<string, string> = new Map()): Promise<DomainInfo[]> {
  const rows = await baseQuery(db).orderBy(asc(domains.id));
  return rows.map((row) => ({ ...row, apiKey: knownKeys.get(row.apiKeyDigest) ?? null }));
}
