// BoxNow parcel lockers: the door other modules use (checkout lists and re-checks lockers, the order desk
// creates delivery requests, prints labels, cancels parcels and verifies webhooks).
import fp from 'fastify-plugin';
import { createBoxNowService } from './factory.js';
import { boxnowRoutes } from './routes.js';
import type { BoxNowService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one BoxNow service of the app (one token cache, one locker cache). */
    boxnow: BoxNowService;
  }
}

/** Decorates the app with `app.boxnow` (built from config unless one is passed) and serves check-address. */
export const boxnowPlugin = fp<{ service?: BoxNowService }>(
  async (app, options) => {
    app.decorate('boxnow', options.service ?? createBoxNowService(app.config));
    await app.register(boxnowRoutes);
  },
  { name: 'boxnow', dependencies: ['db'] },
);

export { isBoxNowConfigured } from './factory.js';
export { boxnowLockerDirectory } from './locker-directory.js';
export { BoxNowService } from './service.js';
export { signWebhookData } from './webhook.js';
export type { WireParcelEvent } from './client/wire.js';

/** Where the shop receives BoxNow's parcel events (set in BoxNow's partner portal; the stand-in posts here). */
export const BOXNOW_WEBHOOK_PATH = '/api/v1/delivery/boxnow/webhook';
export { croatianGazetteer } from './gazetteer/gazetteer.js';
