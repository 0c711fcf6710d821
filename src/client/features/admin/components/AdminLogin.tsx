import { useRef } from 'react';
import { Link, useRouteContext } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { loginFormMachine } from '@machines/login-form/login-form.machine.js';
import type { Failure } from '@shared/errors/failure.js';
import { usePageTitle } from '../../../app/title.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { errorText } from '../../../lib/error-texts.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../components/ui/form/form-machine.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { DeskCounts } from './DeskCounts.js';
import { useCan } from '../permissions.js';
import { ROLE_TEXT, roleOf } from '@shared/permissions.js';

/** A customer account that tries the back office is refused by the admin profile with 403. */
const failureText = (failure: Failure) =>
  failure.status === 403 ? 'Ovaj račun nema pristup administraciji.' : errorText(failure);

/** /admin and /adminLogin: who is signed in to the back office with what waits for them, or its login form. */
export function AdminLogin() {
  usePageTitle('Administracija');
  const { auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const can = useCan();
  const role = roleOf(session.user?.scope);
  if (session.status === 'authenticated' && session.user?.isBackofficeUser) {
    return (
      <section className="admin-card">
        <h1>Administracija</h1>
        <p>
          Prijavljeni ste kao <strong>{session.user.displayName}</strong> ({session.user.email})
          {role && <>, uloga: {ROLE_TEXT[role]}</>}.
        </p>
        <DeskCounts />
        <p>
          {can('orders.read') && (
            <Link to="/admin/orders/{-$id}" params={{ id: undefined }}>
              Narudžbe
            </Link>
          )}
          {can('orders.read') && can('outbox') && ' · '}
          {can('outbox') && <Link to="/admin/outbox">Poslani e-mailovi</Link>}
        </p>
        <button type="button" className="btn btn--outline" onClick={() => void auth.runtime().then((r) => r.logout())}>
          Odjava
        </button>
      </section>
    );
  }
  // Mounted afresh after a logout: a new login form machine for the next login.
  return <AdminLoginForm />;
}

/** The login form machine with the admin strategy. */
function AdminLoginForm() {
  const { auth } = useRouteContext({ from: '__root__' });
  const formRef = useRef<HTMLFormElement>(null);
  const [snapshot, send] = useFormMachine(
    loginFormMachine.provide({
      actors: {
        submitLogin: fromPromise(async ({ input }) =>
          (await auth.runtime()).login({ strategy: 'admin', ...input.values }),
        ),
      },
      actions: { focusFirstError: () => setTimeout(() => focusFirstInvalid(formRef.current), 0) },
    }),
  );
  const { failure } = snapshot.context;
  const field = fieldBinder(snapshot.context, send);
  const busy = snapshot.matches('submitting');
  return (
    <section className="admin-card">
      <h1>Prijava u administraciju</h1>
      {failure && snapshot.matches('editing') && <Notice kind="error">{failureText(failure)}</Notice>}
      <form ref={formRef} className="form" noValidate onSubmit={submitTo(send)}>
        <Field {...field('username')} label="E-mail" type="email" autoComplete="username" required />
        <Field {...field('password')} label="Lozinka" type="password" autoComplete="current-password" required />
        <button type="submit" className="btn btn--primary" aria-busy={busy || undefined}>
          {busy ? 'PRIJAVLJUJEM...' : 'PRIJAVI SE'}
        </button>
      </form>
    </section>
  );
}
