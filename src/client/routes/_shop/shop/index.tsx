import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { categoryIndexQueryOptions } from '../../../features/catalogue/api/category.js';
import { CategoryIndex } from '../../../features/catalogue/components/CategoryIndex.js';

/** The shop's category index: tiles linking to /shop/{slug}. */
export const Route = createFileRoute('/_shop/shop/')({
  loader: ({ context: { queryClient, api } }) => queryClient.ensureQueryData(categoryIndexQueryOptions(api)),
  component: function ShopIndex() {
    const { api } = Route.useRouteContext();
    const categories = useSuspenseQuery(categoryIndexQueryOptions(api)).data;
    return <CategoryIndex categories={categories.records} />;
  },
});
