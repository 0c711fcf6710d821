import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parseIdList } from '@shared/catalogue-query.js';
import { ok } from '../../platform/errors/index.js';
import { publicRead } from '../../platform/http/public-read.js';
import type { ContractRoute } from '../../platform/contract-types.js';
import { checkBundle } from './bundle-service.js';
import { filterCategoryList, filterTagList, getCategory } from './category-service.js';
import { filterProducts, layeredNavigation } from './listing-service.js';
import { getProduct } from './product-service.js';

// Thin handlers: the contract plugin has validated params, query and body before they run. Every answer here is
// the same for every shopper of a domain: kept in the answer cache (docs/decisions/0187-one-answer-cache.md), read
// from the read replica when one is set (docs/decisions/0209-read-replica.md).
const apiKeyIdOf = (request: FastifyRequest) => request.domain.id;

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  app.post<ContractRoute<'productWebFilter'>>('/api/v1/product/web/filter', publicRead, async (request) =>
    ok(await filterProducts(app.readDb, request.body ?? {}, apiKeyIdOf(request))),
  );

  app.post<ContractRoute<'productLayeredNavigation'>>(
    '/api/v1/product/web/layeredNavigation',
    publicRead,
    async (request) => ok(await layeredNavigation(app.readDb, request.body ?? {})),
  );

  app.get<ContractRoute<'productWebGet'>>('/api/v1/product/web/get', publicRead, async (request) => {
    const { slug, id } = request.query;
    return ok(
      await getProduct(
        app.readDb,
        slug !== undefined ? { slug } : id !== undefined ? { id } : {},
        apiKeyIdOf(request),
        new Date(app.clock.now()),
      ),
    );
  });

  app.get<ContractRoute<'categoryGet'>>('/api/v1/product/web/category/get/:id', publicRead, async (request) => {
    const { id } = request.params;
    return ok(await getCategory(app.readDb, String(id), apiKeyIdOf(request)));
  });

  app.post<ContractRoute<'categoryFilter'>>('/api/v1/product/web/category/filter', publicRead, async (request) =>
    ok(await filterCategoryList(app.readDb, request.body ?? {}, apiKeyIdOf(request))),
  );

  app.post<ContractRoute<'tagFilter'>>('/api/v1/product/web/tag/filter', publicRead, async (request) =>
    ok(await filterTagList(app.readDb, request.body ?? {})),
  );

  app.get<ContractRoute<'checkBundles'>>('/api/v1/product/checkBundles', publicRead, async (request) => {
    const { product, selected } = request.query;
    return ok(await checkBundle(app.readDb, product, selected ? (parseIdList(selected) ?? []) : []));
  });
};
