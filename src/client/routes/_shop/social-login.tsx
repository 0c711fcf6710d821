import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '../../lib/search-params.js';
import { SocialLoginPage } from '../../features/auth/components/SocialLoginPage.js';

/** SocialLogin: the providers' redirect target (code and state). */
export const Route = createFileRoute('/_shop/social-login')({
  validateSearch: (search: Record<string, unknown>): { code?: string; state?: string } => ({
    code: optionalString(search, 'code'),
    state: optionalString(search, 'state'),
  }),
  component: function SocialLogin() {
    const { code, state } = Route.useSearch();
    return <SocialLoginPage code={code} state={state} />;
  },
});
