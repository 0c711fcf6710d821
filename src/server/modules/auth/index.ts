// The auth module's public surface: other modules import from here only (docs/architecture.md).
export { clearFailures } from './lockout.js';
export { revokeUserFamilies } from './refresh.js';
export { configuredProviders as configuredSocialProviders } from './social/oidc.js';
