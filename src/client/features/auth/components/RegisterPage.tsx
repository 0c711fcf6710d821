import { useRef, useState } from 'react';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { registrationMachine } from '@machines/registration/registration.machine.js';
import { unwrap, quiet } from '../../../lib/api-client.js';
import { formConsentsQueryOptions } from '../api/consents.js';
import { solveCaptcha, type CaptchaSolution } from '../captcha/solve-captcha.js';
import { accountErrorText } from '../errors.js';
import { authTexts as tx } from '../texts.js';
import {
  email,
  maxLength,
  memberCard,
  memberCardInput,
  minLength,
  required,
  sameAs,
  validate,
} from '../../../lib/form-rules.js';
import { useFormMachine } from '../use-form-machine.js';
import { AuthCard } from './AuthCard.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { ConsentsBlock, requiredAccepted } from '../../../components/ui/form/ConsentsBlock.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { RegisteredModal } from './RegisteredModal.js';

const EMPTY = { firstName: '', lastName: '', email: '', memberCardBarcode: '', password: '', repeatPassword: '' };
type Values = typeof EMPTY;

/** /registracija (shop 2, 4, 5; DECISIONS 9): the form, consents, captcha and the success modal. */
export function RegisterPage() {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const consentsQuery = useQuery(formConsentsQueryOptions(api, 'registerForm'));
  const consents = consentsQuery.data ?? [];
  const [values, setValues] = useState<Values>(EMPTY);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const state = useRef({ values, checked });
  state.current = { values, checked };
  const rules = {
    firstName: [required, maxLength(100)],
    lastName: [required, maxLength(100)],
    email: [required, email],
    memberCardBarcode: [memberCard],
    password: [required, minLength(8), maxLength(128)],
    repeatPassword: [required, sameAs(() => values.password)],
  };
  const [snapshot, send] = useFormMachine(
    registrationMachine.provide({
      actors: {
        solveCaptcha: fromPromise<unknown>(() => solveCaptcha(api)),
        register: fromPromise<void, { captcha: unknown }>(async ({ input }) => {
          const { values: v, checked: ticked } = state.current;
          try {
            await unwrap(
              api.POST('/api/v1/user/web/register', {
                body: {
                  details: { firstName: v.firstName.trim(), lastName: v.lastName.trim() },
                  email: v.email.trim(),
                  username: v.email.trim(),
                  password: v.password,
                  ...(v.memberCardBarcode ? { memberCardBarcode: v.memberCardBarcode } : {}),
                  acceptedConsents: [...ticked],
                  captcha: input.captcha as CaptchaSolution,
                },
                middleware: [quiet],
              }),
            );
          } catch (error) {
            setFailure(accountErrorText(error));
            throw error;
          }
        }),
      },
      actions: {
        focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0),
        notifyRegistered: () => void toasts.show({ kind: 'success', message: tx.registered }),
        goToLogin: () => void navigate({ to: '/prijava' }),
      },
    }),
  );
  const touched = snapshot.context.touched;
  const errors = touched ? validate(values, rules) : {};
  const consentsError = !touched
    ? null
    : consentsQuery.isError
      ? tx.consentsNotFetched
      : !requiredAccepted(consents, checked)
        ? tx.consentRequired
        : null;
  const pending = snapshot.matches('solvingCaptcha') || snapshot.matches('registering');
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const toggle = (id: number) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = () => {
    setFailure(null);
    const fieldErrors = validate(values, rules);
    // The membership card also raises the spec's toast (shop 5), besides the inline error.
    if (fieldErrors.memberCardBarcode) toasts.show({ kind: 'error', message: tx.memberCardToast });
    const valid =
      Object.keys(fieldErrors).length === 0 && consentsQuery.isSuccess && requiredAccepted(consents, checked);
    send({ type: 'registration.submit', valid, consentTicked: checked.size > 0 });
  };

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
      {failure && snapshot.matches('editing') && <Notice kind="error">{failure}</Notice>}
      <form ref={formRef} className="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
        <div className="form__row">
          <Field
            name="firstName"
            label={tx.firstName}
            autoComplete="given-name"
            required
            value={values.firstName}
            onValue={set('firstName')}
            error={errors.firstName}
          />
          <Field
            name="lastName"
            label={tx.lastName}
            autoComplete="family-name"
            required
            value={values.lastName}
            onValue={set('lastName')}
            error={errors.lastName}
          />
        </div>
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
        <Field
          name="memberCardBarcode"
          label={tx.memberCard}
          inputMode="numeric"
          maxLength={12}
          value={values.memberCardBarcode}
          onValue={(v) => set('memberCardBarcode')(memberCardInput(v))}
          error={errors.memberCardBarcode}
          hint={tx.memberCardHint}
        />
        <div className="form__row">
          <Field
            name="password"
            label={tx.password_label}
            type="password"
            autoComplete="new-password"
            required
            value={values.password}
            onValue={set('password')}
            error={errors.password}
          />
          <Field
            name="repeatPassword"
            label={tx.repeatPasswordLabel}
            type="password"
            autoComplete="new-password"
            required
            value={values.repeatPassword}
            onValue={set('repeatPassword')}
            error={errors.repeatPassword}
          />
        </div>
        {consentsQuery.isError ? (
          <Notice kind="error">{tx.consentsNotFetched}</Notice>
        ) : (
          <ConsentsBlock
            title={tx.consentsTitle}
            consents={consents}
            checked={checked}
            onToggle={toggle}
            error={consentsError}
          />
        )}
        {/* Spec: disabled until at least one consent is ticked, and while pending. */}
        <button
          type="submit"
          className="btn btn--primary"
          disabled={checked.size === 0 || pending}
          aria-busy={pending || undefined}
        >
          {pending ? tx.registerPending : tx.registerButton}
        </button>
      </form>
      {(snapshot.matches('registered') || snapshot.matches('closed')) && (
        <RegisteredModal onClose={() => send({ type: 'registration.closeModal' })} />
      )}
    </AuthCard>
  );
}
