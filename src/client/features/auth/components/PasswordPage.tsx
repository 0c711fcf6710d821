import { useRef, useState } from 'react';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '@machines/password-reset/password-reset.machine.js';
import { quiet, unwrap } from '../../../lib/api-client.js';
import { solveCaptcha, type CaptchaSolution } from '../captcha/solve-captcha.js';
import { accountErrorText } from '../errors.js';
import { authTexts as tx } from '../texts.js';
import { email, maxLength, minLength, required, sameAs, validate } from '../../../lib/form-rules.js';
import { useFormMachine } from '../use-form-machine.js';
import { AuthCard } from './AuthCard.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';

/**
 * /zaboravljena-lozinka (shop 2, 5): without a token 'ZABORAVLJENA LOZINKA' (e-mail, 'POTVRDI E-MAIL');
 * with ?token= 'PROMIJENI LOZINKU' (new and repeated password, 'POTVRDI LOZINKU'), then /prijava.
 */
export function PasswordPage({ token }: { token?: string | undefined }) {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const mode = token !== undefined ? 'reset' : 'request';
  const [values, setValues] = useState({ email: '', password: '', repeatPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const current = useRef(values);
  current.current = values;
  const rules =
    mode === 'request'
      ? { email: [required, email] }
      : {
          password: [required, minLength(8), maxLength(128)],
          repeatPassword: [required, sameAs(() => values.password)],
        };
  const failed = (error: unknown) => {
    setFailure(accountErrorText(error));
    throw error;
  };
  const [snapshot, send] = useFormMachine(
    passwordResetMachine.provide({
      actors: {
        solveCaptcha: fromPromise<unknown>(() => solveCaptcha(api)),
        requestReset: fromPromise<void, { captcha: unknown }>(({ input }) =>
          unwrap(
            api.POST('/api/v1/user/password/forgot', {
              body: { username: current.current.email.trim(), captcha: input.captcha as CaptchaSolution },
              middleware: [quiet],
            }),
          ).then(() => undefined, failed),
        ),
        setPassword: fromPromise<void>(() =>
          unwrap(
            api.POST('/api/v1/user/password/set', {
              body: { password: current.current.password, token: token ?? '' },
              middleware: [quiet],
            }),
          ).then(() => undefined, failed),
        ),
      },
      actions: {
        focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0),
        notifyTokenUndefined: () => setFailure(tx.tokenUndefined),
        notifyRequested: () => {},
        notifyReset: () => void toasts.show({ kind: 'success', message: tx.passwordReset }),
        goToLogin: () => void navigate({ to: '/prijava' }),
      },
    }),
    { input: { mode, token: token || null } },
  );
  const errors: Partial<Record<'email' | 'password' | 'repeatPassword', string>> = snapshot.context.touched
    ? validate(values as never, rules as never)
    : {};
  const pending = !snapshot.matches('editing') && !snapshot.matches('requested') && !snapshot.matches('reset');
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
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
      {failure && snapshot.matches('editing') && <Notice kind="error">{failure}</Notice>}
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setFailure(null);
          send({ type: 'password.submit', valid: Object.keys(validate(values as never, rules as never)).length === 0 });
        }}
      >
        {mode === 'request' ? (
          <Field
            name="email"
            label={tx.email_label}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onValue={set('email')}
            error={errors.email}
          />
        ) : (
          <>
            <Field
              name="password"
              label={tx.newPassword}
              type="password"
              autoComplete="new-password"
              required
              value={values.password}
              onValue={set('password')}
              error={errors.password}
            />
            <Field
              name="repeatPassword"
              label={tx.repeatNewPassword}
              type="password"
              autoComplete="new-password"
              required
              value={values.repeatPassword}
              onValue={set('repeatPassword')}
              error={errors.repeatPassword}
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
