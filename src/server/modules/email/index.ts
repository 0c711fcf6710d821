// The email module's public surface: other modules import from here only (docs/architecture.md).
export { deliverEmail, publicOrigin, queueEmail, sendEmail } from './mailer.js';
export {
  emailChangeNoticeEmail,
  newAddressEmail,
  noAccountResetEmail,
  passwordResetEmail,
  verificationEmail,
  welcomeEmail,
} from './templates.js';
export type { EmailContent } from './templates.js';
