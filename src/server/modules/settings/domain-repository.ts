import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { domains, sites, stores } from '../../db/schema/settings.js';

export interface DomainInfo {
  apiKeyId: number;
  apiKey: string;
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
  apiKeyId: domains.id,
  apiKey: domains.apiKey,
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

export async function listDomains(db: Db): Promise<DomainInfo[]> {
  return baseQuery(db).orderBy(asc(domains.id));
}

export async function findDomainByApiKey(db: Db, apiKey: string): Promise<DomainInfo | undefined> {
  const [row] = await baseQuery(db).where(eq(domains.apiKey, apiKey)).limit(1);
  return row;
}
