import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { countries, languages } from '../../platform/db/schema/settings.js';

export function listLanguages(db: Db) {
  return db.select().from(languages).orderBy(asc(languages.id));
}

export function listCountries(db: Db) {
  return db.select().from(countries).orderBy(asc(countries.id));
}
