import type { OrderRow } from '../../platform/db/schema/orders.js';

/**
 * Where a shopper sees an order after the purchase (docs/decisions/0155-shopper-sees-the-order-after-the-sale.md):
 * a customer's order on its own page in the profile, a guest's through the look-up with the number filled in. Every
 * status e-mail links here, never to the checkout's thank-you page.
 */
export function orderPagePath(order: Pick<OrderRow, 'number' | 'userId'>): string {
  return order.userId === null
    ? `/narudzba?broj=${encodeURIComponent(order.number)}`
    : `/narudzba/${encodeURIComponent(order.number)}`;
}
