import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import { currentUser, type SessionUser } from '../cart/index.js';
import type { CartContext } from '../cart/index.js';
import type { LockerDirectory } from '../delivery/index.js';
import { paymentMethodConfigured } from '../payments/index.js';
import type { DomainInfo } from '../settings/index.js';
import { getCheckoutSettings, type CheckoutSettings } from '../settings/index.js';

/** What every checkout operation works with: the request's database, domain, user and locker directory. */
export interface CheckoutContext {
  db: Db;
  domain: DomainInfo;
  user: SessionUser | null;
  language: string;
  lockers: LockerDirectory | null;
  /** The site's checkout settings (allowed countries, guest checkout...). */
  site: CheckoutSettings;
  /** Whether this server can take a payment method (a card gateway needs its credentials in production). */
  paymentConfigured: (paymentCode: string) => boolean;
  cart: CartContext;
}

/** Refuses when the site has switched the checkout off, and guests when the site requires an account to buy. */
export function admitToCheckout(settings: CheckoutSettings, user: SessionUser | null): void {
  if (!settings.checkoutEnabled) throw new AppError('CHECKOUT_DISABLED');
  if (!settings.guestCheckout && !user) throw new AppError('GUEST_CHECKOUT_DISABLED');
}

/**
 * The context of a checkout request, admitted by the site's settings (admitToCheckout). Order creation passes the
 * settings it keeps in memory and admits again with the ones it checked in its transaction
 * (docs/decisions/0261-order-creation-reads-less.md).
 */
export async function checkoutContext(
  request: FastifyRequest,
  siteSettings: (db: Db, domain: DomainInfo) => Promise<CheckoutSettings> = getCheckoutSettings,
): Promise<CheckoutContext> {
  const app = request.server;
  const settings = await siteSettings(app.db, request.domain);
  const user = currentUser(request);
  admitToCheckout(settings, user);
  return {
    db: app.db,
    domain: request.domain,
    user,
    language: request.language,
    lockers: app.lockers,
    site: settings,
    paymentConfigured: (paymentCode) => paymentMethodConfigured(app.config, paymentCode),
    cart: {
      db: app.db,
      domainId: request.domain.id,
      apiKeyId: request.domain.id,
      user,
      mergeCartItems: settings.mergeCartItems,
      charges: app.cartCharges,
    },
  };
}
