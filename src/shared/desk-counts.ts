/**
 * What the desk home counts (docs/decisions/0162-desk-home-counts.md), in the order it shows them. The server keeps
 * one query per key and the desk one label and link per key, both typed by this list, so a count added here is not
 * done until both have it (and the contract's DeskCount enum, which a test holds equal to this list).
 */
export const DESK_COUNT_KEYS = [
  'toPack',
  'awaitingCapture',
  'awaitingTransfer',
  'returnsToReceive',
  'refundsToMake',
  'refusedReceipts',
] as const;

export type DeskCountKey = (typeof DESK_COUNT_KEYS)[number];
