import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '../../lib/search-params.js';
import { LoginPage } from '../../features/auth/components/LoginPage.js';

/** Prijava (shop 2): login form; ?verificationToken= confirms an e-mail first. */
export const Route = createFileRoute('/_shop/prijava')({
  validateSearch: (search: Record<string, unknown>): { verificationToken?: string } => ({
    verificationToken: optionalString(search, 'verificationToken'),
  }),
  component: function Login() {
    const { verificationToken } = Route.useSearch();
    return <LoginPage verificationToken={verificationToken} />;
  },
});
