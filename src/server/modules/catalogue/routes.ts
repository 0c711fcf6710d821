import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parseIdList } from '@shared/catalogue-query.js';
import { ok } from '../../errors/index.js';
import type { ContractRoute } from '../../contract-types.js';
import { checkBundle } from './bundle-service.js';
import { filterCategoryList, filterTagList, getCategory } from './category-service.js';
import { filterProducts, layeredNavigation } from './listing-service.js';
import { getProduct } from './product-service.js';

// Thin handlers: the contract plugin has validated params, query and body before they run.
const apiKeyIdOf = (request: FastifyRequest) => request.domain?.apiKeyId ?? 1;

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  app.post<ContractRoute<'productWebFilter'>>('/api/v1/product/web/filter', async (request) =>
    ok(await filterProducts(app.db, request.body ?? {}, apiKeyIdOf(request))),
  );

  app.post<ContractRoute<'productLayeredNavigation'>>('/api/v1/product/web/layeredNavigation', async (request) =>
    ok(await layeredNavigation(app.db, request.body ?? {})),
  );

  app.get<ContractRoute<'productWebGet'>>('/api/v1/product/web/get', async (request) => {
    const { slug, id } = request.query;
    return ok(
      await getProduct(app.db, slug !== undefined ? { slug } : id !== undefined ? { id } : {}, apiKeyIdOf(request)),
    );
  });

  app.get<ContractRoute<'categoryGet'>>('/api/v1/product/web/category/get/:id', async (request) => {
    const { id } = request.params;
    return ok(await getCategory(app.db, String(id), apiKeyIdOf(request)));
  });

  app.post<ContractRoute<'categoryFilter'>>('/api/v1/product/web/category/filter', async (request) =>
    ok(await filterCategoryList(app.db, request.body ?? {}, apiKeyIdOf(request))),
  );

  app.post<ContractRoute<'tagFilter'>>('/api/v1/product/web/tag/filter', async (request) =>
    ok(await filterTagList(app.db, request.body ?? {})),
  );

  app.get<ContractRoute<'checkBundles'>>('/api/v1/product/checkBundles', async (request) => {
    const { product, selected } = request.query;
    return ok(await checkBundle(app.db, product, selected ? (parseIdList(selected) ?? []) : []));
  });
};
