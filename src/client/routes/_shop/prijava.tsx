import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@shared/search-params.js';
import { LoginPage } from '../../features/auth/components/LoginPage.js';
import { RETURN_PARAM } from '../../lib/login-href.js';

/** Prijava: login form; ?verificationToken= confirms an e-mail first; ?povratak= is where a login returns to. */
export const Route = createFileRoute('/_shop/prijava')({
  validateSearch: searchSchema({ verificationToken: text(), [RETURN_PARAM]: text() }),
  component: function Login() {
    const search = Route.useSearch();
    return <LoginPage verificationToken={search.verificationToken} returnTo={search[RETURN_PARAM]} />;
  },
});
