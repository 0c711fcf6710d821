import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/ui/ScreenPlaceholder.js';

/** Plaćanje nije uspjelo: the screen comes with a later issue; the route, title and layout exist now. */
export const Route = createFileRoute('/_shop/checkout/failure')({
  component: function CheckoutFailure() {
    return <ScreenPlaceholder title="Plaćanje nije uspjelo" />;
  },
});
