import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { eq } from 'drizzle-orm';
import { products } from '../../platform/db/schema/catalogue.js';
import { AppError, ok } from '../../platform/errors/index.js';
import { staffOnly } from '../../platform/http/access.js';
import { recordChange, staffOf } from '../audit/index.js';
import { announceCatalogueChange, refreshAfterWrite } from './announce.js';
import { applyBulk, previewBulk, undoBulk } from './bulk.js';
import { exportCsv, importCsv } from './csv.js';
import { jumpTargets } from './jump.js';
import { addProductImage, saveProductImages } from './media.js';
import { planPrices } from './prices.js';
import { listAdminProducts } from './product-list.js';
import { adminProduct, productOptions } from './product-read.js';
import { createProduct, setProductStatus, updateProduct } from './product-write.js';
import { adjustStock, applyStockTake, ledgerOf, stockGrid } from './stock.js';

const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');
const catalogue = staffOnly('catalogue.edit');

/** The catalogue back office (docs/decisions/0175–0184): back-office users only; every write is audited. */
export const catalogueAdminRoutes: FastifyPluginAsync = async (app) => {
  const now = () => new Date(app.clock.now());
  const apiKeyId = (request: { domain: { id: number } }) => request.domain.id;

  app.get<ContractRoute<'adminProductList'>>('/api/v1/admin/products', catalogue, async (request, reply) => {
    privately(reply);
    const q = request.query;
    return ok(
      await listAdminProducts(
        app.db,
        {
          ...(q.q ? { q: q.q } : {}),
          ...(q.category !== undefined ? { category: q.category } : {}),
          ...(q.status ? { status: q.status } : {}),
          ...(q.stock ? { stock: q.stock } : {}),
          ...(q.sale !== undefined ? { sale: q.sale } : {}),
          sort: q.sort ?? 'updated',
          page: q.page ?? 1,
          limit: q.limit ?? 25,
        },
        apiKeyId(request),
      ),
    );
  });

  app.get<ContractRoute<'adminProductOptions'>>(
    '/api/v1/admin/products/options',
    catalogue,
    async (_request, reply) => {
      privately(reply);
      return ok(await productOptions(app.db));
    },
  );

  app.get<ContractRoute<'adminProductGet'>>('/api/v1/admin/products/:id', catalogue, async (request, reply) => {
    privately(reply);
    return ok(await adminProduct(app.db, request.params.id, apiKeyId(request), now()));
  });

  app.post<ContractRoute<'adminProductCreate'>>('/api/v1/admin/products', catalogue, async (request, reply) => {
    privately(reply);
    const id = await createProduct(app, staffOf(request), request.body, now());
    return ok(await adminProduct(app.db, id, apiKeyId(request), now()));
  });

  app.put<ContractRoute<'adminProductUpdate'>>('/api/v1/admin/products/:id', catalogue, async (request, reply) => {
    privately(reply);
    await updateProduct(app, staffOf(request), request.params.id, request.body, now());
    return ok(await adminProduct(app.db, request.params.id, apiKeyId(request), now()));
  });

  app.post<ContractRoute<'adminProductStatus'>>(
    '/api/v1/admin/products/:id/status',
    catalogue,
    async (request, reply) => {
      privately(reply);
      await setProductStatus(app, staffOf(request), request.params.id, request.body, now());
      return ok(await adminProduct(app.db, request.params.id, apiKeyId(request), now()));
    },
  );

  app.post<ContractRoute<'adminProductPrices'>>(
    '/api/v1/admin/products/:id/prices',
    catalogue,
    async (request, reply) => {
      privately(reply);
      const id = request.params.id;
      const body = request.body;
      const at = now();
      const from = body.startsAt ? new Date(body.startsAt) : at;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: products.id, parentId: products.parentId })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!row || row.parentId !== null) throw new AppError('NOT_FOUND', { message: 'Product not found.' });
        const variants =
          body.variantIds ??
          (await tx.select({ id: products.id }).from(products).where(eq(products.parentId, id))).map((v) => v.id);
        const change = {
          regular: body.regularPrice,
          sale: body.salePrice,
          member: body.memberPrice,
          from: from < at ? at : from,
          to: body.endsAt ? new Date(body.endsAt) : null,
        };
        const ids = body.variantIds ? variants : [id, ...variants];
        await planPrices(tx, ids, change, at);
        await recordChange(tx, staffOf(request), {
          kind: 'price',
          id,
          action: 'price.plan',
          changes: [
            { field: 'regularPrice', before: null, after: body.regularPrice },
            { field: 'salePrice', before: null, after: body.salePrice },
            { field: 'memberPrice', before: null, after: body.memberPrice },
          ],
          data: { from: change.from.toISOString(), to: change.to?.toISOString() ?? null, products: ids },
        });
        await refreshAfterWrite(tx, [id]);
      });
      await announceCatalogueChange(app);
      return ok(await adminProduct(app.db, id, apiKeyId(request), now()));
    },
  );

  // An image travels as base64 in JSON: up to 10 MB of bytes is about 13.4 MB of text.
  app.post<ContractRoute<'adminProductImageAdd'>>(
    '/api/v1/admin/products/:id/images',
    { ...catalogue, bodyLimit: 15 * 1024 * 1024 },
    async (request, reply) => {
      privately(reply);
      await addProductImage(app, staffOf(request), request.params.id, request.body);
      return ok(await adminProduct(app.db, request.params.id, apiKeyId(request), now()));
    },
  );

  app.put<ContractRoute<'adminProductImagesSave'>>(
    '/api/v1/admin/products/:id/images',
    catalogue,
    async (request, reply) => {
      privately(reply);
      await saveProductImages(app, staffOf(request), request.params.id, request.body);
      return ok(await adminProduct(app.db, request.params.id, apiKeyId(request), now()));
    },
  );

  app.get<ContractRoute<'adminProductExport'>>(
    '/api/v1/admin/products/export',
    staffOnly('catalogue.export'),
    async (request, reply) => {
      privately(reply);
      const q = request.query;
      return ok(
        await exportCsv(app.db, {
          ...(q.q ? { q: q.q } : {}),
          ...(q.category !== undefined ? { category: q.category } : {}),
          ...(q.status ? { status: q.status } : {}),
          ...(q.stock ? { stock: q.stock } : {}),
          ...(q.sale !== undefined ? { sale: q.sale } : {}),
        }),
      );
    },
  );

  // A CSV of 10,000 rows is about a megabyte of text.
  app.post<ContractRoute<'adminProductImport'>>(
    '/api/v1/admin/products/import',
    { ...catalogue, bodyLimit: 9 * 1024 * 1024 },
    async (request, reply) => {
      privately(reply);
      return ok(await importCsv(app, staffOf(request), request.body, now()));
    },
  );

  app.post<ContractRoute<'adminBulkPreview'>>(
    '/api/v1/admin/products/bulk/preview',
    catalogue,
    async (request, reply) => {
      privately(reply);
      return ok(await previewBulk(app.db, request.body));
    },
  );

  app.post<ContractRoute<'adminBulkApply'>>('/api/v1/admin/products/bulk', catalogue, async (request, reply) => {
    privately(reply);
    return ok(await applyBulk(app, staffOf(request), request.body, now()));
  });

  app.post<ContractRoute<'adminBulkUndo'>>(
    '/api/v1/admin/products/bulk/:id/undo',
    catalogue,
    async (request, reply) => {
      privately(reply);
      return ok(await undoBulk(app, staffOf(request), request.params.id, now()));
    },
  );

  app.get<ContractRoute<'adminJump'>>('/api/v1/admin/jump', staffOnly('desk.open'), async (request, reply) => {
    privately(reply);
    return ok(await jumpTargets(app.db, request.query.q ?? '', request.domain.id));
  });

  app.get<ContractRoute<'adminStockGrid'>>('/api/v1/admin/stock', catalogue, async (request, reply) => {
    privately(reply);
    const q = request.query;
    return ok(
      await stockGrid(app.db, {
        ...(q.q ? { q: q.q } : {}),
        ...(q.productId !== undefined ? { productId: q.productId } : {}),
        ...(q.low ? { low: true } : {}),
        page: q.page ?? 1,
        limit: q.limit ?? 50,
      }),
    );
  });

  app.post<ContractRoute<'adminStockAdjust'>>('/api/v1/admin/stock/adjust', catalogue, async (request, reply) => {
    privately(reply);
    await adjustStock(app, staffOf(request), request.body);
    return ok(await stockGrid(app.db, { productId: request.body.productId, page: 1, limit: 200 }));
  });

  app.post<ContractRoute<'adminStockTake'>>('/api/v1/admin/stock/take', catalogue, async (request, reply) => {
    privately(reply);
    return ok(await applyStockTake(app, staffOf(request), request.body));
  });

  app.get<ContractRoute<'adminStockLedger'>>('/api/v1/admin/stock/:id/ledger', catalogue, async (request, reply) => {
    privately(reply);
    return ok(await ledgerOf(app.db, request.params.id));
  });
};
