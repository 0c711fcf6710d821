import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../platform/errors/index.js';
import type { ContractRoute } from '../../platform/contract-types.js';
import { staffOnly } from '../../platform/http/access.js';
import { publicRead, publicReadUnless } from '../../platform/http/public-read.js';
import { grantedPreview, pagePreview } from './preview.js';
import { decidePage, getElements, getNavigationTree, getOptions, urlOnLanguage } from './service.js';
import { listTemplates } from './templates.js';

// Thin handlers: input was validated by the contract plugin; services do the work. The shop's pages are the same for
// every shopper of a domain and language: kept in the answer cache (docs/decisions/0187-one-answer-cache.md).
export const cmsRoutes: FastifyPluginAsync = async (app) => {
  const ctx = (request: FastifyRequest) => ({ db: app.readDb, domain: request.domain, language: request.language });

  app.get('/api/v1/cms/option/filter', publicRead, async (request) => ok(await getOptions(ctx(request))));

  app.post<ContractRoute<'cmsElementGetByHandlers'>>(
    '/api/v1/cms/element/getByHandlers',
    publicRead,
    async (request) => {
      const { handlers } = request.body;
      return ok(await getElements(ctx(request), handlers));
    },
  );

  app.get<ContractRoute<'cmsNavigationTree'>>('/api/v1/cms/navigation/tree/:id', publicRead, async (request) => {
    const { id } = request.params;
    return ok(await getNavigationTree(ctx(request), id));
  });

  // Staff with the content permission may ask for the draft as a persona (docs/decisions/0249-cms-preview-as-a-persona.md):
  // read from the primary, answered to them alone; anyone else sending the header gets the shoppers' kept page.
  app.get<ContractRoute<'cmsFinderDecide'>>(
    '/api/v1/cms/finder/decide',
    publicReadUnless(pagePreview),
    async (request) => {
      const { params } = request.query;
      const preview = grantedPreview(request);
      return ok(await decidePage(preview ? { ...ctx(request), db: app.db } : ctx(request), params, preview));
    },
  );

  app.post<ContractRoute<'cmsFinderGetUrlOnLanguage'>>(
    '/api/v1/cms/finder/getUrlOnLanguage',
    publicRead,
    async (request) => ok(await urlOnLanguage(ctx(request), request.body)),
  );

  // The back office's template page (docs/decisions/0116-admin-sections.md).
  app.get('/api/v1/admin/templates', staffOnly('content'), async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return ok(await listTemplates(app.db, request.domain.siteId));
  });
};
