import type { WireDeliveryRequest, WireItem } from '../../server/modules/delivery/boxnow/client/wire.js';
import type { DemoLocker } from './lockers.js';

/** A refusal in BoxNow's words: HTTP status and partner-API code. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

const refuse = (code: string, message: string, status = 400): Refusal => ({ status, code, message });

/** "25.50": dot decimal, exactly two decimals. */
const AMOUNT = /^(0|[1-9]\d{0,6})\.\d{2}$/;
/** Full international form, as BoxNow requires for the SMS with the locker PIN. */
const PHONE = /^\+[1-9]\d{7,14}$/;
const MAX_COD = 5000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown, max = 255): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/**
 * Checks a delivery request the way BoxNow does, answering with its codes: P400 malformed, P401 unknown origin,
 * P402 unknown destination, P405 phone not international, P406 compartment size, P408 cash-on-delivery amount.
 * The duplicate order number (P410) is the caller's check, against what it has stored.
 */
export function validateDeliveryRequest(
  body: unknown,
  origins: ReadonlySet<string>,
  lockers: ReadonlyMap<string, DemoLocker>,
): Refusal | WireDeliveryRequest {
  if (!isObject(body)) return refuse('P400', 'Request body must be a JSON object');
  const { orderNumber, paymentMode, invoiceValue, amountToBeCollected, origin, destination, items } = body;
  if (!isText(orderNumber, 64)) return refuse('P400', 'orderNumber is required');
  if (paymentMode !== 'prepaid' && paymentMode !== 'cod') return refuse('P400', 'paymentMode must be prepaid or cod');
  if (typeof invoiceValue !== 'string' || !AMOUNT.test(invoiceValue))
    return refuse('P400', 'invoiceValue must be a decimal string like "25.50"');
  if (typeof amountToBeCollected !== 'string' || !AMOUNT.test(amountToBeCollected))
    return refuse('P400', 'amountToBeCollected must be a decimal string like "25.50"');
  const collected = Number(amountToBeCollected);
  if (paymentMode === 'cod' ? collected <= 0 || collected > MAX_COD : collected !== 0)
    return refuse('P408', 'Invalid amountToBeCollected amount');
  if (!isObject(origin) || !isText(origin.locationId) || !origins.has(origin.locationId))
    return refuse('P401', 'Invalid request origin location reference');
  if (!isObject(destination) || !isText(destination.locationId))
    return refuse('P402', 'Invalid request destination location reference');
  const locker = lockers.get(destination.locationId);
  if (!locker) return refuse('P402', 'Invalid request destination location reference');
  for (const contact of [origin, destination]) {
    if (
      contact.contactNumber !== undefined &&
      (typeof contact.contactNumber !== 'string' || !PHONE.test(contact.contactNumber))
    )
      return refuse('P405', 'Invalid phone number');
  }
  if (destination.contactNumber === undefined) return refuse('P405', 'Invalid phone number');
  if (!Array.isArray(items) || items.length === 0 || items.length > 10)
    return refuse('P400', 'items must hold 1 to 10 parcels');
  for (const item of items) {
    const problem = itemProblem(item, locker);
    if (problem) return problem;
  }
  return body as unknown as WireDeliveryRequest;
}

function itemProblem(item: unknown, locker: DemoLocker): Refusal | undefined {
  if (!isObject(item) || !isText(item.id, 64) || !isText(item.name))
    return refuse('P400', 'Every item needs an id and a name');
  if (typeof item.value !== 'string' || !AMOUNT.test(item.value))
    return refuse('P400', 'item value must be like "25.50"');
  const size = (item as Partial<WireItem>).compartmentSize;
  if (size !== 1 && size !== 2 && size !== 3) return refuse('P406', 'Invalid compartment size');
  if (size > locker.maxSize) return refuse('P406', 'The destination locker has no compartment of this size');
  if (item.weight !== undefined && (typeof item.weight !== 'number' || !(item.weight > 0) || item.weight > 20))
    return refuse('P400', 'item weight must be between 0 and 20 kg');
  return undefined;
}
