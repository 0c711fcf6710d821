/**
 * 'Obavijesti me' (docs/decisions/0208-back-in-stock-requests.md): the form's consents and the request. Quiet: the
 * machine keeps the failure and the form words it by its code.
 */
import { queryOptions } from '@tanstack/react-query';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';

export function stockRequestConsentsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['consents', 'assignment', 'productAvailabilityForm'],
    queryFn: async () => {
      const page = await unwrap(
        api.GET('/api/v1/cms/consent/assignment/filter', {
          params: { query: { assigned_to: 'productAvailabilityForm', perPage: 50 } },
          middleware: [quiet],
        }),
      );
      const assignment = page.data.find((a) => a.assigned_to === 'productAvailabilityForm');
      if (!assignment) return [];
      const required = new Set(assignment.requiredConsents);
      return assignment.consents.map((c) => ({ ...c, required: c.required || required.has(c.id) }));
    },
    staleTime: 5 * 60_000,
  });
}

export async function requestStock(api: ApiClient, productId: number, email: string, consents: number[]) {
  await unwrap(
    api.POST('/api/v1/catalogue/stock-request', { body: { productId, email, consents }, middleware: [quiet] }),
  );
}
