import { trackingUrl } from '@shared/tracking.js';
import type { DeliveryMethodSettings } from '../settings/index.js';

/** BoxNow's own page, for a locker method stored before the tracking setting existed. */
const BOXNOW_TRACKING = { carrier: 'BoxNow', url: 'https://boxnow.hr/?track={tracking}' };

export interface ParcelTracking {
  /** The carrier's name, or 'Dostavna služba' when the method does not name one. */
  carrier: string;
  number: string;
  /** The carrier's page for this parcel; null when the method has no tracking page set. */
  url: string | null;
}

/**
 * The parcel's number with its carrier's tracking page, from the setting of the delivery method the order was
 * placed with (docs/decisions/0196-tracking-link-per-delivery-method.md). A parcel handed to BoxNow through its API
 * is BoxNow's whatever the method says.
 */
export function parcelTracking(
  methods: readonly DeliveryMethodSettings[],
  order: { deliveryMethod: { id: number } | null },
  shipment: { carrier: string; trackingNumber: string },
): ParcelTracking {
  const boxnow = shipment.carrier === 'boxnow';
  const method = methods.find((m) => (boxnow ? m.code === 'boxnow' : m.id === order.deliveryMethod?.id));
  const page = method?.tracking === undefined ? (boxnow ? BOXNOW_TRACKING : null) : method.tracking;
  return {
    carrier: page?.carrier ?? (boxnow ? 'BoxNow' : 'Dostavna služba'),
    number: shipment.trackingNumber,
    url: page ? trackingUrl(page.url, shipment.trackingNumber) : null,
  };
}
