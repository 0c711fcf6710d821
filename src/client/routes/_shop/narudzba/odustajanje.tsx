import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@shared/search-params.js';
import { WithdrawalLinkPage } from '../../../features/orders/components/WithdrawalLinkPage.js';

/** Potvrda odustajanja: the link of a guest's withdrawal confirmation e-mail (?token=). */
export const Route = createFileRoute('/_shop/narudzba/odustajanje')({
  validateSearch: searchSchema({ token: text() }),
  component: function ConfirmWithdrawal() {
    const { token } = Route.useSearch();
    return <WithdrawalLinkPage token={token} />;
  },
});
