import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { currencies, generalSettings, sites } from '../../platform/db/schema/settings.js';

export async function findGeneralSetting(db: Db, group: string, key: string) {
  const [row] = await db
    .select()
    .from(generalSettings)
    .where(and(eq(generalSettings.group, group), eq(generalSettings.key, key)))
    .limit(1);
  return row;
}

export async function findSiteSettings(db: Db, siteId: number) {
  const [row] = await db.select({ settings: sites.settings }).from(sites).where(eq(sites.id, siteId)).limit(1);
  return row?.settings;
}

export async function listCurrencies(db: Db) {
  return db.select().from(currencies).orderBy(asc(currencies.id));
}
