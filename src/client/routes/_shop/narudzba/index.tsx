import { createFileRoute } from '@tanstack/react-router';
import { OrderLookUpPage } from '../../../features/orders/components/OrderLookUpPage.js';

/** Pronađi narudžbu: a guest's order by number and e-mail, with its PDF, slip and the online withdrawal. */
export const Route = createFileRoute('/_shop/narudzba/')({
  component: OrderLookUpPage,
});
