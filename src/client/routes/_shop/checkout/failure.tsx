import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@shared/search-params.js';
import { FailurePage } from '../../../features/checkout/components/FailurePage.js';

/** The card payment's unhappy outcomes (cancelled, declined, unconfirmed, expired): ?orderSlug= and ?reason= from the gateway's return (docs/decisions/0090-card-payment-attempts.md). */
export const Route = createFileRoute('/_shop/checkout/failure')({
  // The reason is worded by the page; one it does not know reads as a declined payment.
  validateSearch: searchSchema({ orderSlug: text(), reason: text() }),
  component: function CheckoutFailure() {
    const { orderSlug, reason } = Route.useSearch();
    return <FailurePage orderSlug={orderSlug} reason={reason} />;
  },
});
