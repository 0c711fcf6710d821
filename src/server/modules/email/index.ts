// The email module's public surface: other modules import from here only (docs/architecture.md).
export { deliverEmail, outboxRowsInsert, publicOrigin, queueEmail, sendEmail } from './mailer.js';
export {
  accountExistsEmail,
  backInStockEmail,
  contactCopyEmail,
  contactMessageEmail,
  emailChangeNoticeEmail,
  newAddressEmail,
  newsletterConfirmEmail,
  noAccountResetEmail,
  passwordResetEmail,
  staffInviteEmail,
  unlockLoginEmail,
  verificationEmail,
  welcomeEmail,
  withdrawalAcknowledgmentEmail,
  withdrawalConfirmationEmail,
} from './templates.js';
export type { ContactMessage, EmailContent } from './templates.js';
