import { useRef } from 'react';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { registrationMachine } from '@machines/registration/registration.machine.js';
import { register } from '../api/account-calls.js';
import { type FormConsent, formConsentsQueryOptions } from '../api/consents.js';
import { type CaptchaSolution, solveCaptcha } from '../../../lib/captcha/solve-captcha.js';
import { fieldMessages } from '@shared/validation/messages.js';
import { errorText } from '../../../lib/error-texts.js';
import { t } from '../../../lib/i18n.js';
import { authTexts as tx } from '../texts.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../components/ui/form/form-machine.js';
import { AuthCard } from './AuthCard.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { ConsentsBlock } from '../../../components/ui/form/ConsentsBlock.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { RegisteredModal } from './RegisteredModal.js';

/** /registracija: the form once the consents of the registration form are loaded. */
export function RegisterPage() {
  const { api } = useRouteContext({ from: '__root__' });
  const consents = useQuery(formConsentsQueryOptions(api, 'registerForm'));
  return (
    <AuthCard
      wide
      title={tx.registerTitle}
      pageTitle="Registracija"
      footer={
        <p>
          {tx.haveAccount} <Link to="/prijava">{tx.loginLink}</Link>
        </p>
      }
    >
      {consents.isError && <Notice kind="error">{tx.consentsNotFetched}</Notice>}
      {consents.isPending && <p role="status">{t.loading}</p>}
      {consents.data && <RegisterForm consents={consents.data} />}
    </AuthCard>
  );
}

/** The registration machine: fields, consents, captcha and the success modal. */
function RegisterForm({ consents }: { consents: FormConsent[] }) {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [snapshot, send] = useFormMachine(
    registrationMachine.provide({
      actors: {
        solveCaptcha: fromPromise<unknown>(() => solveCaptcha(api)),
        register: fromPromise(({ input }) =>
          register(api, input.values, input.accepted, input.captcha as CaptchaSolution),
        ),
      },
      actions: {
        focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0),
        notifyMemberCardFormat: () => void toasts.show({ kind: 'error', message: fieldMessages.memberCardFormat }),
        notifyRegistered: () => void toasts.show({ kind: 'success', message: tx.registered }),
        goToLogin: () => void navigate({ to: '/prijava' }),
      },
    }),
    { input: { consents } },
  );
  const { context } = snapshot;
  const bind = fieldBinder(context, send);
  // A field's message shows once the visitor leaves it (the machine's 'field.blur').
  const field = (name: Parameters<typeof bind>[0]) => ({
    ...bind(name),
    onBlur: () => send({ type: 'field.blur', field: name }),
  });
  const waitsForConsent = context.accepted.length === 0;
  const pending = snapshot.matches('solvingCaptcha') || snapshot.matches('registering');
  return (
    <>
      {context.failure && snapshot.matches('editing') && <Notice kind="error">{errorText(context.failure)}</Notice>}
      <form ref={formRef} className="form" noValidate onSubmit={submitTo(send)}>
        <div className="form__row">
          <Field {...field('firstName')} label={tx.firstName} autoComplete="given-name" required />
          <Field {...field('lastName')} label={tx.lastName} autoComplete="family-name" required />
        </div>
        <Field {...field('email')} label={tx.email_label} type="email" autoComplete="email" required />
        <Field
          {...field('memberCardBarcode')}
          label={tx.memberCard}
          inputMode="numeric"
          maxLength={12}
          hint={tx.memberCardHint}
        />
        <Field
          {...field('memberCardPin')}
          label={tx.memberCardPin}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          hint={tx.memberCardPinHint}
        />
        <div className="form__row">
          <Field
            {...field('password')}
            label={tx.password_label}
            type="password"
            autoComplete="new-password"
            hint={tx.passwordHint}
            required
          />
          <Field
            {...field('repeatPassword')}
            label={tx.repeatPasswordLabel}
            type="password"
            autoComplete="new-password"
            required
          />
        </div>
        <ConsentsBlock
          title={tx.consentsTitle}
          consents={consents}
          checked={new Set(context.accepted)}
          onToggle={(id) => send({ type: 'consent.toggle', id })}
          error={context.errors.consents}
        />
        {/* Spec: disabled until at least one consent is ticked, and while pending. */}
        <button
          type="submit"
          className="btn btn--primary"
          disabled={waitsForConsent || pending}
          aria-busy={pending || undefined}
          aria-describedby={waitsForConsent ? 'register-consent-first' : undefined}
        >
          {pending ? tx.registerPending : tx.registerButton}
        </button>
        {waitsForConsent && (
          <p id="register-consent-first" className="field__hint">
            {tx.consentFirst}
          </p>
        )}
      </form>
      {(snapshot.matches('registered') || snapshot.matches('closed')) && (
        <RegisteredModal onClose={() => send({ type: 'registration.closeModal' })} />
      )}
    </>
  );
}
