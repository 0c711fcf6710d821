// The membership module's public surface: other modules import from here only (docs/architecture.md).
export { cardBelongsTo, cardPinDigest, checkCardClaim, claimCard } from './service.js';
export { memberRegisterRoutes } from './register-routes.js';
