import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '../../../components/ui/ScreenPlaceholder.js';

/** Naplata: the screen comes with a later issue; the route, title and layout exist now. */
export const Route = createFileRoute('/_shop/naplata/')({
  component: function Checkout() {
    return <ScreenPlaceholder title="Naplata" />;
  },
});
