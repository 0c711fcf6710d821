import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@shared/search-params.js';
import { PasswordPage } from '../../features/auth/components/PasswordPage.js';

/** Zaboravljena lozinka: request a link, or with ?token= set a new password. */
export const Route = createFileRoute('/_shop/zaboravljena-lozinka')({
  validateSearch: searchSchema({ token: text() }),
  component: function ForgotPassword() {
    const { token } = Route.useSearch();
    return <PasswordPage token={token} />;
  },
});
