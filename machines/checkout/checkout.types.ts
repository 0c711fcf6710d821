import type { components } from '@api/openapi.js';
import type { Failure } from '@shared/errors/failure.js';
import type { FieldErrors } from '@shared/validation/fields.js';
import type { FormContext } from '../form/form.js';

type Schemas = components['schemas'];
export type Checkout = Schemas['Checkout'];
export type Country = Schemas['AvailableCountry'];
export type ShippingMethod = Schemas['ShippingMethod'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type CreatedOrder = Schemas['CreatedOrder'];
export type DeliveryAddress = Schemas['DeliveryAddress'];

/** The three steps of /naplata, as the URL names them (`?step=`). */
export type CheckoutStep = 'address' | 'delivery' | 'payment';

/** A consent of the checkout form; the required ones must be ticked before ADRESA is saved. */
export interface CheckoutConsent {
  id: number;
  required: boolean;
  uniqueNumber: string;
  displayName: string;
  /** The consent's text (the shop's own sanitised HTML). */
  text?: string;
}

/**
 * The ADRESA form as the shopper types it: the delivery address (with the company fields when ordering as a
 * company), the billing address's fields (used only with 'Želim naplatu na drugu adresu') and the options.
 */
export type AddressFormValues = DeliveryAddress &
  BillingFields & {
    asCompany: boolean;
    useDifferentBillingAddress: boolean;
    /** A logged-in customer keeps this address in the profile. */
    saveToProfile: boolean;
  };

/** The billing address's fields of the form: the contract's address fields, each prefixed with `billing`. */
type BillingFields = { [K in keyof Schemas['checkout_Address'] as `billing${Capitalize<K>}`]: string };

/** Who a logged-in customer is, from the profile: the ADRESA form starts from it. */
export interface CheckoutProfile {
  firstName: string;
  lastName: string;
  email: string;
  /** The phone of the profile's address; empty without one. */
  phone: string;
}

/** What the machine needs loaded before it can show a step. */
export interface CheckoutLoaded {
  checkout: Checkout;
  countries: Country[];
  consents: CheckoutConsent[];
  /** The logged-in customer's profile; null for a guest (or when it could not be read). */
  profile: CheckoutProfile | null;
}

export interface CheckoutInput {
  /** The step the URL asks for; the machine shows it only once the steps before it are done. */
  step?: CheckoutStep | undefined;
  /** A logged-in shopper (no 'Prijavi se' hint; may save the address to the profile). */
  loggedIn: boolean;
  /** The form as a guest left it to log in (kept in the browser's session), restored over the saved address. */
  draft?: Partial<AddressFormValues> | null;
  /** What the page was drawn with on the server (a guest's first view): the checkout starts from it, unloaded. */
  loaded?: CheckoutLoaded | null;
}

export interface CheckoutContext extends FormContext<AddressFormValues> {
  loggedIn: boolean;
  /** The input's `loaded`, until the start has taken it. */
  brought: CheckoutLoaded | null;
  draft: Partial<AddressFormValues> | null;
  /** The step asked for by the URL, a 'Promijeni' link or a back link; shown when reachable. */
  requestedStep: CheckoutStep | null;
  /** Whether showing the next step adds a history entry (moving on, 'Promijeni') or replaces it (load, Back). */
  pushHistory: boolean;
  checkout: Checkout | null;
  countries: Country[];
  consents: CheckoutConsent[];
  /** The ids of the ticked checkout consents. */
  accepted: number[];
  deliveryMethods: ShippingMethod[];
  /** The chosen delivery method and pickup point (a BoxNow locker's id). */
  methodId: number | null;
  branchId: string | null;
  paymentMethods: PaymentMethod[];
  paymentMethodId: number | null;
  /** Errors of the DOSTAVA and NAPLATA choices ('Molimo odaberite BoxNow lokaciju'). */
  choiceErrors: FieldErrors;
  /** The order placed by the order button. */
  order: CreatedOrder | null;
  /** Why the checkout could not be loaded (empty cart, already ordered, no connection). */
  loadFailure: Failure | null;
}
