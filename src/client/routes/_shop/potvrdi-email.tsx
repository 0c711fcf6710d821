import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '../../lib/search-params.js';
import { VerifyEmailPage } from '../../features/auth/components/VerifyEmailPage.js';

/** Potvrda e-mail adrese: the link of the verification e-mail (?token= or ?verificationToken=). */
export const Route = createFileRoute('/_shop/potvrdi-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string; verificationToken?: string } => ({
    token: optionalString(search, 'token'),
    verificationToken: optionalString(search, 'verificationToken'),
  }),
  component: function ConfirmEmail() {
    const { token, verificationToken } = Route.useSearch();
    return <VerifyEmailPage token={token ?? verificationToken} />;
  },
});
