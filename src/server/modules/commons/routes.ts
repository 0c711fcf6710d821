import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../platform/errors/index.js';
import type { ContractRoute } from '../../platform/contract-types.js';
import { listCountries, listLanguages } from './repository.js';

type LanguageKey = 'hrv' | 'eng' | 'ger' | 'srp';
const pick = (names: Record<string, string>, language: string, fallback: string) =>
  names[language] ?? names.hrv ?? fallback;

/** GET commons: languages and countries named in the asked language (query, then header, then hrv). */
export const commonsRoutes: FastifyPluginAsync = async (app) => {
  app.get<ContractRoute<'commons'>>('/api/v1/commons', async (request) => {
    const query = request.query;
    const language = query.language ?? request.language;
    const data: { languages?: unknown[]; countries?: unknown[] } = {};
    if (!query.type || query.type === 'languages') {
      const rows = await listLanguages(app.db);
      data.languages = rows.map((l) => ({
        id: l.id,
        code: l.code,
        code2: l.code2,
        name: pick(l.names, language as LanguageKey, l.name),
        names: l.names,
      }));
    }
    if (!query.type || query.type === 'countries') {
      const rows = await listCountries(app.db);
      data.countries = rows.map((c) => ({
        id: c.id,
        iso: c.iso,
        iso3: c.iso3,
        name: pick(c.names, language, c.name),
        checkoutAllowed: c.checkoutAllowed,
      }));
    }
    return ok(data);
  });
};
