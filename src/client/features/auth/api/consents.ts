import { queryOptions } from '@tanstack/react-query';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';

/** The consents assigned to a form (docs/spec/site-frame.md 7: consent assignment filter), with the required ones. */
export function formConsentsQueryOptions(api: ApiClient, form: 'registerForm' | 'addressForm') {
  return queryOptions({
    queryKey: ['consents', 'assignment', form],
    queryFn: async () => {
      const page = await unwrap(
        api.GET('/api/v1/cms/consent/assignment/filter', {
          params: { query: { assigned_to: form, perPage: 50 } },
          middleware: [quiet],
        }),
      );
      const assignment = page.data.find((a) => a.assigned_to === form);
      if (!assignment) return [];
      const required = new Set(assignment.requiredConsents);
      return assignment.consents.map((c) => ({ ...c, required: c.required || required.has(c.id) }));
    },
    staleTime: 5 * 60_000,
  });
}

export type FormConsent = Awaited<
  ReturnType<NonNullable<ReturnType<typeof formConsentsQueryOptions>['queryFn']>>
>[number];
