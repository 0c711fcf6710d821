import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '../../lib/search-params.js';
import { PasswordPage } from '../../features/auth/components/PasswordPage.js';

/** Zaboravljena lozinka (shop 2): request a link, or with ?token= set a new password. */
export const Route = createFileRoute('/_shop/zaboravljena-lozinka')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalString(search, 'token') }),
  component: function ForgotPassword() {
    const { token } = Route.useSearch();
    return <PasswordPage token={token} />;
  },
});
