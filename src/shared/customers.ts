/**
 * The customers and members back office's words (docs/decisions/0218-blocked-customers.md,
 * 0219-erasure-keeps-what-the-law-requires.md, 0220-member-card-register.md), shared by server and client.
 */
export const CUSTOMER_STATES = ['active', 'blocked', 'erased'] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];
export const CUSTOMER_STATE_TEXT: Record<CustomerState, string> = {
  active: 'Aktivan',
  blocked: 'Blokiran',
  erased: 'Izbrisan',
};

export const DATA_REQUEST_KINDS = ['export', 'erasure'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_TEXT: Record<DataRequestKind, string> = {
  export: 'Izvoz podataka',
  erasure: 'Brisanje podataka',
};

export const MEMBER_CARD_STATES = ['active', 'cancelled'] as const;
export type MemberCardState = (typeof MEMBER_CARD_STATES)[number];
export const MEMBER_CARD_STATE_TEXT: Record<MemberCardState, string> = {
  active: 'Aktivna',
  cancelled: 'Poništena',
};

/** The anonymised address an erased account keeps: unique, and a domain that can never receive mail (RFC 2606). */
export const erasedEmail = (userId: number) => `izbrisan-${userId}@anonimizirano.invalid`;
/** The name an erased buyer keeps on the account and on the orders the law keeps. */
export const ERASED_NAME = { firstName: 'Izbrisani', lastName: 'kupac' } as const;
