import * as z from 'zod/mini';
import { fieldMessages as m } from './messages.js';

/** The membership card barcode: the 12 digits printed beside the barcode (registration, profile, cart, server). */
export const MEMBER_CARD_PATTERN = /^[0-9]{12}$/;
export const MEMBER_CARD_LENGTH = 12;

/** A card number in a form: empty (no card) or exactly 12 digits. */
export const optionalMemberCardField = z.string().check(z.regex(/^(?:[0-9]{12})?$/, m.memberCardInline));

/** The card's PIN in a form: empty (none) or exactly 4 digits (docs/decisions/0136-member-card-claim-second-factor.md). */
export const optionalMemberCardPinField = z.string().check(z.regex(/^(?:[0-9]{4})?$/, m.memberCardPin));

/** What the card input keeps of a keypress: digits only, at most 12 (typing past 12 is blocked). */
export function memberCardInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, MEMBER_CARD_LENGTH);
}

/**
 * The card's PIN: the 4 digits the club prints on the back of the card, asked when a card is claimed
 * (docs/decisions/0136-member-card-claim-second-factor.md).
 */
export const MEMBER_CARD_PIN_PATTERN = /^[0-9]{4}$/;
export const MEMBER_CARD_PIN_LENGTH = 4;

/** What the PIN input keeps of a keypress: digits only, at most 4. */
export function memberCardPinInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, MEMBER_CARD_PIN_LENGTH);
}

export function isMemberCardPin(value: string): boolean {
  return MEMBER_CARD_PIN_PATTERN.test(value);
}

export function isMemberCardBarcode(value: string): boolean {
  return MEMBER_CARD_PATTERN.test(value);
}
