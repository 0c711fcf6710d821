import fp from 'fastify-plugin';
import { createFiscal, type Fiscal } from './fiscal.js';
import { cisConfigured, resolveFiscalSettings } from './settings.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Fiscal receipts: issue inside a payment's transaction, delivered to CIS in the background. */
    fiscal: Fiscal;
  }
}

/**
 * Decorates app.fiscal. With CIS configured the settings must be complete and right, or the app does not build
 * (a wrong certificate is found at start, not at the first sale). Without CIS configured the app builds and
 * refuses to issue; server.ts refuses to start that way in production.
 */
export const fiscalPlugin = fp(
  async (app) => {
    const settings = cisConfigured(app.config) ? resolveFiscalSettings(app.config) : null;
    const fiscal = createFiscal(app.db, settings, app.log);
    app.decorate('fiscal', fiscal);
    app.addHook('onClose', async () => fiscal.stopDelivery());
  },
  { name: 'fiscal', dependencies: ['db'] },
);
