import { Link } from '@tanstack/react-router';
import { authTexts as tx } from '../texts.js';
import { AuthCard } from './AuthCard.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { useEmailVerification } from './use-email-verification.js';

/** /potvrdi-email: confirms the e-mail of the link (?token= or ?verificationToken=) and leads to login. */
export function VerifyEmailPage({ token }: { token?: string | undefined }) {
  const state = useEmailVerification(token);
  return (
    <AuthCard title={tx.verifyTitle} pageTitle={tx.verifyTitle} footer={<Link to="/prijava">{tx.loginLink}</Link>}>
      {(state === 'starting' || state === 'verifying') && <p role="status">{tx.confirmingEmail}</p>}
      {state === 'confirmed' && <Notice kind="success">{tx.emailConfirmed}</Notice>}
      {(state === 'failed' || state === 'noToken') && <Notice kind="error">{tx.verifyFailed}</Notice>}
    </AuthCard>
  );
}
