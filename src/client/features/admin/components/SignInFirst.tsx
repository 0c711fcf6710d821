import { Link } from '@tanstack/react-router';

/** An admin screen seen without a back-office session: waits for the session, else asks to sign in. */
export function SignInFirst({ title, checking }: { title: string; checking: boolean }) {
  return (
    <section className="admin-card">
      <h1>{title}</h1>
      <p>
        {checking ? (
          'Učitavanje...'
        ) : (
          <>
            Za pregled se <Link to="/admin">prijavite u administraciju</Link>.
          </>
        )}
      </p>
    </section>
  );
}
