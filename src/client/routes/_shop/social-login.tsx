import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text } from '@shared/search-params.js';
import { SocialLoginPage } from '../../features/auth/components/SocialLoginPage.js';

/** SocialLogin: the providers' redirect target (code and state). */
export const Route = createFileRoute('/_shop/social-login')({
  validateSearch: searchSchema({ code: text(), state: text() }),
  component: function SocialLogin() {
    const { code, state } = Route.useSearch();
    return <SocialLoginPage code={code} state={state} />;
  },
});
