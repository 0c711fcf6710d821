// The BoxNow partner API (1.65) as it travels: field names and shapes exactly as BoxNow sends and expects them.
// Money is a dot-decimal string with two decimals ("25.50"), coordinates are strings, phones are international.

export type LocationType = 'apm' | 'any-apm' | 'warehouse' | 'depot';

/** A delivery destination (a parcel locker, 'APM') from GET /api/v1/destinations. */
export interface WireDestination {
  id: string;
  type: LocationType;
  image: string | null;
  lat: string;
  lng: string;
  /** BCP 47, e.g. 'hr-HR'. */
  region: string;
  title: string | null;
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  /** Digits only. */
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  note: string | null;
  expectedDeliveryTime?: string | null;
}

export interface WireAuthSession {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds the token is valid for. */
  expires_in: number;
}

export interface WireContact {
  contactName?: string;
  contactNumber?: string;
  contactEmail?: string;
  locationId: string;
}

export interface WireItem {
  id: string;
  name: string;
  value: string;
  weight?: number;
  /** 1 small, 2 medium, 3 large. */
  compartmentSize: 1 | 2 | 3;
}

export interface WireDeliveryRequest {
  orderNumber: string;
  typeOfService?: 'same-day' | 'next-day';
  paymentMode: 'prepaid' | 'cod';
  invoiceValue: string;
  amountToBeCollected: string;
  allowReturn?: boolean;
  notifyOnAccepted?: string;
  additionalInformation?: string;
  origin: WireContact;
  destination: WireContact;
  items: WireItem[];
}

export interface WireDeliveryRequestCreated {
  id: string;
  parcels: { id: string }[];
}

/** BoxNow's error body: a partner-API code such as 'P410', sometimes with a message. */
export interface WireError {
  code?: string;
  message?: string;
}

export const PARCEL_EVENTS = [
  'new',
  'delivered',
  'expired',
  'returned',
  'in-depot',
  'final-destination',
  'canceled',
  'accepted-for-return',
  'missing',
  'accepted-to-locker',
  'lost',
] as const;
export type ParcelEventName = (typeof PARCEL_EVENTS)[number];

export type ParcelState =
  | 'new'
  | 'in-transit'
  | 'expired-return'
  | 'returned'
  | 'in-final-destination'
  | 'delivered'
  | 'lost'
  | 'canceled'
  | 'missing';

/** The `data` of the parcel-event webhook (a CloudEvents 1.0 envelope around it). */
export interface WireParcelEventData {
  parcelId: string;
  parcelState: ParcelState;
  parcelReferenceNumber?: string;
  parcelName?: string;
  parcelPin?: string;
  orderNumber: string;
  event: ParcelEventName;
  eventLocation?: { displayName?: string; postalCode?: string };
  additionalInformation?: string;
  customer?: { name?: string; email?: string; phone?: string };
  time: string;
}

export interface WireParcelEvent {
  specversion: '1.0';
  type: 'gr.boxnow.parcel_event_change';
  source: string;
  subject: string;
  id: string;
  time: string;
  datacontenttype: 'application/json';
  datasignature: string;
  data: WireParcelEventData;
}

export const PARCEL_EVENT_TYPE = 'gr.boxnow.parcel_event_change';
