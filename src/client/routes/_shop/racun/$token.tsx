import { createFileRoute } from '@tanstack/react-router';
import { ReceiptPage } from '../../../features/receipts/components/ReceiptPage.js';

/** A fiscal receipt by its token (from the receipt e-mail and the order's page). */
export const Route = createFileRoute('/_shop/racun/$token')({
  component: function Receipt() {
    const { token } = Route.useParams();
    return <ReceiptPage token={token} />;
  },
});
