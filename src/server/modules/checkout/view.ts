import { centsToEuros } from '@shared/money.js';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { CheckoutDeliveryAddress, CheckoutRow } from '../../platform/db/schema/checkout.js';
import { userAddresses, users } from '../../platform/db/schema/users.js';
import type { SessionUser } from '../cart/index.js';
import type { CartView } from '../cart/index.js';
import { deliveryPrice } from '../delivery/index.js';
import { applicablePaymentMethods } from '../payments/index.js';
import type { CommerceSettings } from '../settings/index.js';
import type { CartFacts } from './facts.js';
import { chosenDeliveryMethod, paymentSituation, stepsOf } from './steps.js';

/**
 * The Checkout of the contract: the priced cart, what each step saved, which steps are done and which comes next.
 * Every checkout operation answers it, so a three-step client has one shape to render and to resume from.
 */
export async function checkoutView(
  db: Db,
  input: {
    cart: CartView;
    row: CheckoutRow | undefined;
    facts: CartFacts;
    settings: CommerceSettings;
    user: SessionUser | null;
  },
) {
  const { cart, row, facts, settings } = input;
  const steps = stepsOf(row, facts, settings);
  const method = facts.deliveryRequired ? chosenDeliveryMethod(row, settings) : null;
  const payment = settings.paymentMethods.find((m) => m.id === row?.paymentMethodId);
  const paymentAllowed =
    payment !== undefined &&
    applicablePaymentMethods(settings.paymentMethods, paymentSituation(row, facts, settings)).includes(payment);
  return {
    cart,
    deliveryAddress: row?.deliveryAddress ?? null,
    useDifferentBillingAddress: Boolean(row?.billingAddress),
    billingAddress: row?.billingAddress ?? null,
    acceptedConsents: (row?.acceptedConsents ?? []).map((c) => c.id),
    deliveryRequired: facts.deliveryRequired,
    delivery:
      method && row?.deliveryAddress
        ? {
            methodId: method.id,
            name: method.name,
            config: { model: method.model },
            price: centsToEuros(deliveryPrice(method, row.deliveryAddress.country, facts.cartTotal) ?? 0),
            branchId: row.pickupPoint?.id ?? null,
            pickupPoint: row.pickupPoint ?? null,
          }
        : null,
    payment:
      payment && paymentAllowed
        ? {
            id: payment.id,
            name: payment.name,
            paymentCode: payment.paymentCode,
            methodCode: payment.methodCode,
            fee: centsToEuros(payment.fee),
          }
        : null,
    steps: { address: steps.address, delivery: steps.delivery, payment: steps.payment },
    nextStep: steps.next,
    nonWithdrawableItemIds: facts.nonWithdrawableItemIds,
    suggestedAddress: row?.deliveryAddress ? null : await profileAddress(db, input.user),
  };
}

/** A logged-in customer starts from the profile's address (its main one, else the first) and account e-mail. */
async function profileAddress(db: Db, user: SessionUser | null): Promise<CheckoutDeliveryAddress | null> {
  if (!user) return null;
  const [row] = await db
    .select({ address: userAddresses, email: users.email })
    .from(userAddresses)
    .innerJoin(users, eq(users.id, userAddresses.userId))
    .where(eq(userAddresses.userId, user.id))
    .orderBy(
      sql`CASE ${userAddresses.type} WHEN 'main' THEN 0 WHEN 'shipping' THEN 1 ELSE 2 END`,
      asc(userAddresses.id),
    )
    .limit(1);
  if (!row) return null;
  const a = row.address;
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    contactEmail: a.contactEmail ?? row.email,
    contactPhone: a.contactPhone ?? '',
    country: a.country,
    city: a.city,
    street: a.street,
    houseNumber: a.houseNumber,
    zipCode: a.zipCode,
    companyName: a.companyName ?? '',
    companyOIB: a.companyOIB ?? '',
  };
}
