/**
 * The contact form's calls over the typed client (docs/decisions/0207-contact-form.md): the form's consents and the
 * send. The send is quiet: the form machine keeps the failure and the form words it by its code.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ContactTopic, ContactValues } from '@shared/validation/contact.js';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { CaptchaSolution } from '../../../lib/captcha/solve-captcha.js';

/** The consents of the contact form, required ones marked (the consent assignment of the back office). */
export function contactConsentsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['consents', 'assignment', 'contactForm'],
    queryFn: async () => {
      const page = await unwrap(
        api.GET('/api/v1/cms/consent/assignment/filter', {
          params: { query: { assigned_to: 'contactForm', perPage: 50 } },
          middleware: [quiet],
        }),
      );
      const assignment = page.data.find((a) => a.assigned_to === 'contactForm');
      if (!assignment) return [];
      const required = new Set(assignment.requiredConsents);
      return assignment.consents.map((c) => ({ ...c, required: c.required || required.has(c.id) }));
    },
    staleTime: 5 * 60_000,
  });
}

export async function sendContactMessage(
  api: ApiClient,
  values: ContactValues,
  consents: number[],
  captcha: CaptchaSolution,
): Promise<void> {
  const orderNumber = values.orderNumber.trim();
  await unwrap(
    api.POST('/api/v1/contact/send', {
      body: {
        topic: values.topic as ContactTopic,
        name: values.name.trim(),
        email: values.email.trim(),
        ...(orderNumber ? { orderNumber } : {}),
        message: values.message.trim(),
        consents,
        captcha,
      },
      middleware: [quiet],
    }),
  );
}
