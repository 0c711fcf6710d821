import { useEffect, useRef, useState } from 'react';
import { Link, useRouteContext } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { loginFormMachine } from '@machines/login-form/login-form.machine.js';
import { authRuntime } from '../runtime.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { accountErrorText } from '../errors.js';
import { authTexts as tx } from '../texts.js';
import { email, minLength, required, validate } from '../../../lib/form-rules.js';
import { useFormMachine } from '../use-form-machine.js';
import { AuthCard } from './AuthCard.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { SocialButtons } from './SocialButtons.js';
import { useEmailVerification } from './use-email-verification.js';

const EMPTY = { username: '', password: '' };
const RULES = { username: [required, email], password: [required, minLength(8)] };

/** /prijava (shop 2, site-frame 4-5): per-field errors, busy guard, verificationToken, social login. */
export function LoginPage({ verificationToken }: { verificationToken?: string | undefined }) {
  const { auth } = useRouteContext({ from: '__root__' });
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const verification = useEmailVerification(verificationToken);
  const session = useAuthStatus(auth);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const [snapshot, send] = useFormMachine(
    loginFormMachine.provide({
      actors: {
        submitLogin: fromPromise(async () => {
          const runtime = await authRuntime(auth);
          try {
            await runtime.login({ strategy: 'local', ...valuesRef.current });
          } catch (error) {
            setFailure(accountErrorText(error));
            throw error;
          }
        }),
      },
      actions: {
        focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0),
        clearForm: () => setValues(EMPTY),
      },
    }),
  );
  const errors = snapshot.context.touched ? validate(values, RULES) : {};
  const pending = snapshot.matches('submitting');
  useEffect(() => {
    if (pending) setFailure(null);
  }, [pending]);

  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
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
      {failure && snapshot.matches('editing') && <Notice kind="error">{failure}</Notice>}
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'login.submit', valid: Object.keys(validate(values, RULES)).length === 0 });
        }}
      >
        <Field
          name="username"
          label={tx.email_label}
          type="email"
          autoComplete="username"
          required
          value={values.username}
          onValue={set('username')}
          error={errors.username}
        />
        <Field
          name="password"
          label={tx.password_label}
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onValue={set('password')}
          error={errors.password}
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
