// Packing's door (docs/decisions/0160-packing-slips.md): the orders to pack, their lines as made, the slips.
export { packingRoutes } from './routes.js';
export { toPackCount } from './to-pack.js';
