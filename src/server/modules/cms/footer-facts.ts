import { formatMoney } from '@shared/money.js';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { CommerceSettings } from '../settings/index.js';

type FooterMeta = ContractSchema<'FooterMeta'>;

/** Marks that stand for a payment method of their own; every other mark is a card brand. */
const METHOD_MARKS: Record<string, string> = { pouzece: 'pouzece', virman: 'virman' };

/** 'od 4,99 €, besplatno od 70,00 €' for a rate; 'besplatno' for a free one. */
function priceWords(rate: { price: number; freeFrom: number | null }): string {
  if (rate.price === 0) return 'besplatno';
  const free = rate.freeFrom === null ? '' : `, besplatno od ${formatMoney(rate.freeFrom)}`;
  return `${formatMoney(rate.price)}${free}`;
}

/**
 * The footer as the settings say it (docs/decisions/0240-delivery-and-payment-drawn-from-the-checkout-rules.md): the
 * trader's contact is the seller of the commerce settings, the payment marks are those of the enabled payment
 * methods (the card brands while a card method is enabled, cash on delivery and the transfer while theirs are), and
 * one badge per enabled delivery method gives its price in Croatia and its free-delivery threshold, the checkout's.
 */
export function withShopFooterFacts(stored: Record<string, unknown>, commerce: CommerceSettings): FooterMeta {
  // The stored element is answered as the contract's FooterMeta (checked on every answer outside production) less the badges.
  const meta = stored as Omit<FooterMeta, 'deliveryBadges'>;
  const s = commerce.seller;
  const enabled = new Set(commerce.paymentMethods.filter((m) => m.enabled).map((m) => m.paymentCode as string));
  const cards = commerce.paymentMethods.some((m) => m.enabled && m.methodCode === 1);
  const deliveryBadges = commerce.deliveryMethods
    .filter((m) => m.enabled)
    .flatMap((m) => {
      const rate = m.rates.find((r) => r.country === 'HR') ?? m.rates.find((r) => r.country === 'ALL');
      return rate ? [{ key: m.code, title: m.name, price: priceWords(rate) }] : [];
    });
  return {
    ...meta,
    contact: {
      ...meta.contact,
      name: s.legalName,
      address: `${s.street} ${s.houseNumber}, ${s.zipCode} ${s.city}`,
      email: s.email,
      phone: s.phone,
      workingHours: `${s.clubShop.name}: ${s.clubShop.workhours}`,
    },
    paymentLogos: meta.paymentLogos.filter((logo) => {
      const method = METHOD_MARKS[logo.key];
      return method ? enabled.has(method) : cards;
    }),
    deliveryBadges,
  };
}
