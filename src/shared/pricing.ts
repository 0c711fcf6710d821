import type { Cents } from './money.js';

/**
 * Price rules. Shop prices include PDV (25 %): retailPrice is the regular price, finalPrice the price paid now
 * (lower than retail while a reduction runs), basicPrice the regular price without tax, memberPrice the price for
 * holders of a membership card. The lowest price follows EU Omnibus (docs/decisions/0020-lowest-price-omnibus.md): the lowest price of the
 * 30 days BEFORE the current reduction started, and the discount percentage is measured against it.
 */
export const TAX_PERCENT = 25;
export const LOWEST_PRICE_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** Price without tax, rounded to the cent. */
export function basicFromRetail(retail: Cents): Cents {
  return Math.round((retail * 100) / (100 + TAX_PERCENT));
}

export interface PriceHistoryEntry {
  /** The final price in force during [validFrom, validTo). */
  price: Cents;
  validFrom: Date;
  /** null while the price is still in force. */
  validTo: Date | null;
}

function coversInstant(entry: PriceHistoryEntry, at: Date): boolean {
  return (
    entry.validFrom.getTime() <= at.getTime() && (entry.validTo === null || entry.validTo.getTime() > at.getTime())
  );
}

function overlaps(entry: PriceHistoryEntry, from: Date, to: Date): boolean {
  const end = entry.validTo?.getTime() ?? Number.POSITIVE_INFINITY;
  return entry.validFrom.getTime() < to.getTime() && end > from.getTime();
}

/**
 * When did the reduction in force at `now` start? A run of consecutive reduced prices (progressive reductions)
 * counts as one reduction from its first day. null when the price at `now` is not reduced.
 */
export function reductionStart(history: readonly PriceHistoryEntry[], retail: Cents, now: Date): Date | null {
  const sorted = [...history].sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
  let index = sorted.findIndex((entry) => coversInstant(entry, now));
  if (index < 0 || sorted[index]!.price >= retail) return null;
  while (index > 0) {
    const previous = sorted[index - 1]!;
    const current = sorted[index]!;
    const contiguous = previous.validTo !== null && previous.validTo.getTime() >= current.validFrom.getTime();
    if (!contiguous || previous.price >= retail) break;
    index -= 1;
  }
  return sorted[index]!.validFrom;
}

/** Lowest price in force at any moment of the `days` before `before` (exclusive); null without history there. */
export function lowestPriceBefore(
  history: readonly PriceHistoryEntry[],
  before: Date,
  days = LOWEST_PRICE_WINDOW_DAYS,
): Cents | null {
  const from = new Date(before.getTime() - days * DAY_MS);
  let lowest: Cents | null = null;
  for (const entry of history) {
    if (overlaps(entry, from, before) && (lowest === null || entry.price < lowest)) lowest = entry.price;
  }
  return lowest;
}

/** Discount badge percentage against the reference (lowest) price: whole percent, 0 when not lower. */
export function discountPercentage(reference: Cents, final: Cents): number {
  if (reference <= 0 || final >= reference) return 0;
  return Math.min(100, Math.round(((reference - final) * 100) / reference));
}

export interface PriceInput {
  retailPrice: Cents;
  finalPrice: Cents;
  memberPrice: Cents | null;
  history: readonly PriceHistoryEntry[];
  now: Date;
}

export interface PriceSummary {
  basicPrice: Cents;
  retailPrice: Cents;
  finalPrice: Cents;
  discounted: boolean;
  /** Omnibus reference: before the reduction when discounted, else the last 30 days up to now. */
  lowestPrice: Cents;
  discountPercentage: number;
  /** Shown only when it beats the final price. */
  memberPrice: Cents | null;
}

export function summarisePrice(input: PriceInput): PriceSummary {
  const discounted = input.finalPrice < input.retailPrice;
  const start = discounted ? reductionStart(input.history, input.retailPrice, input.now) : null;
  let lowest: Cents;
  if (discounted) {
    // Without a recorded history, the regular price is the only price the product had before the reduction.
    lowest = (start ? lowestPriceBefore(input.history, start) : null) ?? input.retailPrice;
  } else {
    const windowLowest = lowestPriceBefore(input.history, new Date(input.now.getTime() + 1));
    lowest = Math.min(windowLowest ?? input.finalPrice, input.finalPrice);
  }
  return {
    basicPrice: basicFromRetail(input.retailPrice),
    retailPrice: input.retailPrice,
    finalPrice: input.finalPrice,
    discounted,
    lowestPrice: lowest,
    discountPercentage: discounted ? discountPercentage(lowest, input.finalPrice) : 0,
    memberPrice: memberPriceFor(input.memberPrice, input.finalPrice),
  };
}

/** A member price counts only when it is below what everyone pays anyway. */
export function memberPriceFor(memberPrice: Cents | null, finalPrice: Cents): Cents | null {
  return memberPrice !== null && memberPrice < finalPrice ? memberPrice : null;
}
