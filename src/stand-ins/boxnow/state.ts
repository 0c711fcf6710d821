import { randomBytes, randomUUID } from 'node:crypto';
import type {
  ParcelEventName,
  ParcelState,
  WireContact,
  WireItem,
} from '../../server/modules/delivery/boxnow/client/wire.js';

export interface StandInParcel {
  id: string;
  orderNumber: string;
  deliveryRequestId: string;
  state: ParcelState;
  origin: WireContact;
  destination: WireContact;
  item: WireItem;
  paymentMode: 'prepaid' | 'cod';
  amountToBeCollected: string;
  additionalInformation?: string | undefined;
  /** The code the customer types at the locker. */
  pin: string;
  events: { event: ParcelEventName; time: string }[];
}

export interface SentWebhook {
  id: string;
  url: string;
  /** HTTP status of the shop's answer; 0 when it could not be reached. */
  status: number;
  body: string;
}

/** What each event does to a parcel's state (BoxNow's parcelState after the event). */
export const STATE_AFTER: Record<ParcelEventName, ParcelState> = {
  new: 'new',
  'accepted-to-locker': 'in-transit',
  'in-depot': 'in-transit',
  'final-destination': 'in-final-destination',
  delivered: 'delivered',
  expired: 'expired-return',
  'accepted-for-return': 'expired-return',
  returned: 'returned',
  canceled: 'canceled',
  missing: 'missing',
  lost: 'lost',
};

/** States after which nothing more happens to a parcel. */
export const FINAL_STATES: ReadonlySet<ParcelState> = new Set(['delivered', 'returned', 'canceled', 'lost']);

/** States in which BoxNow still lets the partner cancel (before the parcel is in the destination locker). */
export const CANCELLABLE_STATES: ReadonlySet<ParcelState> = new Set(['new', 'in-transit']);

/** Everything the stand-in remembers, in memory, for as long as it runs. */
export class StandInState {
  /** Bearer token -> expiry (ms since epoch). */
  readonly tokens = new Map<string, number>();
  /** Order number -> delivery request. */
  readonly requests = new Map<string, { id: string; parcelIds: string[] }>();
  readonly parcels = new Map<string, StandInParcel>();
  readonly webhooks: SentWebhook[] = [];
  webhookUrl: string | undefined;
  private nextParcelNumber = 9_100_000_001;
  private nextRequestNumber = 70_001;

  constructor(webhookUrl: string | undefined) {
    this.webhookUrl = webhookUrl;
  }

  issueToken(ttlSeconds: number, now: number): string {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, now + ttlSeconds * 1000);
    return token;
  }

  isValidToken(token: string, now: number): boolean {
    const expiry = this.tokens.get(token);
    if (expiry === undefined) return false;
    if (expiry > now) return true;
    this.tokens.delete(token);
    return false;
  }

  newParcelId(): string {
    return String(this.nextParcelNumber++);
  }

  newRequestId(): string {
    return String(this.nextRequestNumber++);
  }

  newPin(): string {
    return String(100_000 + (randomBytes(3).readUIntBE(0, 3) % 900_000));
  }

  newEventId(): string {
    return randomUUID();
  }
}
