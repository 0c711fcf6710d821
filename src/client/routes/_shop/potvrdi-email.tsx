import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@shared/search-params.js';
import { VerifyEmailPage } from '../../features/auth/components/VerifyEmailPage.js';

/** Potvrda e-mail adrese: the link of the verification e-mail (?token= or ?verificationToken=). */
export const Route = createFileRoute('/_shop/potvrdi-email')({
  validateSearch: searchSchema({ token: text(), verificationToken: text() }),
  component: function ConfirmEmail() {
    const { token, verificationToken } = Route.useSearch();
    return <VerifyEmailPage token={token ?? verificationToken} />;
  },
});
