/** The provider chosen before leaving for it, read back on /social-login (the provider's redirect carries only code and state). */
export const SOCIAL_PROVIDER_KEY = 'socialLoginProvider';
