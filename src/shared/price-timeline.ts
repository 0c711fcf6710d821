import type { Cents } from './money.js';
import type { PriceHistoryEntry } from './pricing.js';

/**
 * A product's prices over time (docs/decisions/0178-price-timeline.md): the price history is one timeline of periods,
 * past ones (the Omnibus 30-day lowest price reads them) and planned ones (a sale from Friday 00:00). What is in force
 * at a moment is the period that covers it; the stored prices on the product row are copies of that period.
 */
export interface PricePeriod extends PriceHistoryEntry {
  /** The regular price of the period; null on periods written before it was kept (then the product's own). */
  regularPrice: Cents | null;
  memberPrice: Cents | null;
}

/** A price change staff plan: from a moment (now or later), until a moment or open-ended. */
export interface PlannedPrice {
  regular: Cents;
  /** The sale price; null when the regular price is what everyone pays. */
  sale: Cents | null;
  member: Cents | null;
  from: Date;
  to: Date | null;
}

const time = (d: Date | null) => d?.getTime() ?? Number.POSITIVE_INFINITY;

/** The period in force at `at`, if any. */
export function periodAt<P extends PriceHistoryEntry>(periods: readonly P[], at: Date): P | undefined {
  const t = at.getTime();
  return periods.find((p) => p.validFrom.getTime() <= t && time(p.validTo) > t);
}

/** The periods that start after `now`: the changes planned ahead, soonest first. */
export function plannedAfter<P extends PriceHistoryEntry>(periods: readonly P[], now: Date): P[] {
  return periods
    .filter((p) => p.validFrom.getTime() > now.getTime())
    .sort((a, b) => time(a.validFrom) - time(b.validFrom));
}

/**
 * The timeline with `change` planned in. Whatever covered [from, end) is cut around it; with an end, what was in force
 * at that end resumes after it. An open-ended change runs until the next change already planned after its start, so
 * planning a new regular price today keeps Friday's sale.
 */
export function planPrice(periods: readonly PricePeriod[], change: PlannedPrice): PricePeriod[] {
  const from = change.from.getTime();
  const nextPlanned = periods
    .filter((p) => p.validFrom.getTime() > from)
    .reduce<Date | null>((soonest, p) => (soonest === null || p.validFrom < soonest ? p.validFrom : soonest), null);
  const end = change.to ?? nextPlanned;
  const result: PricePeriod[] = [];
  for (const p of periods) {
    const overlaps = time(p.validTo) > from && p.validFrom.getTime() < time(end);
    if (!overlaps) {
      result.push(p);
      continue;
    }
    if (p.validFrom.getTime() < from) result.push({ ...p, validTo: change.from });
    if (end !== null && time(p.validTo) > end.getTime()) result.push({ ...p, validFrom: end });
  }
  result.push({
    price: change.sale ?? change.regular,
    regularPrice: change.regular,
    memberPrice: change.member,
    validFrom: change.from,
    validTo: end,
  });
  return result.sort((a, b) => a.validFrom.getTime() - b.validFrom.getTime());
}

/** The prices a period sets on the product row; a period without its regular price keeps the row's. */
export function pricesOfPeriod(
  period: PricePeriod,
  row: { retailPrice: Cents; memberPrice: Cents | null },
): { retailPrice: Cents; finalPrice: Cents; memberPrice: Cents | null } {
  if (period.regularPrice === null)
    return { retailPrice: row.retailPrice, finalPrice: period.price, memberPrice: row.memberPrice };
  return { retailPrice: period.regularPrice, finalPrice: period.price, memberPrice: period.memberPrice };
}
