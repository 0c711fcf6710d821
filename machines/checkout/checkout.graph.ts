import type { GraphOptions } from '../testing/graph.js';
import type {
  Checkout,
  CheckoutInput,
  CheckoutLoaded,
  CheckoutProfile,
  CreatedOrder,
  DeliveryAddress,
  PaymentMethod,
  ShippingMethod,
} from './checkout.types.js';

/** Fixtures of the checkout machine's test and diagram: a cart at each point of the checkout. */
const money = (euros: number) => euros;

export const address: DeliveryAddress = {
  firstName: 'Marta',
  lastName: 'Horvat',
  contactEmail: 'marta@primjer.hr',
  contactPhone: '0911234567',
  country: 'HR',
  city: 'Zagreb',
  street: 'Ilica',
  houseNumber: '10',
  zipCode: '10000',
  companyName: '',
  companyOIB: '',
};

const cart = { id: 'c-1' } as unknown as Checkout['cart'];

export function checkoutAt(point: 'new' | 'addressSaved' | 'deliverySaved' | 'digital'): Checkout {
  const addressDone = point !== 'new';
  return {
    cart,
    deliveryAddress: addressDone ? address : null,
    useDifferentBillingAddress: false,
    billingAddress: null,
    acceptedConsents: addressDone ? [1] : [],
    deliveryRequired: point !== 'digital',
    delivery:
      point === 'deliverySaved'
        ? {
            methodId: 1,
            name: 'Dostava na adresu',
            config: { model: null },
            price: money(4),
            branchId: null,
            pickupPoint: null,
          }
        : null,
    payment: null,
    steps: {
      address: addressDone ? 'done' : 'todo',
      delivery: point === 'digital' ? 'skipped' : point === 'deliverySaved' ? 'done' : 'todo',
      payment: 'todo',
    },
    nextStep: point === 'new' ? 'address' : point === 'addressSaved' ? 'delivery' : 'payment',
    nonWithdrawableItemIds: [],
    suggestedAddress: null,
  };
}

/** The account of a logged-in customer who has no address in the profile yet. */
export const profile: CheckoutProfile = { firstName: 'Ana', lastName: 'Kovač', email: 'ana@primjer.hr', phone: '' };

export const loaded = (checkout: Checkout, customer: CheckoutProfile | null = null): CheckoutLoaded => ({
  checkout,
  profile: customer,
  countries: [{ id: 1, iso: 'HR', iso3: 'HRV', name: 'Hrvatska' }],
  consents: [
    { id: 1, required: true, uniqueNumber: 'uvjeti', displayName: 'Uvjeti kupnje' },
    { id: 2, required: false, uniqueNumber: 'novosti', displayName: 'Novosti' },
  ],
});

const locker = {
  id: 'L-1',
  name: 'BoxNow Ilica',
  address: {
    street: 'Ilica',
    houseNumber: '12',
    city: 'Zagreb',
    zipCode: '10000',
    country: 'HR',
    note: null,
    lat: 45.81,
    lng: 15.97,
    distance: 200,
  },
  image: null,
  type: 'apm',
  region: null,
  workhours: '0-24',
};

export const deliveryMethods: ShippingMethod[] = [
  {
    id: 1,
    name: 'Dostava na adresu',
    description: 'GLS',
    price: money(4),
    config: { model: null },
    options: [],
    available: true,
    message: null,
  },
  {
    id: 68,
    name: 'BoxNow paketomat',
    description: 'Preuzmite u paketomatu',
    price: money(2.5),
    config: { model: 'BoxNow' },
    options: [locker],
    available: true,
    message: null,
  },
];

export const paymentMethods: PaymentMethod[] = [
  { id: 1, name: 'Pouzeće', description: '', paymentCode: 'pouzece', methodCode: 3, fee: money(1.5) },
  { id: 2, name: 'Virman', description: '', paymentCode: 'virman', methodCode: 2, fee: money(0) },
];

export const order: CreatedOrder = {
  number: '2026-000001',
  slug: 's-1',
  pdfToken: 'p-1',
  status: 'awaiting_transfer',
  paymentCode: 'virman',
  orderTotal: money(73.99),
  replayed: false,
};

const savedWithTransfer: Checkout = {
  ...checkoutAt('deliverySaved'),
  payment: { id: 2, name: 'Virman', paymentCode: 'virman', methodCode: 2, fee: money(0) },
};

const failure = { error: { code: 'VALIDATION_FAILED', statusCode: 400 } };

/**
 * A guest at the start of a checkout (with the form they typed before logging in), a guest whose page the server drew
 * with their checkout, and a returning shopper whose address and delivery were saved; every call once answered and
 * once refused (test and docs).
 */
export const graphOptions: GraphOptions = {
  inputs: [
    { loggedIn: false, draft: { ...address, country: 'HR' } } satisfies CheckoutInput,
    { loggedIn: false, loaded: loaded(checkoutAt('new')) } satisfies CheckoutInput,
  ],
  events: {
    'field.change': [{ field: 'firstName', value: '' }],
    'consent.toggle': [{ id: 1 }],
    'step.request': [{ step: 'address', push: true }],
    'delivery.choose': [{ methodId: 68 }],
    'locker.choose': [{ branchId: 'L-1' }],
    'payment.choose': [{ paymentMethodId: 2 }],
    'xstate.done.actor.loadCheckout': [{ output: loaded(checkoutAt('new')) }],
    'xstate.error.actor.loadCheckout': [{ error: { code: 'CART_EMPTY', statusCode: 409 } }],
    'xstate.done.actor.saveAddress': [{ output: checkoutAt('addressSaved') }],
    'xstate.error.actor.saveAddress': [failure],
    'xstate.done.actor.loadDeliveryMethods': [{ output: deliveryMethods }],
    'xstate.error.actor.loadDeliveryMethods': [failure],
    'xstate.done.actor.saveDelivery': [{ output: checkoutAt('deliverySaved') }],
    'xstate.error.actor.saveDelivery': [failure],
    'xstate.done.actor.loadPaymentMethods': [{ output: paymentMethods }],
    'xstate.error.actor.loadPaymentMethods': [failure],
    'xstate.done.actor.savePaymentMethod': [{ output: savedWithTransfer }],
    'xstate.error.actor.savePaymentMethod': [failure],
    'xstate.done.actor.placeOrder': [{ output: order }],
    'xstate.error.actor.placeOrder': [{ error: { code: 'INSUFFICIENT_STOCK', statusCode: 409 } }],
  },
  limit: 4000,
  // A guest who typed the address before, delivered to the door and paying by bank transfer: no failed call, and
  // no BoxNow locker paid by transfer (docs/decisions/0141-complete-machine-diagrams.md).
  happyPath: {
    input: { loggedIn: false, draft: { ...address, country: 'HR' } } satisfies CheckoutInput,
    events: [
      { type: 'xstate.done.actor.loadCheckout', output: loaded(checkoutAt('new')) },
      { type: 'consent.toggle', id: 1 },
      { type: 'address.submit' },
      { type: 'xstate.done.actor.saveAddress', output: checkoutAt('addressSaved') },
      { type: 'xstate.after.stepSwitch.checkout.switching' },
      { type: 'xstate.done.actor.loadDeliveryMethods', output: deliveryMethods },
      { type: 'delivery.choose', methodId: 1 },
      { type: 'delivery.submit' },
      { type: 'xstate.done.actor.saveDelivery', output: checkoutAt('deliverySaved') },
      { type: 'xstate.after.stepSwitch.checkout.switching' },
      { type: 'xstate.done.actor.loadPaymentMethods', output: paymentMethods },
      { type: 'payment.choose', paymentMethodId: 2 },
      { type: 'xstate.done.actor.savePaymentMethod', output: savedWithTransfer },
      { type: 'xstate.after.paymentRerender.checkout.payment.rerendering' },
      { type: 'order.place' },
      { type: 'xstate.done.actor.placeOrder', output: order },
    ],
  },
};
