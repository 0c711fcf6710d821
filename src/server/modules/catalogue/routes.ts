import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parseIdList } from '@shared/catalogue-query.js';
import { cachedRead } from '../../plugins/answer-cache.js';
import type { ContractRoute } from '../../contract-types.js';
import { checkBundle } from './bundle-service.js';
import { filterCategoryList, filterTagList, getCategory } from './category-service.js';
import { filterProducts, layeredNavigation } from './listing-service.js';
import { getProduct } from './product-service.js';

// Thin handlers: the contract plugin has validated params, query and body before they run. Every answer here is
// the same for every shopper of a domain: kept in the answer cache (docs/decisions/0187-one-answer-cache.md), read
// from the read replica when one is set (docs/decisions/0209-read-replica.md).
const apiKeyIdOf = (request: FastifyRequest) => request.domain.id;

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  app.post<ContractRoute<'productWebFilter'>>('/api/v1/product/web/filter', (request, reply) =>
    cachedRead(request, reply, () => filterProducts(app.readDb, request.body ?? {}, apiKeyIdOf(request))),
  );

  app.post<ContractRoute<'productLayeredNavigation'>>('/api/v1/product/web/layeredNavigation', (request, reply) =>
    cachedRead(request, reply, () => layeredNavigation(app.readDb, request.body ?? {})),
  );

  app.get<ContractRoute<'productWebGet'>>('/api/v1/product/web/get', (request, reply) => {
    const { slug, id } = request.query;
    return cachedRead(request, reply, () =>
      getProduct(
        app.readDb,
        slug !== undefined ? { slug } : id !== undefined ? { id } : {},
        apiKeyIdOf(request),
        new Date(app.clock.now()),
      ),
    );
  });

  app.get<ContractRoute<'categoryGet'>>('/api/v1/product/web/category/get/:id', (request, reply) => {
    const { id } = request.params;
    return cachedRead(request, reply, () => getCategory(app.readDb, String(id), apiKeyIdOf(request)));
  });

  app.post<ContractRoute<'categoryFilter'>>('/api/v1/product/web/category/filter', (request, reply) =>
    cachedRead(request, reply, () => filterCategoryList(app.readDb, request.body ?? {}, apiKeyIdOf(request))),
  );

  app.post<ContractRoute<'tagFilter'>>('/api/v1/product/web/tag/filter', (request, reply) =>
    cachedRead(request, reply, () => filterTagList(app.readDb, request.body ?? {})),
  );

  app.get<ContractRoute<'checkBundles'>>('/api/v1/product/checkBundles', (request, reply) => {
    const { product, selected } = request.query;
    return cachedRead(request, reply, () =>
      checkBundle(app.readDb, product, selected ? (parseIdList(selected) ?? []) : []),
    );
  });
};
