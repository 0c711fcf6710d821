import { formatMoney } from '@shared/money.js';

/** Dates and amounts as Croatian customers read them in e-mails: 23.11.2026., 14:05, 1.234,56 €. */
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Zagreb',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function zagreb(date: Date) {
  const map = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
  return map as Record<'day' | 'month' | 'year' | 'hour' | 'minute', string>;
}

export function formatDate(date: Date): string {
  const d = zagreb(date);
  return `${d.day}.${d.month}.${d.year}.`;
}

export function formatDateTime(date: Date): string {
  const d = zagreb(date);
  return `${d.day}.${d.month}.${d.year}. u ${d.hour}:${d.minute}`;
}

const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zagreb', year: 'numeric' });

/** The calendar year in Zagreb: the first part of the order number. */
export function zagrebYear(date: Date): number {
  return Number(year.format(date));
}

export const money = (cents: number) => formatMoney(cents);
