import { createFileRoute } from '@tanstack/react-router';
import { oneOf, searchSchema, text } from '@shared/search-params.js';
import { FailurePage } from '../../../features/checkout/components/FailurePage.js';

const REASONS = ['cancelled', 'declined', 'unconfirmed', 'invalid', 'expired'] as const;

/** Plaćanje nije uspjelo: ?orderSlug= and ?reason= from the gateway's return (docs/decisions/0090-card-payment-attempts.md). */
export const Route = createFileRoute('/_shop/checkout/failure')({
  validateSearch: searchSchema({ orderSlug: text(), reason: oneOf(REASONS) }),
  component: function CheckoutFailure() {
    const { orderSlug, reason } = Route.useSearch();
    return <FailurePage orderSlug={orderSlug} reason={reason} />;
  },
});
