import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@shared/search-params.js';
import { LoginPage } from '../../features/auth/components/LoginPage.js';

/** Prijava: login form; ?verificationToken= confirms an e-mail first. */
export const Route = createFileRoute('/_shop/prijava')({
  validateSearch: searchSchema({ verificationToken: text() }),
  component: function Login() {
    const { verificationToken } = Route.useSearch();
    return <LoginPage verificationToken={verificationToken} />;
  },
});
