import { formatPrice } from '../../../../lib/format.js';

/** Cents as the shop prints them ('49,99 €'). */
export const money = (cents: number | null) => (cents === null ? '–' : formatPrice(cents / 100));
/** Cents as a price field shows them ('49,99'), '' for none. */
export const priceText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', ','));
export const dateTime = new Intl.DateTimeFormat('hr-HR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Zagreb',
});
const weekdayTime = new Intl.DateTimeFormat('hr-HR', {
  weekday: 'short',
  day: 'numeric',
  month: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Zagreb',
});
/** A planned moment as staff read it ahead: 'od pet, 4. 12. 00:00'. */
export const fromMoment = (iso: string) => `od ${weekdayTime.format(new Date(iso))}`;

/** A datetime-local field's value (Zagreb wall clock typed in the browser's zone) as an ISO instant; '' is none. */
export function momentOf(local: string): string | null {
  if (!local.trim()) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
