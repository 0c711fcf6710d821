import { createFileRoute, notFound } from '@tanstack/react-router';
import { positiveInt, searchSchema } from '@shared/search-params.js';
import { NotFound } from '../../../app/NotFound.js';
import { useSuspenseQuery } from '@tanstack/react-query';
import { productQueryOptions } from '../../../features/catalogue/api/product.js';
import { ProductView } from '../../../features/catalogue/components/ProductView.js';

/** Product page: gallery, choices and personalisation; `?cartItemId` edits a line of the cart. */
export const Route = createFileRoute('/_shop/product/$slug')({
  // ?cartItemId opens a line of the cart for editing; anything else is ignored, not an error.
  validateSearch: searchSchema({ cartItemId: positiveInt() }),
  loader: async ({ context: { queryClient, api }, params }) => {
    if (!(await queryClient.ensureQueryData(productQueryOptions(api, params.slug)))) throw notFound();
  },
  // The 404 renders here, inside the shop layout (a parent boundary would replace the layout).
  notFoundComponent: NotFound,
  component: function ProductPage() {
    const { api, config } = Route.useRouteContext();
    const { slug } = Route.useParams();
    const { cartItemId } = Route.useSearch();
    const product = useSuspenseQuery(productQueryOptions(api, slug)).data;
    return product ? <ProductView product={product} apiKeyId={config.apiKeyId} cartItemId={cartItemId} /> : null;
  },
});
