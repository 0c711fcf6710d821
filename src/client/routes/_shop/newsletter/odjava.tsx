import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@shared/search-params.js';
import { NewsletterLinkPage } from '../../../features/newsletter/components/NewsletterLinkPage.js';

/** The unsubscribe link every newsletter mail carries (?token=); no sign-in needed. */
export const Route = createFileRoute('/_shop/newsletter/odjava')({
  validateSearch: searchSchema({ token: text() }),
  component: function NewsletterUnsubscribe() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage kind="unsubscribe" token={token} />;
  },
});
