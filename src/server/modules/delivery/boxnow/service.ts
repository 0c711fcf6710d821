import type { Cents } from '@shared/money.js';
import { AppError } from '../../../platform/errors/index.js';
import type { BoxNowClient } from './client/client.js';
import { toAppError } from './client/errors.js';
import { dotAmount, internationalPhone } from './client/format.js';
import type { WireDeliveryRequest } from './client/wire.js';
import type { Gazetteer } from './gazetteer/gazetteer.js';
import {
  type AddressInput,
  type GeocodeFailure,
  type GeocodeResult,
  geocodeAddress,
  geocodeFreeText,
} from './gazetteer/geocode.js';
import { type Locker, toLocker } from './locker.js';
import { TtlCache } from './ttl-cache.js';
import { verifyWebhook, type WebhookVerification } from './webhook.js';

/** The spec's radius for lockers around the shopper's address, in metres. */
export const LOCKER_RADIUS_M = 30_000;
/** BoxNow lists at most 100 destinations per call; with a limit they come nearest first. */
const DESTINATIONS_LIMIT = 100;

export type LockerSearch =
  | { placed: true; origin: { lat: number; lng: number; place: string }; lockers: Locker[] }
  | { placed: false; reason: GeocodeFailure; message: string; lockers: [] };

export type LockerCheck =
  | { ok: true; locker: Locker }
  | { ok: false; reason: 'address-not-placed' | 'locker-unknown' | 'locker-too-far'; error: AppError };

export interface DeliveryRequestInput {
  /** The shop's order number; BoxNow refuses a second request with it (P410). */
  orderNumber: string;
  lockerId: string;
  paymentMode: 'prepaid' | 'cod';
  invoiceValueCents: Cents;
  /** Cash on delivery only; prepaid collects 0. */
  amountToBeCollectedCents?: Cents;
  customer: { name: string; phone: string; email: string; country?: string };
  /** One parcel each. */
  items: { id: string; name: string; valueCents: Cents; weightKg?: number; compartmentSize?: 1 | 2 | 3 }[];
  typeOfService?: 'same-day' | 'next-day';
  allowReturn?: boolean;
  /** Comes back in every webhook of the parcel (e.g. the order's id). */
  additionalInformation?: string;
  notifyOnAccepted?: string;
}

export interface BoxNowServiceOptions {
  /** Undefined when BoxNow is not configured: every call then answers BOXNOW_UNAVAILABLE. */
  client: BoxNowClient | undefined;
  gazetteer: Gazetteer;
  originLocationId: string;
  /** The shop as the sender on the parcel. */
  sender: { contactName: string; contactEmail?: string; contactNumber?: string };
  webhookSecret: string | undefined;
  /** How long a locker list is reused (default two minutes). */
  cacheTtlMs?: number;
  now?: () => number;
}

/**
 * BoxNow for the shop: lockers near an address (geocoded offline, listed nearest first, cached briefly), the
 * re-check of a chosen locker, delivery requests, labels, cancellation, and webhook verification.
 * docs/decisions/0061-locker-search-and-recheck.md
 */
export class BoxNowService {
  private readonly nearCache: TtlCache<Locker[]>;
  private readonly allCache: TtlCache<Map<string, Locker>>;

  constructor(private readonly options: BoxNowServiceOptions) {
    const ttl = options.cacheTtlMs ?? 120_000;
    this.nearCache = new TtlCache(ttl, 500, options.now);
    this.allCache = new TtlCache(ttl * 5, 1, options.now);
  }

  get enabled(): boolean {
    return this.options.client !== undefined;
  }

  /** The locker caches as the back office sees them: lists near towns plus the full list, and how long each is kept. */
  get lockerCache(): { entries: number; ttlSeconds: number } {
    return {
      entries: this.nearCache.size + this.allCache.size,
      ttlSeconds: Math.round((this.options.cacheTtlMs ?? 120_000) / 1000),
    };
  }

  clearLockerCache(): void {
    this.nearCache.clear();
    this.allCache.clear();
  }

  /** Lockers within `radiusM` of the address, nearest first; an address the gazetteer cannot place says why. */
  async lockersNear(address: AddressInput, radiusM = LOCKER_RADIUS_M): Promise<LockerSearch> {
    return this.lockersAround(geocodeAddress(this.options.gazetteer, address), radiusM);
  }

  /** The same for a one-line address ('Ilica 1, Zagreb, 10000'), as the spec's check-address call sends it. */
  async lockersNearLine(line: string, radiusM = LOCKER_RADIUS_M): Promise<LockerSearch> {
    return this.lockersAround(geocodeFreeText(this.options.gazetteer, line), radiusM);
  }

  private async lockersAround(placed: GeocodeResult, radiusM: number): Promise<LockerSearch> {
    if (!placed.placed) return { ...placed, lockers: [] };
    const origin = { lat: placed.lat, lng: placed.lng, place: placed.place };
    const client = this.client();
    // Addresses are placed on gazetteer points, so every shopper of a town shares one cached list.
    const key = `${origin.lat.toFixed(5)},${origin.lng.toFixed(5)}:${radiusM}`;
    const lockers = await this.nearCache.get(key, () =>
      call(async () => {
        const found = await client.destinations({ ...origin, radius: radiusM, limit: DESTINATIONS_LIMIT });
        return found
          .map((destination) => toLocker(destination, origin))
          .filter((locker): locker is Locker => locker !== undefined && (locker.address.distance ?? 0) <= radiusM)
          .sort((a, b) => (a.address.distance ?? 0) - (b.address.distance ?? 0));
      }),
    );
    return { placed: true, origin, lockers };
  }

  /** A locker by its BoxNow id, or undefined when BoxNow does not (or no longer) list it. */
  async lockerById(id: string): Promise<Locker | undefined> {
    const client = this.client();
    const all = await this.allCache.get('all', () =>
      call(async () => {
        const lockers = (await client.allDestinations()).map((d) => toLocker(d)).filter((l) => l !== undefined);
        return new Map(lockers.map((locker) => [locker.id, locker]));
      }),
    );
    return all.get(id);
  }

  /** The server's re-check of a chosen locker: it exists, and lies within the radius of the delivery address. */
  async checkLocker(address: AddressInput, lockerId: string, radiusM = LOCKER_RADIUS_M): Promise<LockerCheck> {
    const search = await this.lockersNear(address, radiusM);
    if (!search.placed)
      return { ok: false, reason: 'address-not-placed', error: new AppError('BOXNOW_ADDRESS_UNAVAILABLE') };
    const near = search.lockers.find((locker) => locker.id === lockerId);
    if (near) return { ok: true, locker: near };
    const exists = await this.lockerById(lockerId);
    return exists
      ? { ok: false, reason: 'locker-too-far', error: new AppError('BOXNOW_LOCKER_UNAVAILABLE') }
      : { ok: false, reason: 'locker-unknown', error: new AppError('BOXNOW_LOCKER_UNAVAILABLE') };
  }

  /** Announces a parcel to BoxNow; P4xx answers come back as the shop's coded errors. */
  async createDeliveryRequest(
    input: DeliveryRequestInput,
  ): Promise<{ deliveryRequestId: string; parcelIds: string[] }> {
    const client = this.client();
    const { sender, originLocationId } = this.options;
    const request: WireDeliveryRequest = {
      orderNumber: input.orderNumber,
      typeOfService: input.typeOfService ?? 'next-day',
      paymentMode: input.paymentMode,
      invoiceValue: dotAmount(input.invoiceValueCents),
      amountToBeCollected: dotAmount(input.paymentMode === 'cod' ? (input.amountToBeCollectedCents ?? 0) : 0),
      allowReturn: input.allowReturn ?? true,
      ...(input.notifyOnAccepted ? { notifyOnAccepted: input.notifyOnAccepted } : {}),
      ...(input.additionalInformation ? { additionalInformation: input.additionalInformation } : {}),
      origin: { ...sender, locationId: originLocationId },
      destination: {
        contactName: input.customer.name,
        contactNumber: internationalPhone(input.customer.phone, input.customer.country),
        contactEmail: input.customer.email,
        locationId: input.lockerId,
      },
      items: input.items.map((item) => ({
        id: item.id,
        name: item.name,
        value: dotAmount(item.valueCents),
        compartmentSize: item.compartmentSize ?? 2,
        ...(item.weightKg === undefined ? {} : { weight: item.weightKg }),
      })),
    };
    const created = await call(() => client.createDeliveryRequest(request));
    return { deliveryRequestId: created.id, parcelIds: created.parcels.map((parcel) => parcel.id) };
  }

  async labelPdf(parcelId: string): Promise<Buffer> {
    const client = this.client();
    return call(() => client.labelPdf(parcelId));
  }

  async cancelParcel(parcelId: string): Promise<void> {
    const client = this.client();
    await call(() => client.cancelParcel(parcelId));
  }

  /** Checks a parcel-event webhook against the configured secret; the caller dedupes on the returned id. */
  verifyWebhook(rawBody: string | Buffer, signature?: string): WebhookVerification {
    return verifyWebhook(rawBody, this.options.webhookSecret, signature);
  }

  private client(): BoxNowClient {
    if (!this.options.client) throw new AppError('BOXNOW_UNAVAILABLE', { payload: { reason: 'not configured' } });
    return this.options.client;
  }
}

/** Runs a client call and turns its failure into the shop's coded error. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw toAppError(err);
  }
}
