import { useEffect, useRef } from 'react';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import {
  type AddressFormValues,
  type CheckoutStep,
  checkoutMachine,
  type CreatedOrder,
} from '@machines/checkout/checkout.machine.js';
import type { CartSessionPair } from '@machines/cart-session/cart-session.machine.js';
import { ApiError } from '../../lib/api-client.js';
import { useFormMachine } from '../../components/ui/form/form-machine.js';
import { focusFirstInvalid } from '../../components/ui/form/Field.js';
import * as calls from './api/checkout-calls.js';
import { checkoutTexts as tx } from './texts.js';
import { broughtCheckout, forgetBroughtCheckout } from './first-view.js';

/** What the checkout page needs of the cart (app/checkout-cart.ts). */
export interface CheckoutCartAccess {
  session(): Promise<CartSessionPair | null>;
  ordered(): Promise<void>;
}

const DRAFT_KEY = 'checkoutDraft';

/** The form a guest typed before 'Prijavi se', kept for this tab only (docs/decisions/0086-checkout-step-in-the-url.md). */
function takeDraft(): Partial<AddressFormValues> | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    window.sessionStorage.removeItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as Partial<AddressFormValues>) : null;
  } catch {
    return null;
  }
}

function keepDraft(values: AddressFormValues) {
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Private mode without storage: the shopper types the form again after logging in.
  }
}

const noCart = () => new ApiError({ message: 'Cart is empty', code: 'CART_EMPTY', statusCode: 409 });

/**
 * The checkout machine with its real effects: the calls with the cart's session, the step written to the URL, the
 * focus and scroll of the spec, the draft kept across a login and the way out once the order exists. The view only
 * renders the snapshot and sends events.
 */
export function useCheckout(cart: CheckoutCartAccess, urlStep: CheckoutStep | undefined, loggedIn: boolean) {
  const { api, toasts, auth, queryClient } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const session = async () => {
    const pair = await cart.session();
    if (!pair) throw noCart();
    return pair;
  };
  const orderPlaced = (order: CreatedOrder) => {
    void cart.ordered();
    // A card order is paid on the gateway's hosted page next; every other order is placed, and so is one that gift
    // vouchers paid in full (it starts paid: docs/decisions/0215-vouchers-pay-at-checkout.md).
    const card = (order.paymentCode === 'wspay_hpp' || order.paymentCode === 'tcom_hpp') && order.status !== 'paid';
    if (card) void navigate({ to: '/naplata/placanje', search: { orderSlug: order.slug } });
    else void navigate({ to: '/naplata/uspjesna', search: { orderSlug: order.slug } });
  };
  const [snapshot, send] = useFormMachine(
    checkoutMachine.provide({
      actors: {
        loadCheckout: fromPromise(async () =>
          calls.loadCheckout(api, await session(), loggedIn ? () => calls.checkoutProfile(api) : null),
        ),
        saveAddress: fromPromise(async ({ input }) => calls.saveAddress(api, await session(), input)),
        loadDeliveryMethods: fromPromise(async () => calls.deliveryMethods(api, await session())),
        saveDelivery: fromPromise(async ({ input }) => calls.saveDelivery(api, await session(), input)),
        loadPaymentMethods: fromPromise(async () => calls.paymentMethods(api, await session())),
        savePaymentMethod: fromPromise(async ({ input }) =>
          calls.savePaymentMethod(api, await session(), input.paymentMethodId),
        ),
        placeOrder: fromPromise(async ({ input }) =>
          calls.createOrder(api, await session(), input.personalisationNoticeShown),
        ),
      },
      actions: {
        showStep: (_, { step, push }) =>
          void navigate({ to: '/naplata', search: { step }, replace: !push || undefined }),
        scrollToTop: () => window.scrollTo({ top: 0 }),
        focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0),
        notifyPaymentMissing: () => void toasts.show({ kind: 'info', message: tx.paymentMissing }),
        keepDraft: (_, { values }) => keepDraft(values),
        goToLogin: () => {
          void auth.runtime().then((runtime) => runtime.rememberReturnPath('/naplata?step=address'));
          void navigate({ to: '/prijava' });
        },
        orderPlaced: (_, order) => orderPlaced(order),
      },
    }),
    {
      input: {
        step: urlStep,
        loggedIn,
        draft: loggedIn ? takeDraft() : null,
        // What the server drew the page with, taken once (the machine reads its input when it is created).
        loaded: broughtCheckout(queryClient),
      },
    },
  );
  useEffect(() => forgetBroughtCheckout(queryClient), [queryClient]);

  // Back and Forward change the URL's step: the machine decides whether that step may be shown. Only a change of
  // the URL counts (the machine writes the URL itself when it moves on, and is then already showing that step).
  const lastUrlStep = useRef(urlStep);
  const showing = (['address', 'delivery', 'payment'] as const).find((step) => snapshot.matches(step));
  useEffect(() => {
    if (urlStep === lastUrlStep.current) return;
    lastUrlStep.current = urlStep;
    if (urlStep && urlStep !== showing) send({ type: 'step.request', step: urlStep });
  }, [urlStep, showing, send]);

  return { snapshot, send, formRef };
}
