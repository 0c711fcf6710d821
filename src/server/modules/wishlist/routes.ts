import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, ok } from '../../errors/index.js';
import { currentUser } from '../cart/index.js';
import { setWished, toggleWished, wishlistIds, wishlistPage } from './service.js';

/** Only logged-in users have a wishlist (shop.md section 4); the user id always comes from the token. */
function userIdOf(request: FastifyRequest): number {
  const user = currentUser(request);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user.id;
}

export const wishlistRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/v1/wishlist/create', async (request) => {
    const userId = userIdOf(request);
    return ok(await toggleWished(app.db, userId, (request.body as { product_id: number }).product_id));
  });
  app.put('/api/v1/wishlist/items/:productId', async (request) => {
    const userId = userIdOf(request);
    return ok(await setWished(app.db, userId, Number((request.params as { productId: string }).productId), true));
  });
  app.delete('/api/v1/wishlist/items/:productId', async (request) => {
    const userId = userIdOf(request);
    return ok(await setWished(app.db, userId, Number((request.params as { productId: string }).productId), false));
  });
  app.get('/api/v1/wishlist/filter', async (request) => {
    const userId = userIdOf(request);
    const { limit = 9, page = 1 } = request.query as { limit?: number; page?: number };
    return ok(await wishlistPage(app.db, userId, Number(limit), Number(page), request.domain.apiKeyId));
  });
  app.get('/api/v1/wishlist/ids', async (request) => ok(await wishlistIds(app.db, userIdOf(request))));
};
