import { useRef, useState } from 'react';
import { Link, useRouteContext } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/title.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { email, minLength, required, validate } from '../../../lib/form-rules.js';
import { isApiError } from '../../../lib/api-client.js';
import { translateServerMessage } from '../../../lib/i18n.js';
import { Field, focusFirstInvalid } from '../../../components/ui/form/Field.js';
import { Notice } from '../../../components/ui/form/Notice.js';

const RULES = { username: [required, email], password: [required, minLength(8)] };

/** /admin and /adminLogin: the back-office login (admin strategy, its own profile endpoint). */
export function AdminLogin() {
  usePageTitle('Administracija');
  const { auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ username: '', password: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = touched ? validate(values, RULES) : {};

  if (session.status === 'authenticated' && session.user?.isBackofficeUser) {
    return (
      <section className="admin-card">
        <h1>Administracija</h1>
        <p>
          Prijavljeni ste kao <strong>{session.user.displayName}</strong> ({session.user.email}).
        </p>
        <p>
          <Link to="/admin/outbox">Poslani e-mailovi</Link>
        </p>
        <button type="button" className="btn btn--outline" onClick={() => void auth.runtime().then((r) => r.logout())}>
          Odjava
        </button>
      </section>
    );
  }
  const submit = async () => {
    setTouched(true);
    if (busy) return;
    if (Object.keys(validate(values, RULES)).length) {
      setTimeout(() => focusFirstInvalid(formRef.current), 0);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await (await auth.runtime()).login({ strategy: 'admin', ...values });
    } catch (error) {
      setFailure(
        isApiError(error) && error.statusCode === 403
          ? 'Ovaj račun nema pristup administraciji.'
          : translateServerMessage(
              error instanceof Error ? error.message : String(error),
              isApiError(error) ? error.code : undefined,
            ),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="admin-card">
      <h1>Prijava u administraciju</h1>
      {failure && <Notice kind="error">{failure}</Notice>}
      <form ref={formRef} className="form" noValidate onSubmit={(e) => (e.preventDefault(), void submit())}>
        <Field
          name="username"
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          value={values.username}
          onValue={(v) => setValues((s) => ({ ...s, username: v }))}
          error={errors.username}
        />
        <Field
          name="password"
          label="Lozinka"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onValue={(v) => setValues((s) => ({ ...s, password: v }))}
          error={errors.password}
        />
        <button type="submit" className="btn btn--primary" aria-busy={busy || undefined}>
          {busy ? 'PRIJAVLJUJEM...' : 'PRIJAVI SE'}
        </button>
      </form>
    </section>
  );
}
