import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { parseIdList, type CatalogueFilter } from '@shared/catalogue-query.js';
import { ok } from '../../errors/index.js';
import { checkBundle } from './bundle-service.js';
import { filterCategoryList, filterTagList, getCategory } from './category-service.js';
import { filterProducts, layeredNavigation, type ProductFilterInput } from './listing-service.js';
import { getProduct } from './product-service.js';

// Thin handlers: the contract plugin has validated params, query and body before they run.
const apiKeyIdOf = (request: FastifyRequest) => request.domain?.apiKeyId ?? 1;
const bodyOf = <T>(request: FastifyRequest) => (request.body ?? {}) as T;

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/v1/product/web/filter', async (request) =>
    ok(await filterProducts(app.db, bodyOf<ProductFilterInput>(request), apiKeyIdOf(request))),
  );

  app.post('/api/v1/product/web/layeredNavigation', async (request) =>
    ok(
      await layeredNavigation(
        app.db,
        bodyOf<{ filters?: CatalogueFilter[]; keywords?: string; mainCategory?: number | string }>(request),
      ),
    ),
  );

  app.get('/api/v1/product/web/get', async (request) => {
    const { slug, id } = request.query as { slug?: string; id?: number };
    return ok(
      await getProduct(app.db, slug !== undefined ? { slug } : id !== undefined ? { id } : {}, apiKeyIdOf(request)),
    );
  });

  app.get('/api/v1/product/web/category/get/:id', async (request) => {
    const { id } = request.params as { id: string };
    return ok(await getCategory(app.db, String(id), apiKeyIdOf(request)));
  });

  app.post('/api/v1/product/web/category/filter', async (request) =>
    ok(await filterCategoryList(app.db, bodyOf(request), apiKeyIdOf(request))),
  );

  app.post('/api/v1/product/web/tag/filter', async (request) => ok(await filterTagList(app.db, bodyOf(request))));

  app.get('/api/v1/product/checkBundles', async (request) => {
    const { product, selected } = request.query as { product: number; selected?: string };
    return ok(await checkBundle(app.db, Number(product), selected ? (parseIdList(selected) ?? []) : []));
  });
};
