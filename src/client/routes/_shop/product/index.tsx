import { createFileRoute, redirect } from '@tanstack/react-router';

/** /product without a slug has nothing to show: the shop index does. */
export const Route = createFileRoute('/_shop/product/')({
  beforeLoad: () => {
    throw redirect({ to: '/shop', replace: true });
  },
});
