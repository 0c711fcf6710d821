/**
 * The newsletter's calls over the typed client (docs/decisions/0206-newsletter-double-opt-in.md): the sign-up, and
 * the confirmation and unsubscribe links. All are quiet: the machines keep the failure and the screens word it.
 */
import { queryOptions } from '@tanstack/react-query';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';

/** The consents of the newsletter form, required ones marked (the consent assignment of the back office). */
export function newsletterConsentsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['consents', 'assignment', 'newsletter'],
    queryFn: async () => {
      const page = await unwrap(
        api.GET('/api/v1/cms/consent/assignment/filter', {
          params: { query: { assigned_to: 'newsletter', perPage: 50 } },
          middleware: [quiet],
        }),
      );
      const assignment = page.data.find((a) => a.assigned_to === 'newsletter');
      if (!assignment) return [];
      const required = new Set(assignment.requiredConsents);
      return assignment.consents.map((c) => ({ ...c, required: c.required || required.has(c.id) }));
    },
    staleTime: 5 * 60_000,
  });
}

export async function subscribeNewsletter(api: ApiClient, email: string, consents: number[]): Promise<void> {
  await unwrap(api.POST('/api/v1/newsletter/subscribe', { body: { email, consents }, middleware: [quiet] }));
}

export async function confirmNewsletter(api: ApiClient, token: string): Promise<void> {
  await unwrap(api.POST('/api/v1/newsletter/confirm', { body: { token }, middleware: [quiet] }));
}

export async function unsubscribeNewsletter(api: ApiClient, token: string): Promise<void> {
  await unwrap(api.POST('/api/v1/newsletter/unsubscribe', { body: { token }, middleware: [quiet] }));
}
