// The auth module's public surface: other modules import from here only (docs/architecture.md).
export { configuredProviders as configuredSocialProviders } from './social/oidc.js';
export { revokeUserFamilies } from './refresh.js';
export { authPlugin } from './guard.js';
export { readCookie, SESSION_HINT_COOKIE } from './cookie.js';
