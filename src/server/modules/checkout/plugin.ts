import fp from 'fastify-plugin';
import type { LockerDirectory } from '../delivery/index.js';
import { checkoutCharges } from './charges.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parcel-locker directory (BoxNow); null: no locker provider configured, lockers are not offered. */
    lockers: LockerDirectory | null;
  }
}

export interface CheckoutPluginOptions {
  lockers?: LockerDirectory | null | undefined;
}

/**
 * Wires the checkout into the app before the cart routes: the cart summary asks the checkout for the delivery
 * price and payment fee (`app.cartCharges`), and the delivery step asks the locker directory.
 */
export const checkoutPlugin = fp<CheckoutPluginOptions>(
  async (app, options) => {
    app.decorate('lockers', options.lockers ?? null);
    app.decorate('cartCharges', checkoutCharges);
  },
  { name: 'checkout', dependencies: ['db'] },
);
