/**
 * The account calls of the public auth screens over the typed client: registration, the forgot-password link,
 * a new password with the e-mailed token, and the e-mail confirmation. All are quiet: the form machines keep the
 * failure and the screens word it by its code.
 */
import type { ForgotPasswordValues, NewPasswordValues, RegistrationValues } from '@shared/validation/account.js';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { CaptchaSolution } from '../../../lib/captcha/solve-captcha.js';

/** The verification token never comes back: the link goes by e-mail only. */
export async function register(
  api: ApiClient,
  values: RegistrationValues,
  acceptedConsents: number[],
  captcha: CaptchaSolution,
): Promise<void> {
  const email = values.email.trim();
  await unwrap(
    api.POST('/api/v1/user/web/register', {
      body: {
        details: { firstName: values.firstName.trim(), lastName: values.lastName.trim() },
        email,
        username: email,
        password: values.password,
        ...(values.memberCardBarcode
          ? { memberCardBarcode: values.memberCardBarcode, memberCardPin: values.memberCardPin }
          : {}),
        acceptedConsents,
        captcha,
      },
      middleware: [quiet],
    }),
  );
}

/** The same answer whether or not the e-mail has an account. */
export async function requestPasswordReset(
  api: ApiClient,
  values: ForgotPasswordValues,
  captcha: CaptchaSolution,
): Promise<void> {
  await unwrap(
    api.POST('/api/v1/user/password/forgot', {
      body: { username: values.email.trim(), captcha },
      middleware: [quiet],
    }),
  );
}

export async function setNewPassword(api: ApiClient, values: NewPasswordValues, token: string): Promise<void> {
  await unwrap(
    api.POST('/api/v1/user/password/set', { body: { password: values.password, token }, middleware: [quiet] }),
  );
}

/**
 * In-flight calls by single-use key (a verify token, an oauth code): React's Strict Mode starts a screen's machine
 * twice in development, and the second start must join the first call instead of spending the key again.
 */
const onceCalls = new WeakMap<ApiClient, Map<string, Promise<void>>>();

export function once(api: ApiClient, key: string, call: () => Promise<void>): Promise<void> {
  const calls = onceCalls.get(api) ?? new Map<string, Promise<void>>();
  onceCalls.set(api, calls);
  const running = calls.get(key) ?? call();
  calls.set(key, running);
  return running;
}

export function verifyEmail(api: ApiClient, token: string): Promise<void> {
  return once(api, `verify:${token}`, async () => {
    await unwrap(api.GET('/api/v1/user/web/verify/{token}', { params: { path: { token } }, middleware: [quiet] }));
  });
}

export type SocialProvider = 'facebook' | 'google';

/** The provider's authorisation URL; the provider sends the visitor back to /social-login with code and state. */
export async function socialLoginUrl(api: ApiClient, provider: SocialProvider, redirectUri: string): Promise<string> {
  const data = await unwrap(
    api.GET('/api/v1/user/social/redirect-login', {
      params: { query: { redirect_uri: redirectUri, social_login: provider } },
      middleware: [quiet],
    }),
  );
  return data.url;
}

/** The confirmation link again; the same answer for every address (docs/decisions/0195-verification-resend-and-postcodes.md). */
export async function resendVerification(api: ApiClient, email: string): Promise<void> {
  await unwrap(api.POST('/api/v1/user/web/verify/resend', { body: { username: email }, middleware: [quiet] }));
}
