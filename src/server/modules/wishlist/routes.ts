import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, ok } from '../../platform/errors/index.js';
import type { ContractRoute } from '../../platform/contract-types.js';
import { currentUser } from '../cart/index.js';
import { setWished, toggleWished, wishlistIds, wishlistPage } from './service.js';

/** Only logged-in users have a wishlist (docs/spec/shop.md section 4); the user id always comes from the token. */
function userIdOf(request: FastifyRequest): number {
  const user = currentUser(request);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user.id;
}

export const wishlistRoutes: FastifyPluginAsync = async (app) => {
  app.post<ContractRoute<'wishlistCreate'>>('/api/v1/wishlist/create', async (request) => {
    const userId = userIdOf(request);
    return ok(await toggleWished(app.db, userId, request.body.product_id));
  });
  app.put<ContractRoute<'wishlistAdd'>>('/api/v1/wishlist/items/:productId', async (request) => {
    const userId = userIdOf(request);
    return ok(await setWished(app.db, userId, request.params.productId, true));
  });
  app.delete<ContractRoute<'wishlistRemove'>>('/api/v1/wishlist/items/:productId', async (request) => {
    const userId = userIdOf(request);
    return ok(await setWished(app.db, userId, request.params.productId, false));
  });
  app.get<ContractRoute<'wishlistFilter'>>('/api/v1/wishlist/filter', async (request) => {
    const userId = userIdOf(request);
    const { limit = 9, page = 1 } = request.query;
    return ok(await wishlistPage(app.db, userId, limit, page, request.domain.id));
  });
  app.get('/api/v1/wishlist/ids', async (request) => ok(await wishlistIds(app.db, userIdOf(request))));
};
