import { useEffect, useRef } from 'react';
import { Link, useRouteContext } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { loginFormMachine } from '@machines/login-form/login-form.machine.js';
import { authRuntime } from '../runtime.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { errorText } from '../../../lib/error-texts.js';
import { authTexts as tx } from '../texts.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../components/ui/form/form-machine.js';
import { AuthCard } from './AuthCard.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { SocialButtons } from './SocialButtons.js';
import { ResendVerification } from './ResendVerification.js';
import { useEmailVerification } from './use-email-verification.js';

/** /prijava: the login form machine with per-field errors and its failure, the e-mail confirmation, social login. */
export function LoginPage({
  verificationToken,
  returnTo,
}: {
  verificationToken?: string | undefined;
  /** Where a login opened from a link (the wishlist's toast) goes back to; the auth machine checks it again. */
  returnTo?: string | undefined;
}) {
  const { auth } = useRouteContext({ from: '__root__' });
  useEffect(() => {
    if (returnTo) void authRuntime(auth).then((runtime) => runtime.rememberReturnPath(returnTo));
  }, [auth, returnTo]);
  const formRef = useRef<HTMLFormElement>(null);
  const verification = useEmailVerification(verificationToken);
  const session = useAuthStatus(auth);
  const [snapshot, send] = useFormMachine(
    loginFormMachine.provide({
      actors: {
        submitLogin: fromPromise(async ({ input }) =>
          (await authRuntime(auth)).login({ strategy: 'local', ...input.values }),
        ),
      },
      actions: { focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0) },
    }),
  );
  const { failure } = snapshot.context;
  const field = fieldBinder(snapshot.context, send);
  const pending = snapshot.matches('submitting');
  return (
    <AuthCard
      title={tx.loginTitle}
      pageTitle="Prijava"
      intro={tx.loginIntro}
      footer={
        <p>
          {tx.noAccount} <Link to="/registracija">{tx.registerLink}</Link>
        </p>
      }
    >
      {verification === 'confirmed' && <Notice kind="success">{tx.emailConfirmed}</Notice>}
      {session.status === 'authenticated' && snapshot.matches('editing') && (
        <Notice kind="info">
          {tx.alreadyLoggedIn(session.user?.displayName ?? '')} <Link to="/profil">{tx.toProfile}</Link>
        </Notice>
      )}
      {failure && snapshot.matches('editing') && (
        <Notice kind="error">
          {errorText(failure)}
          {failure.code === 'EMAIL_NOT_VERIFIED' && <ResendVerification email={snapshot.context.values.username} />}
        </Notice>
      )}
      <form ref={formRef} className="form" noValidate onSubmit={submitTo(send)}>
        <Field {...field('username')} label={tx.email_label} type="email" autoComplete="username" required />
        <Field
          {...field('password')}
          label={tx.password_label}
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="form__aside">
          <Link to="/zaboravljena-lozinka">{tx.forgotLink}</Link>
        </div>
        <button
          type="submit"
          className="btn btn--primary"
          aria-busy={pending || undefined}
          aria-disabled={pending || undefined}
        >
          {pending ? tx.loginPending : tx.loginButton}
        </button>
      </form>
      <SocialButtons />
    </AuthCard>
  );
}
