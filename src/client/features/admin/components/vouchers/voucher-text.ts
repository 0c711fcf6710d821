import { formatMoney } from '@shared/money.js';

export const money = (cents: number) => formatMoney(cents);

export const day = (iso: string) =>
  new Intl.DateTimeFormat('hr-HR', { timeZone: 'Europe/Zagreb', day: 'numeric', month: 'numeric', year: 'numeric' })
    .format(new Date(iso))
    .replace(/\s/g, '');

/** A movement of a voucher in the back office's words. */
export const MOVEMENT_TEXT: Record<string, string> = {
  issued: 'Izdan',
  spent: 'Potrošeno',
  returned: 'Vraćeno (otkazana narudžba)',
  expiry: 'Rok produljen',
  blocked: 'Blokiran',
  unblocked: 'Odblokiran',
  resent: 'E-pošta ponovno poslana',
};

export const DONE_TEXT: Record<string, string> = {
  extend: 'Rok valjanosti je produljen.',
  block: 'Poklon bon je blokiran.',
  unblock: 'Poklon bon je odblokiran.',
  resend: 'E-pošta s poklon bonom ponovno je poslana.',
};
