import { cardsOnlyBecause } from '@shared/payment-rules.js';
import type { AppConfig } from '../../platform/config.js';
import type { CommerceSettings, PaymentMethodSettings } from '../settings/index.js';
import { cardGatewaySettings, isCardProvider } from './card-gateway/index.js';

/** Card payments on a gateway's hosted page (methodCode 1 shows the card logos). */
export const CARD_PAYMENT_CODES = ['wspay_hpp', 'tcom_hpp'] as const;

export interface PaymentSituation {
  /** The chosen delivery method (null for a cart of digital goods only). */
  delivery: { id: number; code: 'courier' | 'pickup' | 'boxnow'; model: string | null } | null;
  /** Slugs of the cart's lines. */
  productSlugs: readonly string[];
}

const isCard = (m: PaymentMethodSettings) => (CARD_PAYMENT_CODES as readonly string[]).includes(m.paymentCode);

/** True when the restriction rule leaves only card payments (docs/decisions/0054-delivery-and-payment-rules.md). */
export function cardsOnly(situation: PaymentSituation): boolean {
  const d = situation.delivery;
  const delivery = d ? { id: d.id, model: d.model, toTheDoor: d.code === 'courier' } : null;
  return cardsOnlyBecause({ delivery, productSlugs: situation.productSlugs }) !== null;
}

/**
 * The payment methods a cart may use: enabled ones, cards only under the restriction rule, and cash on delivery
 * only when a courier brings the parcel to the door (not to a locker, not at the club shop, not for digital goods).
 */
export function applicablePaymentMethods(
  methods: readonly PaymentMethodSettings[],
  situation: PaymentSituation,
): PaymentMethodSettings[] {
  const onlyCards = cardsOnly(situation);
  return methods.filter((m) => {
    if (!m.enabled) return false;
    if (onlyCards) return isCard(m);
    if (m.paymentCode === 'pouzece') return situation.delivery?.code === 'courier';
    return true;
  });
}

/** The fee of a method in this situation (cash on delivery has one); 0 when the method is not allowed. */
export function paymentFeeOf(
  methods: readonly PaymentMethodSettings[],
  methodId: number | null,
  situation: PaymentSituation,
): number {
  if (methodId === null) return 0;
  return applicablePaymentMethods(methods, situation).find((m) => m.id === methodId)?.fee ?? 0;
}

/**
 * Whether this server can take a payment method (docs/decisions/0090-card-payment-attempts.md): a card gateway only
 * with its credentials. Outside production a gateway without credentials is the local simulator's (started for
 * development, or a test's rig), so the method stays; in production there is no simulator, and an unconfigured
 * gateway is not offered, not saved and not ordered with.
 */
export function paymentMethodConfigured(
  config: Parameters<typeof cardGatewaySettings>[0] & Pick<AppConfig, 'NODE_ENV'>,
  paymentCode: string,
): boolean {
  if (!isCardProvider(paymentCode)) return true;
  return config.NODE_ENV !== 'production' || cardGatewaySettings(config, paymentCode) !== null;
}

/** The commerce settings with only the payment methods this server can take. */
export function withConfiguredPayments(
  settings: CommerceSettings,
  configured: (paymentCode: string) => boolean,
): CommerceSettings {
  return { ...settings, paymentMethods: settings.paymentMethods.filter((m) => configured(m.paymentCode)) };
}
