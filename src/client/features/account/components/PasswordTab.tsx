import { useRef, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { passwordChangeMachine } from '@machines/password-change/password-change.machine.js';
import { quiet, unwrap } from '../../../lib/api-client.js';
import { translateServerMessage } from '../../../lib/i18n.js';
import { differentFrom, maxLength, minLength, required, sameAs, validate } from '../../../lib/form-rules.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { accountTexts as tx } from '../texts.js';

const EMPTY = { oldPassword: '', newPassword: '', newPasswordAgain: '' };

/** The 'upravljaj_lozinkom' tab: old, new and repeated password, PROMIJENI LOZINKU. */
export function PasswordTab() {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const current = useRef(values);
  current.current = values;
  const rules = {
    oldPassword: [required],
    newPassword: [required, minLength(8), maxLength(128), differentFrom(() => values.oldPassword)],
    newPasswordAgain: [required, sameAs(() => values.newPassword)],
  };
  const actor = useActorRef(
    passwordChangeMachine.provide({
      actors: {
        changePassword: fromPromise<void>(async () => {
          setFailure(null);
          try {
            await unwrap(api.POST('/api/v1/user/password/change', { body: current.current, middleware: [quiet] }));
          } catch (error) {
            setFailure(
              translateServerMessage(
                error instanceof Error ? error.message : String(error),
                (error as { code?: string }).code,
              ),
            );
            throw error;
          }
        }),
      },
      actions: {
        focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0),
        notifyChanged: () => void toasts.show({ kind: 'success', message: tx.passwordChanged }),
        clearForm: () => setValues(EMPTY),
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  const errors = snapshot.context.touched ? validate(values, rules) : {};
  const pending = snapshot.matches('changing');
  const set = (field: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  return (
    <form
      ref={formRef}
      className="form account-password"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'password.submit', valid: Object.keys(validate(values, rules)).length === 0 });
      }}
    >
      {failure && <Notice kind="error">{failure}</Notice>}
      <Field
        name="oldPassword"
        label={tx.oldPassword}
        type="password"
        autoComplete="current-password"
        required
        value={values.oldPassword}
        onValue={set('oldPassword')}
        error={errors.oldPassword}
      />
      <Field
        name="newPassword"
        label={tx.newPassword}
        type="password"
        autoComplete="new-password"
        required
        value={values.newPassword}
        onValue={set('newPassword')}
        error={errors.newPassword}
      />
      <Field
        name="newPasswordAgain"
        label={tx.newPasswordAgain}
        type="password"
        autoComplete="new-password"
        required
        value={values.newPasswordAgain}
        onValue={set('newPasswordAgain')}
        error={errors.newPasswordAgain}
      />
      <button type="submit" className="btn btn--primary" aria-busy={pending || undefined}>
        {pending ? tx.changingPassword : tx.changePassword}
      </button>
    </form>
  );
}
