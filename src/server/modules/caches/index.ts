// The caches module's public surface: what the shop caches, and clearing it from the back office.
export { cacheRoutes } from './routes.js';
export { cacheSyncPlugin } from './sync.js';
