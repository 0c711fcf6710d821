import { useRef } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { passwordChangeMachine } from '@machines/password-change/password-change.machine.js';
import { errorText } from '../../../lib/error-texts.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../components/ui/form/form-machine.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { changePassword } from '../api/change-password.js';
import { accountTexts as tx } from '../texts.js';

/** The 'upravljaj_lozinkom' tab: old, new and repeated password, PROMIJENI LOZINKU (password change machine). */
export function PasswordTab() {
  const { api, toasts } = useRouteContext({ from: '__root__' });
  const formRef = useRef<HTMLFormElement>(null);
  const [snapshot, send] = useFormMachine(
    passwordChangeMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => changePassword(api, input.values)) },
      actions: {
        focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0),
        notifyChanged: () => void toasts.show({ kind: 'success', message: tx.passwordChanged }),
      },
    }),
  );
  const { failure } = snapshot.context;
  const field = fieldBinder(snapshot.context, send);
  const pending = snapshot.matches('changing');
  return (
    <form ref={formRef} className="form account-password" noValidate onSubmit={submitTo(send)}>
      {failure && <Notice kind="error">{errorText(failure)}</Notice>}
      <Field
        {...field('oldPassword')}
        label={tx.oldPassword}
        type="password"
        autoComplete="current-password"
        required
      />
      <Field {...field('newPassword')} label={tx.newPassword} type="password" autoComplete="new-password" required />
      <Field
        {...field('newPasswordAgain')}
        label={tx.newPasswordAgain}
        type="password"
        autoComplete="new-password"
        required
      />
      <button type="submit" className="btn btn--primary" aria-busy={pending || undefined}>
        {pending ? tx.changingPassword : tx.changePassword}
      </button>
    </form>
  );
}
