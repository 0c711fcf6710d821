import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@shared/search-params.js';
import { NewsletterLinkPage } from '../../../features/newsletter/components/NewsletterLinkPage.js';

/** The confirmation link of the newsletter's double opt-in mail (?token=). */
export const Route = createFileRoute('/_shop/newsletter/potvrda')({
  validateSearch: searchSchema({ token: text() }),
  component: function NewsletterConfirm() {
    const { token } = Route.useSearch();
    return <NewsletterLinkPage kind="confirm" token={token} />;
  },
});
