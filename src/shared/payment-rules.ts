/**
 * Which payment methods a cart may use, and the words that say why others are missing
 * (docs/decisions/0054-delivery-and-payment-rules.md, docs/decisions/0233-payment-rules-said-where-they-apply.md).
 * The server filters the methods with `cardsOnlyBecause`; the payment step and the 'Dostava i plaćanje' page word
 * the same rules with `PAYMENT_RULE_TEXT`, so the shopper reads why cash on delivery or the transfer is not offered.
 */

/** The personalisation service line: a cart holding it pays by card only (the spec's restriction rule). */
export const CARD_ONLY_PRODUCT_SLUG = 'usluga-promidzbe-i-marketinga';
/** The parcel-locker delivery method: paid by card only. */
export const CARD_ONLY_DELIVERY_METHOD_ID = 68;

export type PaymentRule = 'lockerCardsOnly' | 'personalisationCardsOnly' | 'cashOnDeliveryAtTheDoor';

export const PAYMENT_RULE_TEXT: Record<PaymentRule, string> = {
  lockerCardsOnly: 'Uz dostavu u BoxNow paketomat plaća se samo karticom: pouzeće i virman tada nisu mogući.',
  personalisationCardsOnly:
    'Personalizirani dres (ime i broj) plaća se samo karticom: pouzeće i virman tada nisu mogući.',
  cashOnDeliveryAtTheDoor: 'Pouzećem se plaća samo dostavljaču, uz dostavu na adresu.',
};

/** Said under the methods when more than one card method is offered: they differ only in the processing bank. */
export const SEVERAL_CARD_METHODS_TEXT =
  'Obje kartične opcije primaju iste kartice i naplaćuju isti iznos bez naknade; razlikuju se samo po banci koja obrađuje plaćanje.';

export interface PaymentRuleSituation {
  /** The chosen delivery, or null for digital goods only. */
  delivery: { id: number; model: string | null; toTheDoor: boolean } | null;
  /** Slugs of the cart's lines. */
  productSlugs: readonly string[];
}

const isLocker = (d: PaymentRuleSituation['delivery']) =>
  d !== null && (d.id === CARD_ONLY_DELIVERY_METHOD_ID || d.model === 'BoxNow');

/** The rule that leaves only card payments, or null when every method may be used. */
export function cardsOnlyBecause(s: PaymentRuleSituation): 'lockerCardsOnly' | 'personalisationCardsOnly' | null {
  if (isLocker(s.delivery)) return 'lockerCardsOnly';
  return s.productSlugs.includes(CARD_ONLY_PRODUCT_SLUG) ? 'personalisationCardsOnly' : null;
}

/** The rules that hide a method in this situation, as the payment step says them. */
export function paymentRulesOf(s: PaymentRuleSituation): PaymentRule[] {
  const rules: PaymentRule[] = [];
  if (isLocker(s.delivery)) rules.push('lockerCardsOnly');
  if (s.productSlugs.includes(CARD_ONLY_PRODUCT_SLUG)) rules.push('personalisationCardsOnly');
  if (rules.length === 0 && !s.delivery?.toTheDoor) rules.push('cashOnDeliveryAtTheDoor');
  return rules;
}
