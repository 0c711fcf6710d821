// Shared set-up of the catalogue API suites: the platform's test app plus the demo catalogue.
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/index.js';
import { seedCatalogue } from '../../src/server/seed/catalogue/index.js';

/** The test app with the demo catalogue, whether or not the platform seed already includes it. */
export async function createCatalogueApp(): Promise<TestApp> {
  const t = await createTestApp();
  const result = await t.db.execute(sql`SELECT count(*)::int AS n FROM products`);
  const n = Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  if (n === 0) await seedCatalogue(t.db, { mediaDir: t.mediaDir });
  return t;
}

export interface Envelope<T> {
  data: T;
  errored: boolean;
  code?: string;
  statusCode?: number;
}

export async function post<T = any>(t: TestApp, url: string, body: unknown) {
  const res = await t.app.inject({ method: 'POST', url, headers: t.headers(), payload: body as object });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

export async function get<T = any>(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: t.headers() });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}
