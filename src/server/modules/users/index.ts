// The users module's public surface: other modules import from here only (docs/architecture.md).
export { issueEmailToken, redeemEmailToken } from './email-tokens.js';
export { hashPassword, verifyPassword } from './password.js';
export { findUserByEmail, findUserById, normalizeEmail, storePassword, toAuthUser } from './repository.js';
export {
  createBackofficeAccount,
  hasBackofficeAccount,
} from './backoffice-account.js';
export { type AccountContext, accountContext, signedIn } from './context.js';
