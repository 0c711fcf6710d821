import type { SocialProvider } from '@machines/social-login/social-login.machine.js';

/** The provider chosen before leaving for it, read back on /social-login (the provider's redirect carries only code and state). */
const SOCIAL_PROVIDER_KEY = 'socialLoginProvider';

export function rememberSocialProvider(provider: SocialProvider): void {
  sessionStorage.setItem(SOCIAL_PROVIDER_KEY, provider);
}

export function rememberedSocialProvider(): SocialProvider | null {
  const provider = sessionStorage.getItem(SOCIAL_PROVIDER_KEY);
  return provider === 'facebook' || provider === 'google' ? provider : null;
}

/** Where the provider sends the visitor back. */
export const socialReturnUrl = () => `${window.location.origin}/social-login`;
