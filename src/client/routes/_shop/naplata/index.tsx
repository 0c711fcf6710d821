import { useMemo } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { oneOf, searchSchema } from '@shared/search-params.js';
import { checkoutCartOf } from '../../../app/checkout-cart.js';
import type { RouterContext } from '../../../app/router-context.js';
import { PageLoader } from '../../../components/ui/PageLoader.js';
import { CheckoutPage } from '../../../features/checkout/components/CheckoutPage.js';
import { useAuthStatus } from '../../../lib/auth-session.js';

const STEPS = ['address', 'delivery', 'payment'] as const;

/** Naplata: ?step= address, delivery or payment (docs/decisions/0086-checkout-step-in-the-url.md). */
export const Route = createFileRoute('/_shop/naplata/')({
  validateSearch: searchSchema({ step: oneOf(STEPS) }),
  component: function Checkout() {
    const { step } = Route.useSearch();
    const router = useRouter();
    const ctx = router.options.context as RouterContext;
    const session = useAuthStatus(ctx.auth);
    const cart = useMemo(
      () =>
        checkoutCartOf({
          api: ctx.api,
          queryClient: ctx.queryClient,
          toasts: ctx.toasts,
          navigate: (to) => void router.navigate({ to }),
        }),
      [ctx, router],
    );
    // Who is shopping decides the 'Prijavi se' hint and the profile's address: wait until the session is known.
    if (session.status === 'unknown') return <PageLoader />;
    return <CheckoutPage key={session.status} cart={cart} step={step} loggedIn={session.status === 'authenticated'} />;
  },
});
