// The gateway's side of protocol 2.0, written apart from the shop's client on purpose: the round-trip tests then
// check two readings of the specification against each other, and the published vectors pin both.
import { createHash, timingSafeEqual } from 'node:crypto';
import { zagrebClockParts } from '../zagreb-clock.js';

export interface ShopSecret {
  shopId: string;
  secretKey: string;
}

const sha512 = (text: string) => createHash('sha512').update(text, 'utf8').digest('hex');

export const signFormRequest = ({ shopId: s, secretKey: k }: ShopSecret, cart: string, cents: string) =>
  sha512(s + k + cart + k + cents + k);

export const signBrowserReturn = (
  { shopId: s, secretKey: k }: ShopSecret,
  cart: string,
  success: string,
  approval: string,
) => sha512(s + k + cart + k + success + k + approval + k);

export const signStatusCheck = ({ shopId: s, secretKey: k }: ShopSecret, cart: string) =>
  sha512(s + k + cart + k + s + cart);

export const signReport = (
  { shopId: s, secretKey: k }: ShopSecret,
  actionSuccess: string,
  approval: string,
  orderId: string,
) => sha512(s + k + actionSuccess + approval + k + s + approval + orderId);

export const signActionRequest = (
  { shopId: s, secretKey: k }: ShopSecret,
  orderId: string,
  stan: string,
  approval: string,
  cents: string,
) => sha512(s + orderId + k + stan + k + approval + k + cents + k + orderId);

export const signActionResponse = (
  { shopId: s, secretKey: k }: ShopSecret,
  stan: string,
  actionSuccess: string,
  approval: string,
  orderId: string,
) => sha512(s + k + stan + actionSuccess + k + approval + orderId);

/** Like the real gateway, any case of hex is fine; comparison takes the same time wherever it differs. */
export function sameSignature(expected: string, received: string | undefined): boolean {
  if (!received || !/^[0-9a-fA-F]{128}$/.test(received)) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(received.toLowerCase()));
}

/** "1234,56" -> 123456; null unless a comma and exactly two decimals. */
export function centsOfTotalAmount(text: string): number | null {
  const match = /^(\d{1,13}),(\d{2})$/.exec(text);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

/** 123456 -> "1234,56", as the gateway writes Amount into a browser return. */
export const totalAmountOfCents = (cents: number) => {
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)},${digits.slice(-2)}`;
};

/** "1.234,56 €" for the page. */
export function displayEuros(cents: number): string {
  const [whole, rest] = totalAmountOfCents(cents).split(',') as [string, string];
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${rest} €`;
}

/** The gateway's clock: yyyyMMddHHmmss on the Europe/Zagreb wall clock. */
export function gatewayTime(at: Date): string {
  const t = zagrebClockParts(at);
  return `${t.year}${t.month}${t.day}${t.hour}${t.minute}${t.second}`;
}
