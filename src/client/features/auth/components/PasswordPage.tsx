import { useRef } from 'react';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '@machines/password-reset/password-reset.machine.js';
import { requestPasswordReset, setNewPassword } from '../api/account-calls.js';
import { type CaptchaSolution, solveCaptcha } from '../../../lib/captcha/solve-captcha.js';
import { errorText } from '../../../lib/error-texts.js';
import { authTexts as tx } from '../texts.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../components/ui/form/form-machine.js';
import { AuthCard } from './AuthCard.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';

/**
 * /zaboravljena-lozinka: without a token 'ZABORAVLJENA LOZINKA' (e-mail, 'POTVRDI E-MAIL'); with ?token=
 * 'PROMIJENI LOZINKU' (new and repeated password, 'POTVRDI LOZINKU'), then /prijava. The password reset machine
 * owns both forms.
 */
export function PasswordPage({ token }: { token?: string | undefined }) {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const mode = token !== undefined ? 'reset' : 'request';
  const [snapshot, send] = useFormMachine(
    passwordResetMachine.provide({
      actors: {
        solveCaptcha: fromPromise<unknown>(() => solveCaptcha(api)),
        requestReset: fromPromise(({ input }) =>
          requestPasswordReset(api, input.values, input.captcha as CaptchaSolution),
        ),
        setPassword: fromPromise(({ input }) => setNewPassword(api, input.values, input.token)),
      },
      actions: {
        focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0),
        notifyReset: () => void toasts.show({ kind: 'success', message: tx.passwordReset }),
        goToLogin: () => void navigate({ to: '/prijava' }),
      },
    }),
    { input: { mode, token: token || null } },
  );
  const { failure } = snapshot.context;
  const field = fieldBinder(snapshot.context, send);
  const pending = !snapshot.matches('editing') && !snapshot.matches('requested') && !snapshot.matches('reset');
  const footer = <Link to="/prijava">{tx.loginLink}</Link>;

  if (snapshot.matches('requested')) {
    return (
      <AuthCard title={tx.forgotTitle} pageTitle="Zaboravljena lozinka" footer={footer}>
        <Notice kind="success">{tx.forgotDone}</Notice>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={mode === 'request' ? tx.forgotTitle : tx.resetTitle}
      pageTitle={mode === 'request' ? 'Zaboravljena lozinka' : 'Promjena lozinke'}
      intro={mode === 'request' ? tx.forgotIntro : undefined}
      footer={footer}
    >
      {failure && snapshot.matches('editing') && <Notice kind="error">{errorText(failure)}</Notice>}
      <form ref={formRef} className="form" noValidate onSubmit={submitTo(send)}>
        {mode === 'request' ? (
          <Field {...field('email')} label={tx.email_label} type="email" autoComplete="email" required />
        ) : (
          <>
            <Field {...field('password')} label={tx.newPassword} type="password" autoComplete="new-password" required />
            <Field
              {...field('repeatPassword')}
              label={tx.repeatNewPassword}
              type="password"
              autoComplete="new-password"
              required
            />
          </>
        )}
        <button type="submit" className="btn btn--primary" aria-busy={pending || undefined}>
          {pending ? tx.sending : mode === 'request' ? tx.forgotButton : tx.resetButton}
        </button>
      </form>
    </AuthCard>
  );
}
