import { isBundlePurchasable, isPurchasable, type ProductFormat } from '@shared/purchasability.js';
import { MAX_CART_QUANTITY } from '@shared/stock.js';
import type { Db } from '../../platform/db/client.js';
import type { CartItemOptions } from '../../platform/db/schema/cart.js';
import type { ProductRow } from '../../platform/db/schema/catalogue.js';
import { AppError } from '../../platform/errors/index.js';
import { bundlePartStates } from '../catalogue/index.js';
import { acceptsPersonalisation, normalisePersonalizations } from './personalisation.js';

/** A whole number 1-999 (docs/spec/shop.md section 5); the server refuses what the storefront would have corrected. */
export function checkQuantity(qty: number): number {
  if (!Number.isInteger(qty) || qty < 1)
    throw new AppError('INVALID_QUANTITY', { payload: { key: 'error.invalidQuantity' } });
  if (qty > MAX_CART_QUANTITY) throw new AppError('QUANTITY_LIMIT');
  return qty;
}

export interface ResolvedLine {
  options: CartItemOptions;
  mergeKey: string;
  personalised: boolean;
}

const canPersonalise = (row: ProductRow) =>
  acceptsPersonalisation({ format: row.format, customOptions: row.customOptions });

/**
 * Validates what a client asks to put in a line and returns the canonical options: a configurable main product
 * needs a variant, a bundle needs every configurable part's variant, personalisation only where offered and
 * within limits, services are never added by hand. Equal merge keys merge (unless personalised).
 */
export async function resolveLine(
  db: Db,
  product: ProductRow,
  requested: CartItemOptions | undefined,
): Promise<ResolvedLine> {
  if (product.archived) throw new AppError('NOT_FOUND', { message: 'Proizvod nije pronađen.' });
  if (product.type === 'service') throw new AppError('SERVICE_NOT_ADDABLE');
  if (product.format === 'configurable')
    throw new AppError('CONFIGURATION_NOT_SET', { payload: { key: 'core.notifications.configurationNotSet' } });
  if (product.format === 'bundle') return resolveBundle(db, product, requested);
  if (requested?.bundleOptions?.length)
    throw new AppError('CONFIGURATION_NOT_SET', { message: 'Proizvod nije paket.' });
  const personalizations = normalisePersonalizations(requested?.personalizations, product.customOptions);
  if (personalizations && !canPersonalise(product)) throw new AppError('PERSONALISATION_NOT_ALLOWED');
  if (!isPurchasable({ ...product, format: product.format as ProductFormat }))
    throw new AppError('PRODUCT_NOT_PURCHASABLE');
  const options: CartItemOptions = personalizations ? { personalizations } : {};
  return { options, mergeKey: JSON.stringify(options), personalised: Boolean(personalizations) };
}

async function resolveBundle(
  db: Db,
  bundle: ProductRow,
  requested: CartItemOptions | undefined,
): Promise<ResolvedLine> {
  if (requested?.personalizations && normalisePersonalizations(requested.personalizations))
    throw new AppError('PERSONALISATION_NOT_ALLOWED');
  const chosen = requested?.bundleOptions ?? [];
  const states = await bundlePartStates(
    db,
    bundle.id,
    chosen.map((o) => o.selected),
  );
  if (chosen.some((o) => !states.some((s) => s.part.id === o.main))) {
    throw new AppError('CONFIGURATION_NOT_SET', { message: 'Odabrani dio nije dio ovog paketa.' });
  }
  let personalised = false;
  const bundleOptions = states.map((state) => {
    const option = chosen.find((o) => o.main === state.part.id);
    const configurable = state.part.format === 'configurable';
    if (configurable && (!option || state.variant?.id !== option.selected)) {
      throw new AppError('CONFIGURATION_NOT_SET', {
        message: `Odaberite veličinu za: ${state.part.name}.`,
        payload: { main: state.part.id },
      });
    }
    if (!configurable && option && option.selected !== state.part.id)
      throw new AppError('CONFIGURATION_NOT_SET', { message: 'Odabrani dio nije dio ovog paketa.' });
    const target = state.variant ?? state.part;
    const personalizations = normalisePersonalizations(option?.personalizations, target.customOptions);
    if (personalizations && !canPersonalise(target)) throw new AppError('PERSONALISATION_NOT_ALLOWED');
    if (personalizations) personalised = true;
    return { main: state.part.id, selected: target.id, ...(personalizations ? { personalizations } : {}) };
  });
  const stock = states.map((s) => ({ usable: s.usable, quantity: s.quantity, purchasable: s.purchasable }));
  if (!isBundlePurchasable(bundle, stock)) throw new AppError('PRODUCT_NOT_PURCHASABLE');
  const options: CartItemOptions = { bundleOptions };
  return { options, mergeKey: JSON.stringify(options), personalised };
}
